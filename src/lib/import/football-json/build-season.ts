/**
 * One football.json season (league, cup, Champions League, Euro, Copa América) → the rows of a
 * content season folder (results only: no venues, goals, line-ups or statistics, so every
 * completed match has `events_recorded` false). Stages in playing order by their first match;
 * group stages with their groups; knockout matches with extra time and the shoot-out; the two
 * legs of a tie share a `tie` key with `leg` 1 and 2. Pure: the classified phases, the placed
 * teams, the ties and the rules are passed in.
 */
import type { CompetitionFile, MatchRow, TeamRow } from '../../../schemas/content/index.ts';
import type { SeasonContent } from '../../content/season-content.ts';
import type { TieRules } from '../../tournament/ties/index.ts';
import type { CompetitionEntry, SeasonRules } from './competition-table.ts';
import type { FjTie } from './knockout-ties.ts';
import { localToUtc } from './local-time.ts';
import type { Phase } from './round.ts';
import type { FjFile, FjMatch } from './source.ts';
import type { KnownTeam } from './team-registry.ts';
import { teamKey } from './team-key.ts';
import { foldText } from '../../text/fold.ts';
import { placeholderSlot } from './placeholder-slot.ts';

export interface SeasonInput {
  code: string;
  season: string;
  file: FjFile;
  phases: readonly Phase[];
  entry: CompetitionEntry;
  rules: SeasonRules;
  /** Knockout ties (knockoutTies): the two legs of each get a shared `tie` key. */
  ties?: readonly FjTie[];
  tieRules?: TieRules;
  /** Source spelling → placed team. */
  teams: ReadonlyMap<string, KnownTeam>;
  source: string;
}

/** `notes`: what the importer published that an editor may want to check (not problems). */
export type BuildResult = { ok: true; content: SeasonContent; slug: string; notes: string[] } | { ok: false; problems: string[] };

/** `en.1` + `2019-20` → `en-1-2019-20`. */
export const seasonSlug = (code: string, season: string): string => `${code.replace(/\./g, '-')}-${season}`;

const empty = { home_slot: null, away_slot: null, venue_id: null, home_formation: null, away_formation: null, attendance: null, replay_of: null, home_penalty: null, away_penalty: null, extra_time_home: null, extra_time_away: null };

/** `Round of 16` → `round-of-16`. */
const slugOf = (s: string) => foldText(s).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

interface TieCell {
  tie: string | null;
  leg: number | null;
}

/** A side's team ID, or the slot words of a team not known yet (checked by sideProblems). */
function side(team: FjMatch['team1'], placeholder: string | null, input: SeasonInput): { id: string | null; slot: string | null } {
  if (team) return { id: input.teams.get(team.name)!.id, slot: null };
  const slot = placeholderSlot(placeholder ?? '', input.file.matches);
  return { id: null, slot: slot.ok ? slot.slot : null };
}

/** A team not known yet is only allowed in a knockout match without a result, with words the importer reads. */
function placeholderProblems(m: FjMatch, phase: Phase, matches: readonly FjMatch[]): string[] {
  const out: string[] = [];
  for (const text of [m.team1 ? null : m.placeholder1, m.team2 ? null : m.placeholder2]) {
    if (text === null) continue;
    const where = `match ${m.index} (${m.date})`;
    if (phase.kind !== 'knockout') out.push(`${where}: a team not known yet ("${text}") in a ${phase.kind} match`);
    else if (m.score.ft) out.push(`${where}: a result for a match whose team is not known ("${text}")`);
    const slot = placeholderSlot(text, matches);
    if (!slot.ok) out.push(`${where}: ${slot.message}`);
  }
  return out;
}

