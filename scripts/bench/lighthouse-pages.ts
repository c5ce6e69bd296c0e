/**
 * Which URL stands for each page type of the fan site in `npm run bench:lighthouse`: the fixed pages
 * of a build (home, schedule, …), /live/ (rendered on demand), and for the per-item types a page
 * with the most content: a completed match with line-ups, its home team, one of its starters; and a
 * league's table, first matchday and a team's season when the build has a league season.
 * `has(file)` tells whether dist/client holds `file` (e.g. `matches/x/index.html`).
 */

/** Every page type measured, in the order of the table; `optional` ones exist only for some content. */
export const PAGE_TYPES: { type: string; optional?: boolean }[] = [
  { type: 'home' }, { type: 'schedule' }, { type: 'groups' }, { type: 'bracket' }, { type: 'scorers' },
  { type: 'match' }, { type: 'team' }, { type: 'player', optional: true }, { type: 'players' }, { type: 'teams' },
  { type: 'history' }, { type: 'competitions', optional: true }, { type: 'live' }, { type: 'api-reference' },
  // a league's pages (content with a league season built, e.g. the e2e suite's showcase build)
  { type: 'league-table', optional: true }, { type: 'league-matchday', optional: true }, { type: 'league-team', optional: true },
];

/** The part of dist/matchday/snapshot.json the choice reads. */
export interface SnapshotLike {
  players?: { id: string }[];
  seasons: {
    slug?: string;
    teams: { id: string }[];
    matches: { id: string; status: string; home_team_id: string | null }[];
    lineups?: { match_id: string; player_id: string; starter: boolean }[];
  }[];
}

export interface PageTarget {
  type: string;
  path: string;
}

const FIXED: Record<string, string> = {
  home: '/', schedule: '/schedule/', groups: '/groups/', bracket: '/bracket/', scorers: '/scorers/',
  players: '/players/', teams: '/teams/', history: '/history/', competitions: '/competitions/', 'api-reference': '/api-reference/',
};

const fileOf = (path: string) => `${path.slice(1)}index.html`;

/** The richest match with a page: completed with line-ups, else completed, else any. */
function pickMatch(snap: SnapshotLike, has: (file: string) => boolean) {
  const matches = snap.seasons.flatMap((s) => s.matches.map((m) => ({ m, season: s }))).filter(({ m }) => has(`matches/${m.id}/index.html`));
  const withLineups = (x: (typeof matches)[number]) => (x.season.lineups ?? []).some((l) => l.match_id === x.m.id);
  return matches.find((x) => x.m.status === 'completed' && withLineups(x)) ?? matches.find((x) => x.m.status === 'completed') ?? matches[0];
}

/** The path of every page type the build has (in PAGE_TYPES order) and the types it lacks. */
export function lighthousePages(snap: SnapshotLike, has: (file: string) => boolean): { pages: PageTarget[]; missing: string[] } {
  const found = new Map<string, string>();
  for (const [type, path] of Object.entries(FIXED)) if (has(fileOf(path))) found.set(type, path);
  found.set('live', '/live/');
  const pick = pickMatch(snap, has);
  if (pick) {
    found.set('match', `/matches/${pick.m.id}/`);
    const starters = (pick.season.lineups ?? []).filter((l) => l.match_id === pick.m.id && l.starter).map((l) => l.player_id);
    const team = [pick.m.home_team_id, ...pick.season.teams.map((t) => t.id)].find((id) => id && has(`teams/${id}/index.html`));
    if (team) found.set('team', `/teams/${team}/`);
    const player = [...starters, ...(snap.players ?? []).map((p) => p.id)].find((id) => has(`players/${id}/index.html`));
    if (player) found.set('player', `/players/${player}/`);
  }
  // the first league season with a built table, its first matchday and its first team with a page
  for (const season of snap.seasons) {
    const base = `/leagues/${season.slug}/`;
    if (!season.slug || !has(fileOf(base))) continue;
    found.set('league-table', base);
    if (has(fileOf(`${base}matchdays/1/`))) found.set('league-matchday', `${base}matchdays/1/`);
    const team = season.teams.find((t) => has(fileOf(`${base}teams/${t.id}/`)));
    if (team) found.set('league-team', `${base}teams/${team.id}/`);
    break;
  }
  return {
    pages: PAGE_TYPES.filter(({ type }) => found.has(type)).map(({ type }) => ({ type, path: found.get(type)! })),
    missing: PAGE_TYPES.filter(({ type }) => !found.has(type)).map(({ type }) => type),
  };
}
