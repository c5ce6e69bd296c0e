/**
 * Match skeletons: teams, venue, kick-off in UTC, stage, group and match number. The kick-off is
 * the one kickoff-sources.ts chooses (JSON, else TXT); where no source has one the match is
 * `timeTbd` (`start_time_tbd`) at noon local time at the venue, one note counting them.
 * Stages come from `round`: group-stage rounds (`Matchday N`, or any match with a `group`) form
 * one stage `Group stage`; every other round is a knockout stage named as in the source. Stages
 * are ordered by their first kick-off. Group matches are numbered 1..N in kick-off order (ties:
 * source order) unless the source numbers every one of them; knockout matches keep `num`.
 *
 * A round named in `leagueStages` (CLI `--league-stage`) is a `league` stage: one table of every
 * team playing in it (the 1950 final round-robin), its matches without a group, numbered with the
 * group matches. The openfootball files do not mark such a round (1950: `"round": "Final Round"`,
 * no group, like a knockout round), so it is never inferred; a round that cannot be a knockout
 * (a team meets different opponents in it) is reported with a hint to the option.
 *
 * Second group stages (1974, 1978: `Group 1`-`Group 4`, then `Group A`, `Group B`): a group whose
 * teams already played in a group that was over before it started belongs to a later group stage. With more
 * than one, the group stages are `First group stage`, `Second group stage`, … (one group stage
 * stays `Group stage`); group names are unique across stages, as the content model requires.
 *
 * Replays (1934, 1938: round `Quarter-finals, Replays`): a match of a round named `<round>,
 * Replays` is put in the stage `<round>` with `replayOf` = the number of the latest earlier match
 * of that stage between the same two teams (the drawn match).
 */
import type { CompetitionFile, VenueRow } from '../../../schemas/content/index.ts';
import type { SrcMatch } from './json-source.ts';
import type { TeamIndex } from './team-names.ts';
import { venueOffset, type VenuesBuild } from './build-venues.ts';
import { toUtcIso } from './kickoff-time.ts';
import { chooseKickoff, type ChosenKickoff } from './kickoff-sources.ts';
import { matchId } from './ids.ts';
import { SourceError } from './json-source.ts';
import { note, warn, type ImportReport } from './report.ts';

export const GROUP_STAGE = 'Group stage';

export interface MatchDraft {
  src: SrcMatch;
  number: number;
  id: string;
  stage: string;
  knockout: boolean;
  /** A `league` stage (not a knockout, no group). */
  league?: boolean;
  /** The number of the drawn match this one replays (round `…, Replays`); null otherwise. */
  replayOf?: number | null;
  group: string | null;
  home: string;
  away: string;
  /** null when the source names no ground for the match (Club World Cup 2025). */
  venue: VenueRow | null;
  scheduledAt: string;
  /** No source has the kick-off time: `scheduledAt` is noon local time at the venue (`start_time_tbd`). */
  timeTbd: boolean;
}

export interface MatchPlan {
  drafts: MatchDraft[];
  stages: CompetitionFile['stages'];
}

/** `Quarter-finals, Replays` → `Quarter-finals`; null for a round that is not a replay round. */
export function replayedRound(round: string): string | null {
  const m = /^(.*\S)\s*,?\s+replays?$/i.exec(round.trim());
  return m ? m[1]!.replace(/,$/, '').trim() : null;
}

const ORDINALS = ['First', 'Second', 'Third', 'Fourth', 'Fifth'];

/**
 * The group stage of each group, from its matches (`at`: kick-off or date): 0 for a group none of
 * whose teams played in a group that was over before it started; else one more than the latest
 * such group's stage (1974: Groups 1-4 → 0, A and B → 1). Groups that overlap in time stay in one
 * stage, so a team the source puts in two groups of one round is still reported by validation.
 */
