/**
 * The part of a football.json `round` after its section (`Finals, Round of 16` → `Round of 16`):
 * a matchday, a group or a knockout round, with knockout names normalised to one spelling.
 * A spelling not listed here is unknown (null): the caller reports it.
 */

export type RoundPart =
  | { type: 'matchday'; matchday: number }
  | { type: 'group'; group: string }
  | { type: 'knockout'; name: string };

const ordinal = (n: number): string => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/** [pattern, normalised name] for knockout rounds; `$1`, `$2` are the pattern's numbers. */
const KNOCKOUT: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^round of (\d+)$/i, (m) => `Round of ${m[1]}`],
  [/^round (\d+)$/i, (m) => `Round ${m[1]}`],
  [/^quarter-?finals?$/i, () => 'Quarter-finals'],
  [/^semi-?finals?$/i, () => 'Semi-finals'],
  [/^final$/i, () => 'Final'],
  [/^(third|3rd)[- ]place( play-?off| match)?$|^match for third place$/i, () => 'Third place play-off'],
  [/^elimination finals?$/i, () => 'Elimination finals'],
  [/^play-?in round (\d+)$/i, (m) => `Play-in round ${m[1]}`],
  [/^reclassification$/i, () => 'Reclassification'],
  // cn.1 2020 (German spellings): `5. Platz` (two legs for 5th place), `5.-8. Platz Playoffs`, `Direkter Abstieg`
  [/^(\d+)\. platz$/i, (m) => `Match for ${ordinal(Number(m[1]))} place`],
  [/^(\d+)\.-(\d+)\. platz playoffs$/i, (m) => `Play-offs for places ${m[1]}-${m[2]}`],
  [/^direkter abstieg$/i, () => 'Direct relegation play-off'],
];

/** Parses the part of a round after its section; null for a spelling this table does not know. */
export function parseRoundPart(text: string): RoundPart | null {
  const t = text.trim();
  const md = /^matchday (\d+)$/i.exec(t) ?? /^(\d+)\. round$/i.exec(t);
  if (md) return { type: 'matchday', matchday: Number(md[1]) };
  const g = /^group ([a-z]|\d+)$/i.exec(t);
  if (g) return { type: 'group', group: `Group ${g[1]!.toUpperCase()}` };
  for (const [re, name] of KNOCKOUT) {
    const m = re.exec(t);
    if (m) return { type: 'knockout', name: name(m) };
  }
  return null;
}
