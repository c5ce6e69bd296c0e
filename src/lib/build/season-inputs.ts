/**
 * A hash per season of everything the season's own files hold, as the dataset has it: its
 * competition file, teams, venues, squads (with their players), and every match with its events,
 * line-ups and statistics, the teams' records and the players they name, and the countries. Files
 * made from one season (its downloads) are made again exactly when this hash changes.
 */
import { createHash, type Hash } from 'node:crypto';
import type { Dataset, Match } from '../dataset/dataset.ts';

const add = (h: Hash, value: unknown): Hash => h.update(JSON.stringify(value ?? null)).update('\n');

export function seasonInputKeys(ds: Dataset): (seasonId: string) => string {
  const matches = new Map<string, Match[]>();
  for (const m of ds.matchList) {
    let list = matches.get(m.season_id);
    if (!list) matches.set(m.season_id, (list = []));
    list.push(m);
  }
  const squadPlayers = new Map<string, string[]>();
  for (const entries of ds.squads.values()) {
    for (const q of entries) {
      let list = squadPlayers.get(q.season_id);
      if (!list) squadPlayers.set(q.season_id, (list = []));
      list.push(q.player_id);
    }
  }
  const countries = createHash('sha256').update(JSON.stringify([...ds.countries.values()])).digest('base64url');
  const memo = new Map<string, string>();
  return (seasonId) => {
    let key = memo.get(seasonId);
    if (key !== undefined) return key;
    const h = createHash('sha256').update(countries);
    add(h, ds.seasons.get(seasonId));
    const teams = [...(ds.seasonTeams.get(seasonId)?.values() ?? [])];
    add(h, teams);
    add(h, teams.map((t) => ds.teams.get(t.id)));
    add(h, [...(ds.seasonVenues.get(seasonId)?.values() ?? [])]);
    const players = new Set(squadPlayers.get(seasonId) ?? []);
    for (const t of teams) add(h, (ds.squads.get(t.id) ?? []).filter((q) => q.season_id === seasonId));
    for (const m of matches.get(seasonId) ?? []) {
      add(h, m);
      add(h, ds.events.get(m.id));
      add(h, ds.lineups.get(m.id));
      add(h, ds.stats.get(m.id));
      for (const l of ds.lineups.get(m.id) ?? []) players.add(l.player_id);
      for (const e of ds.events.get(m.id) ?? []) for (const v of Object.values(e)) if (typeof v === 'string' && v.startsWith('player_')) players.add(v);
    }
    for (const p of [...players].sort()) add(h, ds.players.get(p));
    key = h.digest('base64url').slice(0, 32);
    memo.set(seasonId, key);
    return key;
  };
}
