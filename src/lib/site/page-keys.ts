/**
 * Cache keys of the site's pages for Astro's incremental build (`experimental.incrementalBuild`,
 * docs/adr/0002-incremental-build.md): a page returned by getStaticPaths with a `cacheKey` is not
 * rendered again while its key and its code are unchanged. A key is a hash of every piece of content
 * the page can show, so it must be generous: a missing input would leave a stale page (the
 * incremental-build test rebuilds from scratch and compares every file). The scopes:
 *  - site: what the layout shows on every page (the season the main pages show, the list of seasons,
 *    the sources line, demo or not, the public origin of canonical and Open Graph URLs), and the
 *    team colours (team-colors.csv; a team's flag or colours show beside its name on most pages);
 *  - season: everything of one season (its competition file, teams, venues, squads, every match as
 *    the site lists it — slots resolved — with its events, line-ups and statistics, the players they
 *    name);
 *  - match: the site, its season's competition file, the match, its events, line-ups and statistics,
 *    its teams, venue and the players it names;
 *  - season matches: the site, the season's competition file, some of its matches (as a match's key
 *    has each) and what else the page shows of the season (a league's matchday pages, a team's
 *    schedule in a season); matches: the same for matches of any seasons (the calendars);
 *  - team: the site, the team, and every season it played in;
 *  - season team: one season and the team (a league season's team page shows nothing of the team's
 *    other seasons: a result of its current season does not make its old seasons' pages again);
 *  - older team season: a season team and the rows of the team's seasons (a team's page of an older
 *    season links them, and shows nothing else of them);
 *  - player: the site, the player, their teams and squad places, and every match that names them.
 * Keys are computed once per dataset and kept (WeakMap), like siteIndex.
 */
import { createHash, type Hash } from 'node:crypto';
import type { Dataset, Match, Season, SquadEntry } from '../dataset/dataset.ts';
import { venueOf } from '../dataset/dataset.ts';
import { siteIndex, type SiteIndex } from './site-index.ts';
import { siteOrigin } from './seo.ts';
import { carriedDigestOf, DIGEST_LENGTH, MATCH_DIGESTS } from '../build/match-digests.ts';

export interface PageKeys {
  site: string;
  season(seasonId: string): string;
  match(m: Match): string;
  /**
   * A page that shows some matches of one season and what else `shown` holds (its navigation: the
   * matchdays, the schedule's filters): the site, the season's row, `shown` and those matches. A
   * result then makes again the pages that list its match, not every page of its season.
   */
  seasonMatches(seasonId: string, matches: readonly Match[], shown: unknown): string;
  /**
   * A feed of matches of any seasons (a calendar): the site, `shown`, and each match with its
   * season's row. A result makes again the feeds that hold its match only.
   */
  matches(matches: readonly Match[], shown: unknown): string;
  team(teamId: string): string;
  /** A team's page that shows one season of it and nothing of its other seasons: the season and the team. */
  seasonTeam(seasonId: string, teamId: string): string;
  /**
   * A team's page of one of its older seasons (TeamPage.astro): that season, the team, and the rows of
   * the team's seasons it links (their names, and whether each is a league season: the club's links
   * and count of competitions). A result of the team's current season does not change it.
   */
  olderTeamSeason(seasonId: string, teamId: string): string;
  player(playerId: string): string;
  /** Every player's name and teams: the letter pages. */
  playerList: string;
}

const memo = new WeakMap<Dataset, PageKeys>();

const json = (value: unknown): string => JSON.stringify(value ?? null);
const add = (h: Hash, value: unknown): Hash => h.update(json(value)).update('\n');
const digest = (h: Hash): string => h.digest('base64url').slice(0, DIGEST_LENGTH);

/** A key made of other keys and values (JSON): a page whose inputs are a few scopes. */
export const keyOf = (value: unknown): string => digest(createHash('sha256').update(JSON.stringify(value)));

export function pageKeys(ds: Dataset): PageKeys {
  let keys = memo.get(ds);
  if (!keys) {
    keys = build(siteIndex(ds));
    memo.set(ds, keys);
  }
  return keys;
}

/** The players a match names: line-ups and events. */
function playersOf(ds: Dataset, matchId: string): string[] {
  const ids = new Set<string>();
  for (const l of ds.lineups.get(matchId) ?? []) ids.add(l.player_id);
  for (const e of ds.events.get(matchId) ?? []) {
    for (const v of Object.values(e)) if (typeof v === 'string' && v.startsWith('player_')) ids.add(v);
  }
  return [...ids].sort();
}

/** The match as a page shows it: row, events, line-ups, statistics, teams, venue and players. */
function addMatch(h: Hash, ds: Dataset, m: Match): void {
  add(h, m);
  add(h, ds.events.get(m.id));
  add(h, ds.lineups.get(m.id));
  add(h, ds.stats.get(m.id));
  for (const t of [m.home_team_id, m.away_team_id]) add(h, t === null ? null : [ds.teams.get(t), ds.seasonTeams.get(m.season_id)?.get(t)]);
  const venue = venueOf(ds, m);
  add(h, venue ? [venue, ds.countries.get(venue.country_code)] : null);
  for (const p of playersOf(ds, m.id)) add(h, ds.players.get(p));
}

