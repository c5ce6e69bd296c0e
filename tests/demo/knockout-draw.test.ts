/**
 * The knockout draw follows the tables the API and the site publish: for many seeds, the teams the
 * generator placed into the Round of 32 are the group winners, runners-up and best third-placed
 * teams of the standings computed by the domain (competition-view.ts, with the rules and fixed
 * positions the demo wrote), each in its bracket slot. Before the generator used the domain, its own
 * table (points, goal difference, goals, lots) disagreed with the published one in 13 of 25 seeds.
 */
import { describe, expect, it } from 'vitest';
import type { MatchRow } from '../../src/schemas/content/index.ts';
import type { SeasonContent, SharedContent } from '../../src/lib/content/season-content.ts';
import { staticSource } from '../../src/lib/dataset/match-source.ts';
import { competitionView, type StandingsEntry } from '../../src/lib/dataset/competition-view.ts';
import { buildDataset } from '../../src/lib/dataset/dataset.ts';
import { generateDemo } from '../../src/lib/demo/generate.ts';
import { roundOf32 } from '../../src/lib/demo/bracket.ts';
import { rankAcrossGroups } from '../../src/lib/tournament/index.ts';
import { DEMO_NOW } from './helpers.ts';

function published(content: SeasonContent, shared: SharedContent): StandingsEntry[] {
  const ds = buildDataset({ ...shared, seasons: [{ slug: 'demo-2026', ...content }] });
  const season = ds.seasons.get(content.competition.id)!;
  return competitionView(ds, season, staticSource(ds)).standings.filter((s) => s.stage.name === 'Group stage');
}

const SEEDS = Array.from({ length: 25 }, (_, i) => i + 1);

describe('Round of 32 = the published group tables', () => {
  const lotsUsed: number[] = [];

  it.each(SEEDS)('seed %i', (seed) => {
    const { seasons, shared } = generateDemo({ seed, seasons: 1, competitions: 1, now: DEMO_NOW });
    const content = seasons[0]!.content;
    const tables = published(content, shared);
    expect(tables.map((t) => t.group!.name)).toEqual(content.competition.groups);
    for (const t of tables) {
      expect(t.complete, t.group!.name).toBe(true);
      // Nothing left to chance in a published table: the rules or the written lots decide every place.
      expect(t.rows.filter((r) => r.decided_by === 'unresolved').map((r) => r.team.id), t.group!.name).toEqual([]);
    }
    const positions = content.competition.rules?.positions ?? [];
    if (positions.length > 0) lotsUsed.push(seed);
    for (const p of positions) {
      expect(p.reason).toBe('Drawing of lots');
      const row = tables.find((t) => t.group!.name === p.group)!.rows[p.position - 1]!;
      expect([row.team.id, row.decided_by, row.fixed_reason]).toEqual([p.team_id, 'fixed', 'Drawing of lots']);
    }

    const r32 = content.matches.filter((m) => m.stage === 'Round of 32').sort((a, b) => a.match_number - b.match_number);
    const teams = (ms: MatchRow[]) => ms.flatMap((m) => [m.home_team_id!, m.away_team_id!]);
    const at = (pos: number) => tables.map((t) => t.rows[pos - 1]!.team.id);
    const thirds = rankAcrossGroups(tables.map((t) => ({ group: t.group!.name, row: t.rows[2]! }))).slice(0, 8).map((x) => x.row.team.id);
    // Who is in: every winner and runner-up, the eight best thirds, nobody else.
    expect(new Set(teams(r32))).toEqual(new Set([...at(1), ...at(2), ...thirds]));
    // Where: the bracket the generator builds, fed with the published tables.
    const placed = tables.map((t) => t.rows.map((r) => ({ group: t.group!.name, teamId: r.team.id })));
    const expected = roundOf32(placed, thirds.map((id) => placed.flat().find((p) => p.teamId === id)!));
    // (Round of 32 matches are numbered in bracket order: their slots kick off in that order.)
    expect(r32.map((m) => `${m.home_team_id} v ${m.away_team_id}`)).toEqual(expected.map((p) => `${p.home} v ${p.away}`));
  });

  it('the drawing of lots was needed in some of these seeds (and then shows as fixed positions)', () => {
    expect(lotsUsed.length).toBeGreaterThan(0);
  });
});
