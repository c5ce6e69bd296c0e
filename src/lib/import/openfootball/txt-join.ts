/**
 * Pairs Football.TXT match reports with the JSON matches: same two teams (by code) on the same
 * local date; the team order may differ (then `swapped`). Reports without a result whose teams are
 * not known yet (`N.N. v N.N.`) are fixtures and are left out quietly.
 *
 * Two steps: `pairTxt` pairs the reports with the JSON's matches before they are planned (the
 * kick-off times and the venues' UTC offsets come from both files), `linkTxt` ties the pairs to
 * the numbered matches and reports what the pairing found and every disagreement between the two
 * files, once, with both values (`source_conflict`, with its `conflict` field). The JSON decides
 * (docs/importing.md, "When the JSON and the TXT disagree"): date, which team is at home, score,
 * venue and kick-off time; the TXT adds what the JSON lacks (a kick-off time, line-ups, cards,
 * attendance).
 */
import type { TxtMatch, TxtReportFile } from './football-txt.ts';
import type { MatchDraft } from './build-matches.ts';
import type { SrcMatch } from './json-source.ts';
import type { TeamIndex } from './team-names.ts';
import { chooseKickoff } from './kickoff-sources.ts';
import { sameVenue } from './venue-text.ts';
import { note, warn, type ImportReport } from './report.ts';

export interface TxtLink {
  txt: TxtMatch;
  /** True when the TXT lists the JSON's away team first. */
  swapped: boolean;
}

type PairingIssue =
  | { kind: 'unmatched_team'; txt: TxtMatch; team: string }
  | { kind: 'not_in_json' | 'several'; txt: TxtMatch }
  | { kind: 'date' | 'duplicate'; txt: TxtMatch; index: number };

export interface TxtPairing {
  /** JSON match (its `index`) → its TXT report. */
  bySource: Map<number, TxtLink>;
  issues: PairingIssue[];
  /** Reports without a result and without known teams (fixtures). */
  fixtures: number;
}

/** Pairs the reports with the JSON matches; reports nothing (see `linkTxt`). */
export function pairTxt(matches: readonly SrcMatch[], txt: TxtReportFile, teams: TeamIndex): TxtPairing {
  const codes = matches.map((m) => [m.team1.code ?? teams.resolve(m.team1.name), m.team2.code ?? teams.resolve(m.team2.name)] as const);
  const out: TxtPairing = { bySource: new Map(), issues: [], fixtures: 0 };
  for (const t of txt.matches) {
    const c1 = teams.resolve(t.team1);
    const c2 = teams.resolve(t.team2);
    if (!c1 || !c2) {
      if (t.score === null) out.fixtures++;
      else out.issues.push({ kind: 'unmatched_team', txt: t, team: !c1 ? t.team1 : t.team2 });
      continue;
    }
    const pair = (i: number) => (codes[i]![0] === c1 && codes[i]![1] === c2) || (codes[i]![0] === c2 && codes[i]![1] === c1);
    const sameDay = (i: number) => Number(matches[i]!.date.slice(5, 7)) === t.month && Number(matches[i]!.date.slice(8, 10)) === t.day;
    const all = matches.map((_, i) => i).filter(pair);
    let found = all.filter(sameDay);
    let dated = false;
    if (found.length === 0 && all.length === 1) {
      found = all;
      dated = true;
    }
    if (found.length !== 1) {
      if (t.score === null && found.length === 0) out.fixtures++;
      else out.issues.push({ kind: found.length === 0 ? 'not_in_json' : 'several', txt: t });
      continue;
    }
    const index = matches[found[0]!]!.index;
    if (out.bySource.has(index)) {
      out.issues.push({ kind: 'duplicate', txt: t, index });
      continue;
    }
    if (dated) out.issues.push({ kind: 'date', txt: t, index });
    out.bySource.set(index, { txt: t, swapped: codes[found[0]!]![0] !== c1 });
  }
  return out;
}

/**
 * The pairs by match ID, with everything `pairTxt` found and every JSON/TXT disagreement on the
 * match reported once: per match its date, home team and kick-off time; per distinct pair of venue
 * texts their venue (once, naming the matches). The score (full time, extra time, shoot-out) is
 * compared where the goals are built (build-goals.ts, `scoreBreakdown`).
 */
export function linkTxt(pairing: TxtPairing, drafts: readonly MatchDraft[], report: ImportReport, file: string): Map<string, TxtLink> {
  const draftOf = new Map(drafts.map((d) => [d.src.index, d]));
  const links = new Map<string, TxtLink>();
  for (const issue of pairing.issues) {
    const t = issue.txt;
    const source = `${file}:${t.line}`;
    if (issue.kind === 'unmatched_team') warn(report, 'unmatched_team', `TXT match ${t.team1} v ${t.team2}: team "${issue.team}" is not one of the teams; report not used`, { source });
    else if (!('index' in issue))
      warn(report, 'unmatched_match', `TXT match ${t.team1} v ${t.team2} (${t.month}/${t.day}) ${issue.kind === 'not_in_json' ? 'is not in the JSON' : 'matches several JSON matches'}; report not used`, { source });
    else {
      const d = draftOf.get(issue.index);
      if (!d) continue;
      if (issue.kind === 'duplicate') warn(report, 'unmatched_match', `match ${d.number} has two TXT reports; the first is used`, { match: d.number, source });
      else note(report, 'source_conflict', `match ${d.number} ${t.team1} v ${t.team2}: the TXT dates it ${t.month}/${t.day}, the JSON ${d.src.date}; paired by teams, the JSON's date is used`, { match: d.number, source, conflict: 'date' });
    }
  }
  const venues = new Map<string, { json: string; txt: string; matches: number[]; source: string }>();
  for (const d of drafts) {
    const link = pairing.bySource.get(d.src.index);
    if (!link) continue;
    links.set(d.id, link);
    const t = link.txt;
    const extra = { match: d.number, source: `${file}:${t.line}` };
    if (link.swapped) note(report, 'source_conflict', `match ${d.number}: the TXT lists ${t.team1} v ${t.team2}, the JSON ${d.src.team1.name} v ${d.src.team2.name}; the JSON's home team is used`, { ...extra, conflict: 'home' });
    const time = chooseKickoff(d.src.time, t.time).conflict;
    if (time) warn(report, 'source_conflict', `match ${d.number} ${d.src.team1.name} v ${d.src.team2.name} (${d.src.date}): kick-off JSON ${time.json}, TXT ${time.txt}; the JSON's is used`, { ...extra, conflict: 'time' });
    if (d.venue && t.venue && !sameVenue(d.venue, t.venue)) {
      const json = `${d.venue.name}, ${d.venue.city}`;
      const key = `${json}\u0000${t.venue}`;
      const v = venues.get(key) ?? { json, txt: t.venue, matches: [], source: extra.source };
      v.matches.push(d.number);
      venues.set(key, v);
    }
  }
  for (const v of venues.values())
    note(report, 'source_conflict', `venue: the JSON has "${v.json}", the TXT "${v.txt}" (match${v.matches.length > 1 ? 'es' : ''} ${v.matches.join(', ')}); the JSON's is used`, { match: v.matches[0]!, source: v.source, conflict: 'venue' });
  if (pairing.fixtures > 0) note(report, 'missing_data', `${pairing.fixtures} TXT entr${pairing.fixtures === 1 ? 'y has' : 'ies have'} no result and no known teams yet (fixtures); not used`, { source: file });
  return links;
}