function matchRow(m: FjMatch, phase: Phase, input: SeasonInput, id: string, tie: TieCell, problems: string[], notes: string[]): MatchRow {
  const home = side(m.team1, m.placeholder1, input);
  const away = side(m.team2, m.placeholder2, input);
  const tbd = m.time === null;
  const base = {
    ...empty, id, match_number: m.num ?? m.index + 1, stage: phase.stage, group: phase.kind === 'group' ? phase.group : null,
    home_team_id: home.id, away_team_id: away.id, home_slot: home.slot, away_slot: away.slot,
    scheduled_at: localToUtc(m.date, m.time ?? '12:00', input.entry.timeZone), start_time_tbd: tbd, matchday: phase.kind === 'knockout' ? null : phase.matchday,
    has_extra_time: false, has_penalties: false, first_half_home: null, first_half_away: null, second_half_home: null, second_half_away: null, ...tie,
  };
  const where = `match ${m.index} (${m.team1?.name ?? m.placeholder1} v ${m.team2?.name ?? m.placeholder2}, ${m.date})`;
  // Abandoned without a result the source knows: void, as a cancelled match (never in a table). A
  // replay, when the source lists one, is a match of its own.
  if (m.status === 'abandoned' && !m.score.ft) notes.push(`${where}: abandoned without a result in the source, published as void (cancelled); if the competition awarded it, add a source correction`);
  if (m.status === 'cancelled' || (m.status === 'abandoned' && !m.score.ft)) return { ...base, status: 'completed', status_detail: 'cancelled', home_score: 0, away_score: 0, events_recorded: false };
  if (m.status === 'abandoned') problems.push(`${where}: an abandoned match with a result (${m.score.ft!.join('-')}): say in the source corrections whether it stood or was awarded`);
  const { ft, et, p } = m.score;
  if ((et || p) && phase.kind !== 'knockout') problems.push(`${where}: extra time or a shoot-out in a ${phase.kind} match`);
  if (!ft || m.status === 'postponed') {
    return { ...base, status: 'scheduled', status_detail: m.status === 'postponed' ? 'postponed' : null, start_time_tbd: tbd || m.status === 'postponed', home_score: 0, away_score: 0, events_recorded: true };
  }
  const awarded = m.status === 'awarded';
  const final = awarded ? ft : (et ?? ft);
  const ht = awarded ? null : m.score.ht;
  const halves = ht && ht[0] <= ft[0] && ht[1] <= ft[1]
    ? { first_half_home: ht[0], first_half_away: ht[1], second_half_home: ft[0] - ht[0], second_half_away: ft[1] - ht[1] }
    : {};
  const extra = et && !awarded ? { has_extra_time: true, extra_time_home: et[0] - ft[0], extra_time_away: et[1] - ft[1] } : {};
  const shootOut = p && !awarded ? { has_penalties: true, home_penalty: p[0], away_penalty: p[1] } : {};
  return { ...base, ...halves, ...extra, ...shootOut, status: 'completed', status_detail: awarded ? 'awarded' : null, home_score: final[0], away_score: final[1], events_recorded: false };
}

/** Stages in playing order (by their first match), each with its kind. */
function stagesOf(input: SeasonInput): { name: string; kind: Phase['kind'] }[] {
  const first = new Map<string, { at: string; kind: Phase['kind'] }>();
  for (const m of input.file.matches) {
    const p = input.phases[m.index]!;
    const at = `${m.date}T${m.time ?? '12:00'}`;
    const seen = first.get(p.stage);
    if (!seen || at < seen.at) first.set(p.stage, { at, kind: p.kind });
  }
  return [...first].sort((a, b) => (a[1].at < b[1].at ? -1 : a[1].at > b[1].at ? 1 : 0)).map(([name, v]) => ({ name, kind: v.kind }));
}

/** match index → its tie key and leg (two-legged ties only). */
function tieCells(ties: readonly FjTie[]): Map<number, TieCell> {
  const out = new Map<number, TieCell>();
  const perStage = new Map<string, number>();
  for (const t of ties) {
    if (t.matches.length !== 2) continue;
    const n = (perStage.get(t.stage) ?? 0) + 1;
    perStage.set(t.stage, n);
    t.matches.forEach((i, k) => out.set(i, { tie: `${slugOf(t.stage)}-${n}`, leg: k + 1 }));
  }
  return out;
}