export function groupLayers(groups: { group: string; at: string; teams: readonly string[] }[]): Map<string, number> {
  const firstAt = new Map<string, string>();
  const lastAt = new Map<string, string>();
  const teams = new Map<string, Set<string>>();
  for (const g of groups) {
    if (!firstAt.has(g.group) || g.at < firstAt.get(g.group)!) firstAt.set(g.group, g.at);
    if (!lastAt.has(g.group) || g.at > lastAt.get(g.group)!) lastAt.set(g.group, g.at);
    const t = teams.get(g.group) ?? new Set<string>();
    for (const x of g.teams) t.add(x);
    teams.set(g.group, t);
  }
  const order = [...firstAt.keys()].sort((a, b) => (firstAt.get(a)! < firstAt.get(b)! ? -1 : firstAt.get(a)! > firstAt.get(b)! ? 1 : a < b ? -1 : 1));
  const layer = new Map<string, number>();
  for (const g of order) {
    let l = 0;
    for (const h of order) {
      if (h === g || !layer.has(h) || lastAt.get(h)! >= firstAt.get(g)!) continue;
      if ([...teams.get(g)!].some((t) => teams.get(h)!.has(t))) l = Math.max(l, layer.get(h)! + 1);
    }
    layer.set(g, l);
  }
  return layer;
}

function groupStageName(layer: number, layers: number): string {
  if (layers <= 1) return GROUP_STAGE;
  return `${ORDINALS[layer] ?? `Stage ${layer + 1}`} group stage`;
}

function isGroupRound(m: SrcMatch): boolean {
  // `Group A`, but not `Group 2 Play-off` (1954: a one-off deciding match, a knockout)
  return m.group !== null || /^(matchday|match\s*day|round)\s*\d+$/i.test(m.round) || /^group\s+\S+$/i.test(m.round);
}

