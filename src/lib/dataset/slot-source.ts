/**
 * Resolves slots ("Winner Group A", "Loser match 101") into teams over any MatchSource: a slot takes
 * its team as soon as its source is final — a completed match (content or live) or a group table
 * that is complete and decided — and content's explicit team always wins. Wrapping the live
 * overlay, a finished live match resolves the fixtures that depend on it without a rebuild.
 * Resolution runs once per source list (the live overlay makes a new list with every change).
 *
 * A replay (a match content has as completed, played again through the live feed) is the one case
 * where content's explicit team gives way: while it is in play, the fixtures of its season not played
 * yet take their teams from their slots alone, so the next round does not name the replayed match's
 * winner before the replay ends. A slot that does not depend on the replayed match resolves to the
 * team content names anyway.
 */
import type { MatchSource } from './match-source.ts';
import { resolveFixtureTeams } from '../tournament/index.ts';
import { competitionView } from './competition-view.ts';
import { seasonMatchesOf } from './season-matches.ts';
import type { Dataset, Match } from './dataset.ts';

const needsSlots = (m: Match) => (m.home_team_id === null && m.home_slot !== null) || (m.away_team_id === null && m.away_slot !== null);
/** A fixture not played yet with a slot on either side: during a replay, its teams come from the slots. */
const slotFixture = (m: Match) => m.status === 'scheduled' && (m.home_slot !== null || m.away_slot !== null);
/** The fixture with its slot sides' explicit teams taken away. */
const slotsOnly = (m: Match): Match => ({ ...m, home_team_id: m.home_slot === null ? m.home_team_id : null, away_team_id: m.away_slot === null ? m.away_team_id : null });

export function withSlots(ds: Dataset, base: MatchSource): MatchSource {
  const resolved = new WeakMap<readonly Match[], { list: readonly Match[]; byId: Map<string, Match> }>();

  function resolve(): { list: readonly Match[]; byId: Map<string, Match> } {
    const list = base.list();
    let done = resolved.get(list);
    if (done) return done;
    const byId = new Map<string, Match>();
    // seasons with a replay in play: in play here, completed in content
    const replaying = new Set(list.filter((m) => m.status === 'in_play' && ds.matches.get(m.id)?.status === 'completed').map((m) => m.season_id));
    const resolves = (m: Match) => needsSlots(m) || (replaying.has(m.season_id) && slotFixture(m));
    for (const seasonId of new Set(list.filter(resolves).map((m) => m.season_id))) {
      const season = ds.seasons.get(seasonId)!;
      const matches = seasonMatchesOf(list, seasonId);
      const tables = competitionView(ds, season, base).standings;
      const teams = resolveFixtureTeams(replaying.has(seasonId) ? matches.map((m) => (slotFixture(m) ? slotsOnly(m) : m)) : matches, (name) => tables.find((t) => t.group?.name === name));
      for (const m of matches) {
        if (!resolves(m)) continue;
        const t = teams.get(m.match_number);
        if (t && (t.home_team_id !== m.home_team_id || t.away_team_id !== m.away_team_id)) byId.set(m.id, { ...m, home_team_id: t.home_team_id, away_team_id: t.away_team_id });
      }
    }
    done = { list: byId.size === 0 ? list : list.map((m) => byId.get(m.id) ?? m), byId };
    resolved.set(list, done);
    return done;
  }

  return {
    ...base,
    list: () => resolve().list,
    match(id) {
      const m = base.match(id);
      return m && (needsSlots(m) || slotFixture(m)) ? (resolve().byId.get(id) ?? m) : m;
    },
  };
}