export function buildSeason(input: SeasonInput): BuildResult {
  const problems: string[] = [];
  const slug = seasonSlug(input.code, input.season);
  for (const m of input.file.matches) {
    const p = input.phases[m.index]!;
    if (p.kind === 'group' && p.group === null) problems.push(`match ${m.index}: a group match ("${p.stage}") whose group the source does not name`);
    problems.push(...placeholderProblems(m, p, input.file.matches));
  }
  if (problems.length > 0) return { ok: false, problems: [...new Set(problems)].slice(0, 20) };
  const stages = stagesOf(input);
  const width = Math.max(3, String(input.file.matches.length).length);
  const ties = tieCells(input.ties ?? []);
  const noTie: TieCell = { tie: null, leg: null };
  const notes: string[] = [];
  const matches = input.file.matches.map((m) => matchRow(m, input.phases[m.index]!, input, `match_${slug}-${String(m.index + 1).padStart(width, '0')}`, ties.get(m.index) ?? noTie, problems, notes));
  for (const m of matches) {
    for (const slot of [m.home_slot, m.away_slot]) if (slot !== null) notes.push(`match ${m.match_number} (${m.scheduled_at.slice(0, 10)}): a team not known yet, published as "${slot}"`);
  }
  if (problems.length > 0) return { ok: false, problems };
  const groups = [...new Set(matches.map((m) => m.group).filter((g): g is string => g !== null))].sort();
  const firstGroupStage = stages.find((s) => s.kind === 'group')?.name;
  const groupOf = new Map<string, string>();
  for (const m of matches) if (m.stage === firstGroupStage && m.group !== null) for (const t of [m.home_team_id, m.away_team_id]) if (t !== null && !groupOf.has(t)) groupOf.set(t, m.group);
  const teamIds = new Set(matches.flatMap((m) => [m.home_team_id, m.away_team_id]).filter((t): t is string => t !== null));
  const byId = new Map([...input.teams.values()].map((t) => [t.id, t]));
  const teams: TeamRow[] = [...teamIds].map((id) => byId.get(id)!).sort((a, b) => (a.name < b.name ? -1 : 1)).map((t) => ({ id: t.id, name: t.name, code: t.code, group: groupOf.get(t.id) ?? null }));
  // the table names a team as some season spells it: matched exactly, else by its key (team-key.ts)
  const idOf = (spelling: string): string | null =>
    input.teams.get(spelling)?.id ?? [...input.teams].find(([name]) => teamKey(name) === teamKey(spelling))?.[1].id ?? null;
  const adjustments = (input.rules.adjustments ?? []).map((a) => {
    const id = idOf(a.team);
    if (id === null) problems.push(`competition table: adjustment for "${a.team}", who does not play in this file`);
    return { team_id: id ?? 'team_unknown', points: a.points, reason: a.reason };
  });
  if (problems.length > 0) return { ok: false, problems };
  const tableStages = new Set(stages.filter((s) => s.kind !== 'knockout').map((s) => s.name));
  const zones = (input.rules.zones ?? []).filter((z) => tableStages.size > 0 && (z.stage === undefined || tableStages.has(z.stage)));
  const tieRules = input.tieRules;
  const competition: CompetitionFile = {
    id: `season_${slug}`, name: input.entry.name, year: Number(input.season.slice(0, 4)), demo: false, source: input.source,
    series: { id: `series_${input.code.replace(/\./g, '-')}`, name: input.entry.name }, season: input.season, kind: input.entry.kind, country_code: input.entry.country?.code ?? null,
    stages: stages.map((s) => (s.kind === 'knockout' ? { name: s.name, knockout: true } : { name: s.name, knockout: false, kind: s.kind })),
    groups,
    rules: {
      points_per_win: 3, tie_breakers: [...(input.rules.tie_breakers ?? input.entry.tie_breakers)],
      ...(adjustments.length > 0 ? { adjustments } : {}),
      ...(zones.length > 0 && !input.rules.declared_void ? { zones: zones.map((z) => ({ ...z, positions: [...z.positions] as [number, number] })) } : {}),
      ...(input.rules.ranked_by ? { ranked_by: input.rules.ranked_by } : {}),
      ...(input.rules.declared_void ? { declared_void: input.rules.declared_void } : {}),
      ...(input.rules.carry_over ? { carry_over: input.rules.carry_over.filter((c) => tableStages.has(c.stage) && tableStages.has(c.from)).map((c) => ({ ...c })) } : {}),
      ...(input.rules.title_stage && tableStages.has(input.rules.title_stage) ? { title_stage: input.rules.title_stage } : {}),
      ...(tieRules?.awayGoals && ties.size > 0 ? { away_goals: true, away_goals_in_extra_time: tieRules.awayGoalsInExtraTime } : {}),
      ...(tieRules?.levelTie && stages.some((s) => s.kind === 'knockout') ? { level_tie: tieRules.levelTie.rule } : {}),
    },
  };
  return { ok: true, slug, notes, content: { competition, teams, venues: [], squads: [], matches, events: [], lineups: [], stats: [] } };
}