export function planMatches(
  matches: SrcMatch[],
  teams: TeamIndex,
  groups: string[],
  venues: VenuesBuild,
  slug: string,
  report: ImportReport,
  file: string,
  leagueStages: string[] = [],
  /** Minutes east of UTC of local times written without an offset when no venue gives one (`--venue-timezone`). */
  fallbackOffset: number | null = null,
  /** The kick-off each source match gets (by `index`; kickoff-sources.ts); default: the JSON's time. */
  kickoffs: ReadonlyMap<number, ChosenKickoff> = new Map(),
): MatchPlan {
  type Placed = Omit<MatchDraft, 'number' | 'id'>;
  const placed: Placed[] = [];
  const rounds = new Set(matches.map((m) => m.round));
  for (const name of leagueStages)
    if (!rounds.has(name)) throw new SourceError(`--league-stage "${name}": no match has this round; the rounds are ${[...rounds].map((r) => `"${r}"`).join(', ')}`);
  const leagues = new Set(leagueStages);
  const tbd: string[] = [];
  for (const m of matches) {
    const where = `${file}: matches[${m.index}] (${m.date} ${m.team1.name} v ${m.team2.name})`;
    if (m.status === 'canceled' || m.status === 'cancelled') {
      // never played: not a match of the published record (its winner advanced without it)
      note(report, 'missing_data', `${where}: cancelled in the source (status "${m.status}"), never played; not imported`);
      continue;
    }
    const home = m.team1.code ?? teams.resolve(m.team1.name);
    const away = m.team2.code ?? teams.resolve(m.team2.name);
    if (!home || !away) {
      warn(report, 'unmatched_team', `${where}: team "${!home ? m.team1.name : m.team2.name}" is not one of the teams (not yet decided?); match skipped`);
      continue;
    }
    const venue = m.ground ? venues.byGround.get(m.ground) : null;
    if (venue === undefined) {
      warn(report, 'missing_data', `${where}: ground "${m.ground}" is not in the stadiums file; match skipped`);
      continue;
    }
    const chosen = kickoffs.get(m.index) ?? chooseKickoff(m.time, null);
    if (chosen.unreadable) warn(report, 'missing_data', `${where}: cannot read kick-off time "${chosen.unreadable}" (need e.g. "13:00 UTC-6"); ${chosen.local ? "the TXT report's is used" : 'imported with start_time_tbd'}`);
    // no source has the time: noon local time at the venue, flagged start_time_tbd (decisions.md)
    const local = chosen.local ?? { time: '12:00', offset: null };
    const offset = local.offset ?? (venue ? venueOffset(venues, venue.id, m.date, local.time) : null) ?? fallbackOffset;
    const scheduledAt = offset === null ? null : toUtcIso(m.date, local.time, offset);
    if (!scheduledAt) {
      warn(report, 'missing_data', `${where}: cannot place the kick-off ${m.date} ${local.time} in UTC (no UTC offset for its venue; give --venue-timezone); match skipped`);
      continue;
    }
    const timeTbd = chosen.local === null;
    if (timeTbd) tbd.push(`${m.date} ${m.team1.name} v ${m.team2.name}`);
    if (leagues.has(m.round)) {
      if (m.group) warn(report, 'stage_format', `${where}: group "${m.group}" of a match of the league stage "${m.round}" is not used (a league stage has no groups)`);
      placed.push({ src: m, stage: m.round, knockout: false, league: true, group: null, home, away, venue, scheduledAt, timeTbd });
      continue;
    }
    const groupStage = isGroupRound(m);
    let group: string | null = null;
    if (groupStage) {
      const g = m.group ?? (/^group\s+\S+$/i.test(m.round) ? m.round : null);
      group = g && groups.includes(g) ? g : g && groups.includes(`Group ${g}`) ? `Group ${g}` : null;
      if (g && !group) warn(report, 'source_conflict', `${where}: group "${g}" is not in the groups file`);
    }
    placed.push({ src: m, stage: groupStage ? GROUP_STAGE : m.round, knockout: !groupStage, group, home, away, venue, scheduledAt, timeTbd });
  }
  if (tbd.length > 0)
    note(report, 'missing_data', `${tbd.length} match(es) have no kick-off time in any source (e.g. ${tbd.slice(0, 2).join(', ')}): start_time_tbd true, scheduled_at 12:00 local time at the venue`);

  // second group stages: a group of teams that already played in an earlier group
  const grouped = placed.filter((p) => !p.knockout && !p.league && p.group !== null);
  const layers = groupLayers(grouped.map((p) => ({ group: p.group!, at: p.scheduledAt, teams: [p.home, p.away] })));
  const layerCount = Math.max(0, ...layers.values()) + 1;
  if (layerCount > 1) {
    for (const p of placed) if (!p.knockout && !p.league) p.stage = groupStageName(p.group === null ? 0 : (layers.get(p.group) ?? 0), layerCount);
    const names = (l: number) => [...layers].filter(([, x]) => x === l).map(([g]) => g).sort().join(', ');
    note(report, 'stage_format', `${layerCount} group stages: ${Array.from({ length: layerCount }, (_, l) => `${groupStageName(l, layerCount)} (${names(l)})`).join(', ')}; a group whose teams already played in an earlier group is in a later stage, and teams.csv gives each team its group of the first`);
  }

  // replays: round "<round>, Replays" → stage <round>, linked to the drawn match below
  const replayRounds = new Set<Placed>();
  for (const p of placed) {
    if (!p.knockout) continue;
    const base = replayedRound(p.stage);
    if (base === null) continue;
    if (!placed.some((q) => q.knockout && q.stage === base)) {
      warn(report, 'stage_format', `round "${p.stage}" looks like replays, but there is no round "${base}"; imported as its own stage`);
      continue;
    }
    p.stage = base;
    replayRounds.add(p);
  }

  checkRounds(placed, report);

  // stages in order of their first kick-off
  const first = new Map<string, { at: string; index: number; knockout: boolean; league: boolean }>();
  for (const p of placed) {
    const f = first.get(p.stage);
    if (!f || p.scheduledAt < f.at) first.set(p.stage, { at: p.scheduledAt, index: f ? Math.min(f.index, p.src.index) : p.src.index, knockout: p.knockout, league: p.league === true });
  }
  const stages: CompetitionFile['stages'] = [...first.entries()]
    .sort((a, b) => (a[1].at < b[1].at ? -1 : a[1].at > b[1].at ? 1 : a[1].index - b[1].index))
    .map(([name, f]) => (f.league ? { name, knockout: false, kind: 'league' as const } : { name, knockout: f.knockout }));

  // numbers
  const byTime = (a: Placed, b: Placed) => (a.scheduledAt < b.scheduledAt ? -1 : a.scheduledAt > b.scheduledAt ? 1 : a.src.index - b.src.index);
  const groupMatches = placed.filter((p) => !p.knockout).sort(byTime);
  const knockouts = placed.filter((p) => p.knockout).sort(byTime);
  const numbers = new Map<Placed, number>();
  const used = new Set<number>();
  const sourceNumbered = groupMatches.length > 0 && groupMatches.every((p) => p.src.num !== null) && new Set(groupMatches.map((p) => p.src.num)).size === groupMatches.length;
  groupMatches.forEach((p, i) => {
    const n = sourceNumbered ? p.src.num! : i + 1;
    numbers.set(p, n);
    used.add(n);
  });
  const unnumbered: Placed[] = [];
  for (const p of knockouts) {
    const n = p.src.num;
    if (n === null || used.has(n)) {
      if (n !== null) warn(report, 'source_conflict', `${p.stage} ${p.src.team1.name} v ${p.src.team2.name}: match number ${n} is already used; renumbered`);
      unnumbered.push(p);
    } else {
      numbers.set(p, n);
      used.add(n);
    }
  }
  let next = Math.max(0, ...used) + 1;
  for (const p of unnumbered) {
    numbers.set(p, next);
    if (p.src.num === null) note(report, 'missing_data', `${p.stage} ${p.src.team1.name} v ${p.src.team2.name} has no match number in the source; numbered ${next}`);
    used.add(next++);
  }
  const replayOf = new Map<Placed, number>();
  for (const p of replayRounds) {
    const pair = (q: Placed) => (q.home === p.home && q.away === p.away) || (q.home === p.away && q.away === p.home);
    const drawn = placed.filter((q) => q !== p && q.stage === p.stage && pair(q) && byTime(q, p) < 0).sort(byTime).at(-1);
    const where = `${p.stage} replay ${p.src.team1.name} v ${p.src.team2.name} (${p.src.date})`;
    if (!drawn) {
      warn(report, 'stage_format', `${where}: no earlier match of the stage between these teams; imported without replay_of`);
      continue;
    }
    const [h, a] = drawn.src.score.et ?? drawn.src.score.ft ?? [null, null];
    if (h === null || h !== a || drawn.src.score.p) warn(report, 'source_conflict', `${where}: the match it replays (${drawn.src.date}) did not end level without a shoot-out in the source; replay_of set anyway`);
    replayOf.set(p, numbers.get(drawn)!);
    note(report, 'stage_format', `${where}: match ${numbers.get(p)} replays the drawn match ${numbers.get(drawn)} (replay_of)`);
  }
  const drafts = placed
    .map((p) => ({ ...p, number: numbers.get(p)!, id: matchId(slug, numbers.get(p)!), replayOf: replayOf.get(p) ?? null }))
    .sort((a, b) => a.number - b.number);
  return { drafts, stages };
}

