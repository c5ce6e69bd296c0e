/**
 * Examples of the API reference page for the competition, team and player-statistics endpoints:
 * real data from the season's competition view through the API's own serialisers, kept short.
 */
import { API_BASE } from '../api/endpoints.ts';
import {
  competitionRef, toCompetitionDetail, toCompetitionListItem, toPlayerCompetitionStats, toScorer, toStandings,
} from '../api/competition-resources.ts';
import { teamRef } from '../dataset/team-ref.ts';
import { filterTeams, teamSeasons } from '../api/team-list.ts';
import type { Dataset, Season } from '../dataset/dataset.ts';
import { seasonView } from './season-view.ts';
import { exportData } from '../export/export-data.ts';
import { jsonlLines } from '../export/jsonl-lines.ts';
import { staticSource } from '../dataset/match-source.ts';
import { withSlots } from '../dataset/slot-source.ts';

const SHOWN_ROWS = 4;

function standingsNote(tables: { rows: unknown[] }[]): string | null {
  const parts = [tables.length > 1 ? `the first of ${tables.length} tables` : null, (tables[0]?.rows.length ?? 0) > SHOWN_ROWS ? `its first ${SHOWN_ROWS} of ${tables[0]!.rows.length} rows` : null].filter(Boolean);
  return parts.length ? `Shortened: ${parts.join(', ')}.` : null;
}

/** The export example: the first match line of the `jsonl` download. */
function exportExample(ds: Dataset, season: Season, base: string): Example {
  const lines = [...jsonlLines(exportData(ds, season, withSlots(ds, staticSource(ds))))];
  const first = (type: string) => lines.find((l) => l.startsWith(`{"type":"${type}"`)) ?? '';
  return {
    request: `${base}/export?format=jsonl`,
    body: first('match').trimEnd(),
    note: `Shortened: 1 of ${lines.length} lines (the first line is the codebook; then every competition, team, player, match, event, line-up, statistics and standings row). \`format=sqlite\` and \`format=csv\` hold the same tables: docs/data-teams.md.`,
  };
}

export interface Example {
  request: string;
  body: string;
  note: string | null;
}

const json = (x: unknown) => JSON.stringify(x, null, 2);

/** Seasons by first kick-off, newest first (as the API lists a team's competitions). */
function newestFirst(ds: Dataset, ids: string[]): Season[] {
  const start = (s: Season) => seasonView(ds, s).matches[0]?.scheduled_at ?? '';
  return ids.map((id) => ds.seasons.get(id)!).sort((a, b) => (start(a) === start(b) ? (a.id < b.id ? -1 : 1) : start(a) > start(b) ? -1 : 1));
}

export function competitionExamples(ds: Dataset, seasonId: string): Record<string, Example> {
  const season = ds.seasons.get(seasonId);
  if (!season) return {};
  const v = seasonView(ds, season);
  const base = `${API_BASE}/competitions/${seasonId}`;
  const standings = toStandings(v);
  const detail = toCompetitionDetail(v);
  const groupsShown = 2;
  const cut = detail.stages.some((s) => s.groups.length > groupsShown);
  const scorers = v.scorers.slice(0, 3).map((s) => toScorer(ds, s));
  const top = v.scorers[0];
  const topStats = top && v.playerStats.get(top.player_id);
  const teams = filterTeams(ds, teamSeasons(ds), { competition_id: seasonId, page: 1, per_page: 3 });
  const team = top ? ds.teams.get(top.team_id) : teams[0];
  const lastRound = v.bracket.rounds.at(-1);
  return {
    listCompetitions: {
      request: `${API_BASE}/competitions`,
      body: json({ data: [toCompetitionListItem(v)], meta: { page: 1, per_page: 20, total: ds.seasons.size } }),
      note: ds.seasons.size > 1 ? `Shortened: 1 of ${ds.seasons.size} competitions.` : null,
    },
    getCompetition: {
      request: base,
      body: json({ data: { ...detail, stages: detail.stages.map((s) => ({ ...s, groups: s.groups.slice(0, groupsShown) })) } }),
      note: cut ? `Shortened: the first ${groupsShown} groups of the group stage.` : null,
    },
    getCompetitionStandings: {
      request: `${base}/standings`,
      // a league's one table has 20 rows: the example keeps the first few (the page has a byte budget)
      body: json({ data: standings.slice(0, 1).map((t) => ({ ...t, rows: t.rows.slice(0, SHOWN_ROWS) })) }),
      note: standingsNote(standings),
    },
    getCompetitionBracket: {
      request: `${base}/bracket`,
      body: json({ data: { rounds: lastRound ? [lastRound] : [] } }),
      note: v.bracket.rounds.length > 1 ? `Shortened: the last of ${v.bracket.rounds.length} rounds.` : null,
    },
    getCompetitionScorers: {
      request: `${base}/scorers?per_page=3`,
      body: json({ data: scorers, meta: { page: 1, per_page: 3, total: v.scorers.length } }),
      note: null,
    },
    getCompetitionExport: exportExample(ds, season, base),
    listTeams: {
      request: `${API_BASE}/teams?competition_id=${seasonId}&per_page=3`,
      body: json({ data: teams.slice(0, 3).map((t) => teamRef(ds, t.id)), meta: { page: 1, per_page: 3, total: teams.length } }),
      note: null,
    },
    ...(team && {
      getTeam: {
        request: `${API_BASE}/teams/${team.id}`,
        body: json({
          data: {
            ...teamRef(ds, team.id), country_name: ds.countries.get(team.code)?.name ?? null, kind: ds.countries.has(team.code) ? 'national' : 'club',
            competitions: newestFirst(ds, [...(teamSeasons(ds).get(team.id) ?? [])]).map(competitionRef),
          },
        }),
        note: null,
      },
    }),
    ...(top && topStats && {
      getPlayerStats: {
        request: `${API_BASE}/players/${top.player_id}/stats`,
        body: json({ data: [toPlayerCompetitionStats(ds, season, topStats)] }),
        note: `${ds.players.get(top.player_id)?.full_name ?? top.player_id}, the top scorer.`,
      },
    }),
  };
}
