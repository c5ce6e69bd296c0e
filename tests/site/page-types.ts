/**
 * Page types of the built site and their byte budgets (used by byte-budget.test.ts), and which
 * types a build must have. A type marked `optional` exists only for some content (league pages: the
 * demo has none; player pages: a results-only build has no players). An optional type is still
 * required as soon as any page of the build links to a page of that type, so a build that lost its
 * player pages while its match pages still link to them fails; a results-only build does not.
 */
const KB = 1024;

export interface Budget {
  /** Bytes of HTML allowed. */
  html: number;
  /** True when the page type may carry a script (local kick-off times, player search). */
  script: boolean;
  /** Page types only some content has; required when a page links to one, checked when present. */
  optional?: boolean;
}

/** Page types, matched on the path under dist/client with any /seasons/<slug> prefix removed. */
export const TYPES: [string, RegExp, Budget][] = [
  ['home', /^index\.html$/, { html: 24 * KB, script: true }],
  // One season's matches at most (104 for 48 teams, the largest format), about 700 bytes each.
  ['schedule', /^schedule\/index\.html$/, { html: 90 * KB, script: true }],
  ['schedule filter', /^schedule\/(stage|group|team)\/[^/]+\/index\.html$/, { html: 90 * KB, script: true }],
  // A part (matchday) of a stage longer than SCHEDULE_LIMIT (104) matches: a Champions League phase of 144.
  ['schedule part', /^schedule\/stage\/[^/]+\/[^/]+\/index\.html$/, { html: 90 * KB, script: true, optional: true }],
  ['match', /^matches\/[^/]+\/index\.html$/, { html: 48 * KB, script: true }],
  ['groups', /^groups\/index\.html$/, { html: 72 * KB, script: false }],
  ['bracket', /^bracket\/index\.html$/, { html: 32 * KB, script: true }],
  // At most SCORERS_SHOWN (50) rows, about 400 bytes each.
  ['scorers', /^scorers\/index\.html$/, { html: 32 * KB, script: false }],
  ['teams', /^teams\/index\.html$/, { html: 20 * KB, script: false }],
  // One season of the team (its matches and squad).
  ['team', /^teams\/[^/]+\/index\.html$/, { html: 40 * KB, script: true }],
  // At most TEAMS_PER_PAGE (120) teams, about 160 bytes each. Only when some team is not in the current season.
  ['teams by letter', /^teams\/letter\/[a-z]+\/(\d+\/)?index\.html$/, { html: 32 * KB, script: false, optional: true }],
  // A line per competition the team played and at most CLUB_SEASONS_PER_PAGE (50) seasons, about 450 bytes each.
  ['team history', /^teams\/[^/]+\/history\/(\d+\/)?index\.html$/, { html: 40 * KB, script: false, optional: true }],
  ['players', /^players\/index\.html$/, { html: 16 * KB, script: true }],
  // At most PLAYERS_PER_PAGE (150) players, about 200 bytes each. None in a results-only build.
  ['players by letter', /^players\/letter\/[a-z]+\/(\d+\/)?index\.html$/, { html: 48 * KB, script: true, optional: true }],
  ['player', /^players\/player_[^/]+\/index\.html$/, { html: 24 * KB, script: false, optional: true }],
  // A line per competition; with one competition, its first HISTORY_PER_PAGE (40) seasons, about 900 bytes each, and the titles.
  ['history', /^history\/index\.html$/, { html: 48 * KB, script: false }],
  // One competition's history: at most HISTORY_PER_PAGE (40) seasons and, on its first page, the titles.
  ['competition history', /^history\/[^/]+\/(\d+\/)?index\.html$/, { html: 48 * KB, script: false, optional: true }],
  ['api reference', /^api-reference\/index\.html$/, { html: 96 * KB, script: false }],
  ['not found', /^404\.html$/, { html: 8 * KB, script: false }],
  // One line per competition with its newest 12 seasons and a link to its history.
  ['competitions', /^competitions\/index\.html$/, { html: 48 * KB, script: false }],
  // League pages (tests/site/league-build.test.ts builds a small league; a real one: docs/leagues.md).
  // One table of at most 24 teams (about 900 bytes a row) with its notes.
  ['league table', /^leagues\/[^/]+\/index\.html$/, { html: 40 * KB, script: false, optional: true }],
  // One matchday: about ten matches (a round of a 20-team league), the matchday links.
  ['league matchday', /^leagues\/[^/]+\/matchdays\/[^/]+\/index\.html$/, { html: 32 * KB, script: true, optional: true }],
  // One team's league season: 46 matches at most (a 24-team league), the chart and its table.
  ['league team', /^leagues\/[^/]+\/teams\/[^/]+\/index\.html$/, { html: 64 * KB, script: true, optional: true }],
];

/** A page's path under dist/client without its /seasons/<slug>/ prefix (the key TYPES match). */
export const typeKey = (file: string) => file.replace(/^seasons\/[^/]+\//, '');

/** Site-internal links of a page as dist/client file paths (`/players/x/` → `players/x/index.html`). */
export function linkedFiles(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/\bhref="\/([^"#?]*)"/g)) {
    const path = m[1]!;
    if (path === '' || path.endsWith('/')) out.push(`${path}index.html`);
  }
  return out;
}

/**
 * Types the build must have: every type not optional, and every optional type that some page links
 * to. `pages` are paths under dist/client; `links` the linked files of every page (linkedFiles).
 */
export function requiredTypes(types: typeof TYPES, links: Iterable<string>): string[] {
  const keys = [...new Set([...links].map(typeKey))];
  return types.filter(([, re, b]) => !b.optional || keys.some((k) => re.test(k))).map(([name]) => name);
}

/** Required types with no page in the build. */
export function missingTypes(types: typeof TYPES, pages: string[], links: Iterable<string>): string[] {
  const have = pages.map(typeKey);
  const required = new Set(requiredTypes(types, links));
  return types.filter(([name, re]) => required.has(name) && !have.some((f) => re.test(f))).map(([name]) => name);
}