/**
 * Reports a knockout round in which a team meets more than one opponent (it cannot be a knockout:
 * a round-robin?), and a league stage that is not a single round-robin (some pair meets twice or
 * never). Reported only: the stage is what the source and the options say.
 */
function checkRounds(placed: Pick<MatchDraft, 'stage' | 'knockout' | 'league' | 'home' | 'away' | 'src'>[], report: ImportReport): void {
  const byStage = new Map<string, typeof placed>();
  for (const p of placed) if (p.knockout || p.league) byStage.set(p.stage, [...(byStage.get(p.stage) ?? []), p]);
  for (const [stage, list] of byStage) {
    const opponents = new Map<string, Set<string>>();
    const names = new Map<string, string>();
    const pairs = new Map<string, number>();
    for (const p of list) {
      names.set(p.home, p.src.team1.name);
      names.set(p.away, p.src.team2.name);
      opponents.set(p.home, (opponents.get(p.home) ?? new Set()).add(p.away));
      opponents.set(p.away, (opponents.get(p.away) ?? new Set()).add(p.home));
      const pair = [p.home, p.away].sort().join('|');
      pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
    }
    if (list[0]!.league) {
      const n = opponents.size;
      const twice = [...pairs.values()].some((c) => c > 1);
      if (twice || pairs.size !== (n * (n - 1)) / 2)
        warn(report, 'stage_format', `league stage "${stage}": its ${list.length} matches are not a single round-robin of its ${n} teams (${twice ? 'a pair meets more than once' : 'some pairs never meet'}); its table is still one table of every team`);
      continue;
    }
    const many = [...opponents.entries()].filter(([, o]) => o.size > 1);
    if (many.length > 0)
      warn(report, 'stage_format', `round "${stage}" is imported as a knockout stage, but ${many.slice(0, 3).map(([c, o]) => `${names.get(c)} meets ${o.size} opponents`).join(', ')}${many.length > 3 ? ', …' : ''} in it: a knockout team meets one; if it is one table of every team (a round-robin), give --league-stage "${stage}"`);
  }
}
