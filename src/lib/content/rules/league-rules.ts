/**
 * Rules of leagues and of every competition's season-level fields (decisions.md "Competitions of
 * every format"): `status_detail` agrees with the status, a cancelled match carries no result,
 * and competition.json's country, adjustments and zones name things that exist.
 */
import type { MatchRow } from '../../../schemas/content/index.ts';
import type { ReadRow } from '../csv-read.ts';
import type { ProblemList } from '../problem.ts';
import type { ContentContext, SeasonContext } from './context.ts';

const RESULT_CELLS = ['first_half_home', 'first_half_away', 'second_half_home', 'second_half_away', 'extra_time_home', 'extra_time_away', 'home_penalty', 'away_penalty'] as const;

function checkStatusDetail(sc: SeasonContext, r: ReadRow<MatchRow>, problems: ProblemList): void {
  const m = r.value;
  const detail = m.status_detail ?? null;
  if (detail === null) return;
  if (detail === 'postponed' && m.status !== 'scheduled') problems.at(r.origin, 'status_detail', `a postponed match has status scheduled (not ${m.status}); once played it is completed with an empty status_detail`);
  if ((detail === 'awarded' || detail === 'cancelled') && m.status !== 'completed') problems.at(r.origin, 'status_detail', `an ${detail === 'awarded' ? 'awarded' : 'cancelled'} match has status completed (not ${m.status})`);
  if (detail !== 'cancelled' || m.status !== 'completed') return;
  if (m.home_score !== 0 || m.away_score !== 0) problems.at(r.origin, 'home_score', 'a cancelled match has scores 0 and 0 (it has no result; the API publishes null)');
  for (const f of RESULT_CELLS) if (m[f] !== null) problems.at(r.origin, f, `a cancelled match has ${f} empty`);
  if (m.has_extra_time || m.has_penalties) problems.at(r.origin, m.has_extra_time ? 'has_extra_time' : 'has_penalties', 'a cancelled match has no extra time or shoot-out');
  if (m.events_recorded !== false) problems.at(r.origin, 'events_recorded', 'a cancelled match has events_recorded false (nothing was played)');
  const events = sc.events.get(m.id) ?? [];
  if (events.length > 0) problems.at(events[0]!.origin, 'match_id', `match ${m.id} was cancelled but has events`);
}

function checkCompetitionFields(ctx: ContentContext, sc: SeasonContext, problems: ProblemList): void {
  const comp = sc.season.competition;
  if (!comp) return;
  const at = sc.season.competitionOrigin;
  if (comp.country_code && !ctx.knownCountry(comp.country_code)) problems.at(at, null, `country_code: ${comp.country_code} is not in countries.csv`);
  const stageOk = (stage: string | undefined) => stage === undefined || sc.stages.has(stage);
  (comp.rules.adjustments ?? []).forEach((a, i) => {
    if (!sc.knownTeam(a.team_id)) problems.at(at, null, `rules.adjustments.${i}.team_id: ${a.team_id} is not in teams.csv`);
    if (!stageOk(a.stage)) problems.at(at, null, `rules.adjustments.${i}.stage: "${a.stage}" is not one of the stages`);
  });
  const teamCount = sc.season.teams.length;
  (comp.rules.zones ?? []).forEach((z, i) => {
    if (!stageOk(z.stage)) problems.at(at, null, `rules.zones.${i}.stage: "${z.stage}" is not one of the stages`);
    if (z.group !== undefined && !comp.groups.includes(z.group)) problems.at(at, null, `rules.zones.${i}.group: "${z.group}" is not one of the groups`);
    if (teamCount > 0 && z.positions[1] > teamCount) problems.at(at, null, `rules.zones.${i}.positions: ${z.positions[1]} is beyond the ${teamCount} teams of the season`);
  });
  (comp.rules.carry_over ?? []).forEach((c, i) => {
    for (const f of ['stage', 'from'] as const) if (sc.stages.get(c[f]) === undefined || sc.stages.get(c[f]) === 'knockout') problems.at(at, null, `rules.carry_over.${i}.${f}: "${c[f]}" is not one of the league or group stages`);
    if (c.stage === c.from) problems.at(at, null, `rules.carry_over.${i}: a stage carries points from an earlier stage, not from itself`);
  });
  if (comp.rules.title_stage !== undefined && sc.stages.get(comp.rules.title_stage) !== 'league') problems.at(at, null, `rules.title_stage: "${comp.rules.title_stage}" is not one of the league stages`);
  if (comp.rules.declared_void && (comp.rules.zones ?? []).length > 0) problems.at(at, null, 'rules.zones: a season declared void has no zones (nobody was promoted, relegated or crowned)');
}

export function checkLeagueRules(ctx: ContentContext, sc: SeasonContext, problems: ProblemList): void {
  checkCompetitionFields(ctx, sc, problems);
  for (const r of sc.season.matches) checkStatusDetail(sc, r, problems);
}
