/**
 * Group positions a play-off decided (World Cup 1954: teams level on points for second place played
 * a play-off, "Group 2 Play-off"). The group table cannot know that result — the play-off is a match
 * of its own stage — so the importer writes it into competition.json `rules.positions`, with the
 * result as the reason, and every table (site, API, slots) applies it.
 *
 * A play-off is a match of a stage whose name says "play-off" and names the group both teams are in
 * (the season's teams.csv). Its winner takes the better of the two places the teams share in the
 * table, the loser the other. Only a decided play-off between two teams level on points — and alone
 * on those points — fixes positions; any other case is reported and left to the tie-breakers.
 */
import type { CompetitionFile, MatchRow, TeamRow } from '../../../schemas/content/index.ts';
import type { FixedPosition } from '../../../schemas/content/competition-rules.ts';
import { stageKind } from '../../../schemas/content/competition.ts';
import { computeGroupStandings, decidingMatches, matchWinnerId } from '../../tournament/index.ts';
import { note, warn, type ImportReport } from './report.ts';

export interface PlayOffSeason {
  competition: Pick<CompetitionFile, 'stages' | 'groups' | 'rules'>;
  teams: readonly TeamRow[];
  matches: readonly MatchRow[];
}

const PLAY_OFF = /\bplay-?offs?\b/i;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The group a play-off stage name names ("Group 2 Play-off" → "Group 2"), or null for any other stage. */
export function playOffGroup(stageName: string, groups: readonly string[]): string | null {
  if (!PLAY_OFF.test(stageName)) return null;
  return groups.find((g) => new RegExp(`(^|[^\\p{L}\\p{N}])${escape(g)}([^\\p{L}\\p{N}]|$)`, 'iu').test(stageName)) ?? null;
}

/** "Play-off: West Germany 7–2 Turkey" (a.e.t. and a shoot-out when the match had them). */
export function playOffReason(m: MatchRow, nameOf: (id: string) => string): string {
  const aet = m.has_extra_time ? ' a.e.t.' : '';
  const pens = m.has_penalties && m.home_penalty !== null && m.away_penalty !== null ? `, ${m.home_penalty}–${m.away_penalty} on penalties` : '';
  return `Play-off: ${nameOf(m.home_team_id!)} ${m.home_score}–${m.away_score} ${nameOf(m.away_team_id!)}${aet}${pens}`;
}

/** The positions the season's group play-offs decided, in group order; reports what it fixes and what it cannot. */
export function playOffPositions(season: PlayOffSeason, report: ImportReport): FixedPosition[] {
  const { stages, groups, rules } = season.competition;
  const teams = new Map(season.teams.map((t) => [t.id, t]));
  const nameOf = (id: string) => teams.get(id)?.name ?? id;
  const playOffStages = new Map(stages.filter((s) => stageKind(s) !== 'group' && stageKind(s) !== 'league').flatMap((s) => {
    const g = playOffGroup(s.name, groups);
    return g === null ? [] : [[s.name, g] as const];
  }));
  const out: FixedPosition[] = [];
  for (const m of decidingMatches(season.matches.filter((x) => playOffStages.has(x.stage) && x.status === 'completed'))) {
    const group = playOffStages.get(m.stage)!;
    const where = `match ${m.match_number} (${m.stage})`;
    const skip = (why: string) => warn(report, 'stage_format', `${where}: ${why}; the group's positions are left to its tie-breakers`, { match: m.match_number });
    const pair = [m.home_team_id, m.away_team_id];
    if (pair.some((id) => id === null || teams.get(id)?.group !== group)) {
      skip(`a play-off of ${group}, but not between two teams of ${group}`);
      continue;
    }
    const winner = matchWinnerId(m);
    if (winner === null) {
      skip('the play-off has no winner');
      continue;
    }
    const members = season.teams.filter((t) => t.group === group).map((t) => ({ id: t.id, name: t.name, code: t.code }));
    const table = computeGroupStandings({ teams: members, matches: season.matches.filter((x) => x.group === group), rules });
    const rows = table.rows.filter((r) => pair.includes(r.team.id));
    const level = table.rows.filter((r) => r.points === rows[0]!.points);
    if (rows[0]!.points !== rows[1]!.points || level.length !== 2) {
      skip(`${nameOf(pair[0]!)} and ${nameOf(pair[1]!)} are not the only two teams level on points in ${group}`);
      continue;
    }
    const [better, worse] = rows.map((r) => r.position).sort((a, b) => a - b) as [number, number];
    const reason = playOffReason(m, nameOf);
    const loser = pair.find((id) => id !== winner)!;
    out.push({ group, team_id: winner, position: better, reason }, { group, team_id: loser, position: worse, reason });
    note(report, 'stage_format', `${where} decided ${group}: ${nameOf(winner)} ${better}, ${nameOf(loser)} ${worse} (competition.json rules.positions; ${reason})`, { match: m.match_number });
  }
  return out.sort((a, b) => groups.indexOf(a.group) - groups.indexOf(b.group) || a.position - b.position);
}
