/**
 * Pairs Football.TXT match reports with the JSON matches: same two teams (by code) on the same
 * local date; the team order may differ (then `swapped`). Reports without a result whose teams are
 * not known yet (`N.N. v N.N.`) are fixtures and are left out quietly.
 */
import type { TxtMatch, TxtReportFile } from './football-txt.ts';
import type { MatchDraft } from './build-matches.ts';
import type { TeamIndex } from './team-names.ts';
import { note, warn, type ImportReport } from './report.ts';

export interface TxtLink {
  txt: TxtMatch;
  /** True when the TXT lists the JSON's away team first. */
  swapped: boolean;
}

export function joinTxt(drafts: MatchDraft[], txt: TxtReportFile, teams: TeamIndex, report: ImportReport, file: string): Map<string, TxtLink> {
  const links = new Map<string, TxtLink>();
  let fixtures = 0;
  for (const t of txt.matches) {
    const where = `${file}:${t.line}`;
    const c1 = teams.resolve(t.team1);
    const c2 = teams.resolve(t.team2);
    if (!c1 || !c2) {
      if (t.score === null) fixtures++;
      else warn(report, 'unmatched_team', `TXT match ${t.team1} v ${t.team2}: team "${!c1 ? t.team1 : t.team2}" is not one of the teams; report not used`, { source: where });
      continue;
    }
    const pair = (d: MatchDraft) => (d.home === c1 && d.away === c2) || (d.home === c2 && d.away === c1);
    const sameDay = (d: MatchDraft) => Number(d.src.date.slice(5, 7)) === t.month && Number(d.src.date.slice(8, 10)) === t.day;
    let found = drafts.filter((d) => pair(d) && sameDay(d));
    if (found.length === 0) {
      found = drafts.filter(pair);
      if (found.length === 1) note(report, 'source_conflict', `TXT match ${t.team1} v ${t.team2} is dated ${t.month}/${t.day}, the JSON says ${found[0]!.src.date}; paired by teams`, { match: found[0]!.number, source: where });
    }
    if (found.length !== 1) {
      if (t.score === null && found.length === 0) fixtures++;
      else warn(report, 'unmatched_match', `TXT match ${t.team1} v ${t.team2} (${t.month}/${t.day}) ${found.length === 0 ? 'is not in the JSON' : 'matches several JSON matches'}; report not used`, { source: where });
      continue;
    }
    const d = found[0]!;
    if (links.has(d.id)) {
      warn(report, 'unmatched_match', `match ${d.number} has two TXT reports; the first is used`, { match: d.number, source: where });
      continue;
    }
    const swapped = d.home !== c1;
    if (swapped) note(report, 'source_conflict', `TXT lists ${t.team1} v ${t.team2}, the JSON the other way round; the JSON order is used`, { match: d.number, source: where });
    links.set(d.id, { txt: t, swapped });
  }
  if (fixtures > 0) note(report, 'missing_data', `${fixtures} TXT entr${fixtures === 1 ? 'y has' : 'ies have'} no result and no known teams yet (fixtures); not used`, { source: file });
  return links;
}
