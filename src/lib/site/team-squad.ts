/**
 * A team's squad in one season with each player's statistics from the competition view
 * (playerStats, kept when the player's team in the competition is this team). Players who played
 * for the team without a squad entry (imported seasons without squads) are listed after, without a
 * number.
 */
import type { PlayerRow } from '../../schemas/content/index.ts';
import type { CompetitionView } from '../dataset/competition-view.ts';
import type { PlayerCompetitionStats } from '../tournament/index.ts';
import type { SiteIndex } from './site-index.ts';

export interface SquadLine {
  p: PlayerRow;
  no: number | null;
  /** Null when the player has not played in the competition. */
  stats: PlayerCompetitionStats | null;
}

export function teamSquad(idx: SiteIndex, view: CompetitionView, teamId: string): SquadLine[] {
  const ds = idx.ds;
  const listed = idx.seasonSquads.get(view.season.id)?.get(teamId) ?? [];
  const statsOf = (id: string) => {
    const s = view.playerStats.get(id);
    return s && s.team_id === teamId ? s : null;
  };
  const lines: SquadLine[] = listed.flatMap((m) => {
    const p = ds.players.get(m.player_id);
    return p ? [{ p, no: m.jersey_number, stats: statsOf(p.id) }] : [];
  });
  const inSquad = new Set(listed.map((m) => m.player_id));
  for (const [id, s] of view.playerStats) {
    const p = ds.players.get(id);
    if (p && !inSquad.has(id) && s.team_id === teamId) lines.push({ p, no: null, stats: s });
  }
  return lines;
}
