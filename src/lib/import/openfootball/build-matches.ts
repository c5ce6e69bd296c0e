/**
 * Match skeletons: teams, venue, kick-off in UTC, stage, group and match number.
 * Stages come from `round`: group-stage rounds (`Matchday N`, or any match with a `group`) form
 * one stage `Group stage`; every other round is a knockout stage named as in the source. Stages
 * are ordered by their first kick-off. Group matches are numbered 1..N in kick-off order (ties:
 * source order) unless the source numbers every one of them; knockout matches keep `num`.
 */
import type { CompetitionFile, VenueRow } from '../../../schemas/content/index.ts';
import type { SrcMatch } from './json-source.ts';
import type { TeamIndex } from './team-names.ts';
import type { VenuesBuild } from './build-venues.ts';
import { parseLocalTime, toUtcIso } from './kickoff-time.ts';
import { matchId } from './ids.ts';
import { note, warn, type ImportReport } from './report.ts';

export const GROUP_STAGE = 'Group stage';

export interface MatchDraft {
  src: SrcMatch;
  number: number;
  id: string;
  stage: string;
  knockout: boolean;
  group: string | null;
  home: string;
  away: string;
  venue: VenueRow;
  scheduledAt: string;
}

export interface MatchPlan {
  drafts: MatchDraft[];
  stages: CompetitionFile['stages'];
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
): MatchPlan {
  type Placed = Omit<MatchDraft, 'number' | 'id'>;
  const placed: Placed[] = [];
  for (const m of matches) {
    const where = `${file}: matches[${m.index}] (${m.date} ${m.team1.name} v ${m.team2.name})`;
    const home = m.team1.code ?? teams.resolve(m.team1.name);
    const away = m.team2.code ?? teams.resolve(m.team2.name);
    if (!home || !away) {
      warn(report, 'unmatched_team', `${where}: team "${!home ? m.team1.name : m.team2.name}" is not one of the teams (not yet decided?); match skipped`);
      continue;
    }
    const venue = m.ground ? venues.byGround.get(m.ground) : undefined;
    if (!venue) {
      warn(report, 'missing_data', `${where}: ground "${m.ground ?? ''}" is not in the stadiums file; match skipped`);
      continue;
    }
    const local = m.time ? parseLocalTime(m.time) : { time: '12:00', offset: null };
    const offset = local?.offset ?? venues.offsets.get(venue.id) ?? null;
    if (!local || offset === null) {
      warn(report, 'missing_data', `${where}: cannot read kick-off time "${m.time ?? ''}" (need e.g. "13:00 UTC-6"); match skipped`);
      continue;
    }
    if (!m.time) note(report, 'missing_data', `${where}: no kick-off time; 12:00 local used`);
    const scheduledAt = toUtcIso(m.date, local.time, offset);
    if (!scheduledAt) {
      warn(report, 'missing_data', `${where}: cannot convert the kick-off to UTC; match skipped`);
      continue;
    }
    const groupStage = isGroupRound(m);
    let group: string | null = null;
    if (groupStage) {
      const g = m.group ?? (/^group\s+\S+$/i.test(m.round) ? m.round : null);
      group = g && groups.includes(g) ? g : g && groups.includes(`Group ${g}`) ? `Group ${g}` : null;
      if (g && !group) warn(report, 'source_conflict', `${where}: group "${g}" is not in the groups file`);
    }
    placed.push({ src: m, stage: groupStage ? GROUP_STAGE : m.round, knockout: !groupStage, group, home, away, venue, scheduledAt });
  }

  // stages in order of their first kick-off
  const first = new Map<string, { at: string; index: number; knockout: boolean }>();
  for (const p of placed) {
    const f = first.get(p.stage);
    if (!f || p.scheduledAt < f.at) first.set(p.stage, { at: p.scheduledAt, index: f ? Math.min(f.index, p.src.index) : p.src.index, knockout: p.knockout });
  }
  const stages = [...first.entries()]
    .sort((a, b) => (a[1].at < b[1].at ? -1 : a[1].at > b[1].at ? 1 : a[1].index - b[1].index))
    .map(([name, f]) => ({ name, knockout: f.knockout }));

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
  const drafts = placed
    .map((p) => ({ ...p, number: numbers.get(p)!, id: matchId(slug, numbers.get(p)!) }))
    .sort((a, b) => a.number - b.number);
  return { drafts, stages };
}
