/**
 * Which page types a build must have (tests/site/page-types.ts): a results-only build (no player
 * pages, nothing links to one) passes; a build whose pages link to player pages it lacks does not.
 */
import { describe, expect, it } from 'vitest';
import { TYPES, linkedFiles, missingTypes } from './page-types.ts';

/** Every always-built page type once, as in a results-only league build (no players). */
const RESULTS_ONLY = [
  'index.html', 'schedule/index.html', 'schedule/stage/regular-season/index.html', 'matches/match_fl-1/index.html',
  'groups/index.html', 'bracket/index.html', 'scorers/index.html', 'teams/index.html', 'teams/team_fl-a/index.html',
  'players/index.html', 'history/index.html', 'api-reference/index.html', '404.html', 'competitions/index.html',
];

describe('page types a build must have', () => {
  it('reads site-internal page links as dist files', () => {
    const html = '<a href="/players/player_x/">x</a> <a href="/">home</a> <a href="https://e.org/">e</a> <a href="/calendar.ics">c</a> <a href="/teams/?q=1">t</a>';
    expect(linkedFiles(html)).toEqual(['players/player_x/index.html', 'index.html']);
  });

  it('a results-only build without player pages and no link to one misses nothing', () => {
    const links = ['teams/team_fl-a/index.html', 'matches/match_fl-1/index.html', 'leagues/fl-1-2020-21/index.html'];
    expect(missingTypes(TYPES, RESULTS_ONLY, links)).toEqual(['league table']);
    expect(missingTypes(TYPES, [...RESULTS_ONLY, 'leagues/fl-1-2020-21/index.html'], links)).toEqual([]);
  });

  it('a page linking to player pages the build lacks makes them required (under /seasons/ too)', () => {
    const links = ['seasons/wc-2022/players/player_p1/index.html', 'players/letter/m/index.html'];
    expect(missingTypes(TYPES, RESULTS_ONLY, links)).toEqual(['players by letter', 'player']);
  });

  it('a type every build has stays required without links', () => {
    expect(missingTypes(TYPES, RESULTS_ONLY.filter((f) => f !== 'scorers/index.html'), [])).toEqual(['scorers']);
  });
});