function build(idx: SiteIndex): PageKeys {
  const { ds } = idx;
  // team colours (team-colors.csv) show beside team names on every kind of page: part of the site key
  const site = digest(add(add(add(add(createHash('sha256'), [idx.current.id, idx.demo, idx.sources, siteOrigin()]), idx.seasons.map((s: Season) => [s.id, s.slug, s.name, s.season, s.year, s.series, s.kind, s.country_code])), [...ds.countries.values()]), [...(ds.teamColors?.values() ?? [])]));

  // One digest per match and per season row, shared by every key that shows them: a match is named
  // by its season, its page and each of its players' pages (a World Cup match by about 30 players),
  // and hashing it once is what keeps the keys of a big history cheap (3.2 s → 0.4 s with 93,000 matches).
  // the page renderer may carry over the digests of the last build that still hold, on the rows (match-digests.ts)
  const contentMemo = (globalThis as { [MATCH_DIGESTS]?: Map<string, string> })[MATCH_DIGESTS] ?? new Map<string, string>();
  const matchContent = (m: Match): string => {
    let k = carriedDigestOf(m) ?? contentMemo.get(m.id);
    if (k === undefined) {
      const h = createHash('sha256');
      addMatch(h, ds, m);
      k = digest(h);
      contentMemo.set(m.id, k);
    }
    return k;
  };
  const rowMemo = new Map<string, string>();
  const seasonRow = (id: string): string => {
    let k = rowMemo.get(id);
    if (k === undefined) {
      k = digest(add(createHash('sha256'), ds.seasons.get(id)));
      rowMemo.set(id, k);
    }
    return k;
  };

  const seasonMemo = new Map<string, string>();
  const season = (id: string): string => {
    let k = seasonMemo.get(id);
    if (k === undefined) {
      const h = createHash('sha256');
      add(h, site);
      add(h, ds.seasons.get(id));
      add(h, [...(ds.seasonTeams.get(id)?.values() ?? [])]);
      add(h, [...(ds.seasonVenues.get(id)?.values() ?? [])]);
      const squads = idx.seasonSquads.get(id);
      add(h, squads ? [...squads] : null);
      for (const members of squads?.values() ?? []) for (const s of members) add(h, ds.players.get(s.player_id));
      for (const m of idx.seasonMatches.get(id) ?? []) add(h, matchContent(m));
      k = digest(h);
      seasonMemo.set(id, k);
    }
    return k;
  };

  const match = (m: Match): string => {
    const h = createHash('sha256');
    add(h, site);
    add(h, seasonRow(m.season_id));
    add(h, matchContent(m));
    return digest(h);
  };

  // The digests of a list of matches in one update: hashing each (JSON and an update a match) took
  // 0.4 s for the teams' calendars at scale.
  const contents = (list: readonly Match[]): string => list.map(matchContent).join('\n');

  const seasonMatches = (seasonId: string, list: readonly Match[], shown: unknown): string =>
    digest(add(add(add(createHash('sha256'), site), seasonRow(seasonId)), shown).update(contents(list)));

  const matches = (list: readonly Match[], shown: unknown): string => {
    // each season's row once, in the order its matches first come
    const seasons = [...new Set(list.map((m) => m.season_id))].map(seasonRow);
    return digest(add(add(add(createHash('sha256'), site), shown), seasons).update(contents(list)));
  };

  const team = (teamId: string): string => {
    const h = createHash('sha256');
    add(h, site);
    add(h, ds.teams.get(teamId));
    for (const s of idx.teamSeasons.get(teamId) ?? []) add(h, season(s.id));
    return digest(h);
  };

  const seasonTeam = (seasonId: string, teamId: string): string => digest(add(add(createHash('sha256'), season(seasonId)), ds.teams.get(teamId)));

  // (each season's whole row: whether it is a league season, which decides the club's links, is in its stages)
  const olderTeamSeason = (seasonId: string, teamId: string): string =>
    digest(add(add(createHash('sha256'), seasonTeam(seasonId, teamId)), (idx.teamSeasons.get(teamId) ?? []).map((s) => seasonRow(s.id))));

  // player id → the matches that name them (line-ups, events)
  const playerMatches = new Map<string, Match[]>();
  for (const m of idx.matches) {
    // (most matches of a league's history name no player: no set and no sort for them)
    if (!ds.lineups.has(m.id) && !ds.events.has(m.id)) continue;
    for (const p of playersOf(ds, m.id)) {
      const list = playerMatches.get(p);
      if (list) list.push(m);
      else playerMatches.set(p, [m]);
    }
  }

  // team id → player id → their squad rows (the player keys' squad places, found once instead of
  // filtering a national team's squads of 20 tournaments for each of its players)
  const squadRows = new Map<string, Map<string, SquadEntry[]>>();
  for (const [teamId, rows] of ds.squads) {
    const byPlayer = new Map<string, SquadEntry[]>();
    for (const r of rows) {
      const list = byPlayer.get(r.player_id);
      if (list) list.push(r);
      else byPlayer.set(r.player_id, [r]);
    }
    squadRows.set(teamId, byPlayer);
  }

  // (the parts as one string, hashed in one update: 8,500 players' keys made 250,000 updates)
  const player = (playerId: string): string => {
    const parts = [site, json(ds.players.get(playerId))];
    const teams = [...(ds.playerTeams.get(playerId) ?? [])].sort();
    const places = teams.map((t) => [ds.teams.get(t), squadRows.get(t)?.get(playerId) ?? []] as const);
    parts.push(json(places));
    for (const [, rows] of places) for (const r of rows) parts.push(seasonRow(r.season_id));
    for (const m of playerMatches.get(playerId) ?? []) parts.push(seasonRow(m.season_id), matchContent(m));
    return digest(createHash('sha256').update(parts.join('\n')));
  };

  const listHash = createHash('sha256');
  add(listHash, site);
  for (const p of ds.playerList) add(listHash, [p, [...(ds.playerTeams.get(p.id) ?? [])].sort().map((t) => ds.teams.get(t)?.name)]);
  const playerList = digest(listHash);

  return { site, season, match, seasonMatches, matches, team, seasonTeam, olderTeamSeason, player, playerList };
}
