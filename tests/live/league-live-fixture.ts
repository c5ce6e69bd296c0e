/**
 * The synthetic league of tests/site/league-fixture.ts (no real data) with one match that has its
 * goals recorded, for the live tests: 2021-22 matchday 3, Boreal United 2–0 Delta Rovers, goals by
 * Boreal's player 9 on 20' and player 10 on 70' (written out here, not derived from code).
 * `full`: that match completed with its goals; `pending`: the same season before it was played.
 * Every other match is results-only (`events_recorded` false), as football.json imports are.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventRow, PlayerRow, SquadRow } from '../../src/schemas/content/index.ts';
import { mergeShared, writeSeason } from '../../src/lib/content/write-content.ts';
import { LEAGUE_TEAMS, leagueSeasons } from '../site/league-fixture.ts';

export const LEAGUE_SEASON = 'fl-1-2021-22';
/** Boreal United 2–0 Delta Rovers, matchday 3 of 2021-22. */
export const LIVE_MATCH = 'match_fl-1-2021-22-006';
/** A results-only match (no events): 2020-21 matchday 1, Aurora FC 2–0 Boreal United. */
export const RESULTS_ONLY_MATCH = 'match_fl-1-2020-21-001';
export const BOREAL = 'team_fl-boreal';
export const DELTA = 'team_fl-delta';
export const playerOf = (team: string, n: number) => `player_${team.slice(5)}-${n}`;

const goal = (seq: number, minute: number, player: number, home: number): EventRow => ({
  match_id: LIVE_MATCH, seq, type: 'goal', detail: 'normal', minute, extra_minute: null, team_id: BOREAL,
  player_id: playerOf(BOREAL, player), player_off_id: null, score_home: home, score_away: 0,
});

function players(): { players: PlayerRow[]; squads: SquadRow[] } {
  const rows = LEAGUE_TEAMS.flatMap((t) => [9, 10].map((n) => ({ team: t, n })));
  return {
    players: rows.map(({ team, n }) => ({
      id: playerOf(team.id, n), first_name: 'Test', last_name: `${team.code}${n}`, full_name: `Test ${team.code}${n}`, short_name: `T. ${team.code}${n}`,
      position: 'Forward', date_of_birth: null, country_code: 'QLA', height_cm: null,
    }) as PlayerRow),
    squads: rows.map(({ team, n }) => ({ team_id: team.id, player_id: playerOf(team.id, n), jersey_number: n })),
  };
}

async function write(played: boolean): Promise<string> {
  const seasons = leagueSeasons();
  const { players: people, squads } = players();
  const s = seasons[LEAGUE_SEASON]!;
  s.squads = squads;
  s.matches = s.matches.map((m) =>
    m.id !== LIVE_MATCH ? m
      : played ? { ...m, events_recorded: true, first_half_home: 1, first_half_away: 0, second_half_home: 1, second_half_away: 0 }
      : { ...m, status: 'scheduled', home_score: 0, away_score: 0, events_recorded: true },
  );
  s.events = played ? [goal(1, 20, 9, 1), goal(2, 70, 10, 2)] : [];
  const root = join(await mkdtemp(join(tmpdir(), 'matchday-league-live-')), 'content');
  await mergeShared(root, { countries: [{ code: 'QLA', name: 'Qualand' }], players: people });
  for (const [slug, season] of Object.entries(seasons)) await writeSeason(root, slug, season);
  return root;
}

export const writeLeagueFull = () => write(true);
export const writeLeaguePending = () => write(false);
