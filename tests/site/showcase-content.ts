/**
 * Synthetic content with the site's optional page types, for the e2e suite's second build
 * (tests/e2e/site.spec.ts; no real data):
 * - the league of league-fixture.ts with four more finished seasons (2016-17 … 2019-20, the
 *   2020-21 results again): six seasons, so each club has a history page; league table, matchday
 *   and team pages;
 * - the two-legged cup of cup-fixture.ts: a bracket with aggregates, away goals and a shoot-out;
 * - "Qualand Champions Cup" 2022-23, the newest season: 36 clubs of their own in a league phase
 *   of 8 matchdays (144 matches, more than a schedule page lists, so the stage is split into
 *   schedule parts). Its clubs are not the league's, so the teams index has letter pages, and three
 *   competitions give competition history pages.
 */
import type { MatchRow } from '../../src/schemas/content/index.ts';
import type { SeasonContent } from '../../src/lib/content/season-content.ts';
import { writeLeagueFixture } from './league-fixture.ts';
import { CUP_SLUG, cupSeason } from './cup-fixture.ts';

export const PHASE_SLUG = 'qcc-2022-23';

/** The 2020-21 league season again as `<year>-<year+1>`, its dates moved back by the years between. */
function pastLeagueSeason(source: SeasonContent, year: number): [string, SeasonContent] {
  const season = `${year}-${String(year + 1).slice(2)}`;
  const slug = `fl-1-${season}`;
  const shift = (iso: string) => `${Number(iso.slice(0, 4)) - (2020 - year)}${iso.slice(4)}`;
  return [slug, {
    ...source,
    competition: { ...source.competition, id: `season_${slug}`, season, year },
    matches: source.matches.map((m) => ({ ...m, id: m.id.replace('fl-1-2020-21', slug), scheduled_at: shift(m.scheduled_at) })),
  }];
}

const CLUBS = [
  'Alder', 'Birch', 'Cedar', 'Dogwood', 'Elm', 'Fir', 'Ginkgo', 'Hazel', 'Ivy', 'Juniper', 'Kapok', 'Larch',
  'Maple', 'Nutmeg', 'Oak', 'Pine', 'Quince', 'Rowan', 'Spruce', 'Teak', 'Upas', 'Vine', 'Willow', 'Yew',
  'Zelkova', 'Aspen', 'Beech', 'Cypress', 'Damson', 'Ebony', 'Fig', 'Gum', 'Holly', 'Iroko', 'Jacaranda', 'Kauri',
];
const SUFFIX = ['Rovers', 'Athletic', 'City', 'Wanderers'];

function phaseTeams() {
  return CLUBS.map((c, i) => ({
    id: `team_qcc-${c.toLowerCase()}`, name: `${c} ${SUFFIX[i % SUFFIX.length]}`,
    // three capital letters, unique: the club's initial and two letters of its number
    code: `${c[0]!.toUpperCase()}${String.fromCharCode(65 + Math.floor(i / 26))}${String.fromCharCode(65 + (i % 26))}`, group: null,
  }));
}

/** Eight rounds of a 36-club round robin (circle method): every club plays once a matchday, never the same opponent twice. */
function phaseMatches(ids: readonly string[]): MatchRow[] {
  const rows: MatchRow[] = [];
  for (let r = 0; r < 8; r++) {
    const pairs: [number, number][] = [[35, r]];
    for (let k = 1; k < 18; k++) pairs.push([(r + k) % 35, (r - k + 35) % 35]);
    pairs.forEach(([a, b], i) => {
      const [home, away] = (i + r) % 2 === 0 ? [a, b] : [b, a];
      const n = rows.length + 1;
      const day = new Date(Date.UTC(2022, 8, 13 + r * 14 + (i < 9 ? 0 : 1)));
      rows.push({
        id: `match_${PHASE_SLUG}-${String(n).padStart(3, '0')}`, match_number: n, stage: 'League phase', group: null,
        home_team_id: ids[home]!, away_team_id: ids[away]!, home_slot: null, away_slot: null, venue_id: null,
        scheduled_at: `${day.toISOString().slice(0, 10)}T${i % 2 === 0 ? '16:45' : '19:00'}:00.000Z`, start_time_tbd: false, status: 'completed',
        home_score: (home * 7 + away * 3 + r) % 4, away_score: (home + away * 5 + r * 2) % 3,
        first_half_home: null, first_half_away: null, second_half_home: null, second_half_away: null, extra_time_home: null, extra_time_away: null,
        has_extra_time: false, has_penalties: false, home_penalty: null, away_penalty: null, home_formation: null, away_formation: null,
        attendance: null, events_recorded: false, matchday: r + 1, status_detail: null,
      });
    });
  }
  return rows;
}

function leaguePhaseSeason(): SeasonContent {
  const teams = phaseTeams();
  return {
    competition: {
      id: `season_${PHASE_SLUG}`, name: 'Qualand Champions Cup', year: 2022, demo: true, series: { id: 'series_qcc', name: 'Qualand Champions Cup' }, season: '2022-23',
      kind: 'cup', country_code: 'QLA', stages: [{ name: 'League phase', knockout: false, kind: 'league' }], groups: [],
      rules: { points_per_win: 3, tie_breakers: ['points', 'goal_difference', 'goals_for'] },
    },
    teams, venues: [], squads: [], events: [], lineups: [], stats: [],
    matches: phaseMatches(teams.map((t) => t.id)),
  };
}

/** Writes the showcase content into a new temp folder; returns the content root. */
export function writeShowcaseContent(): Promise<string> {
  return writeLeagueFixture((seasons) => {
    const base = seasons['fl-1-2020-21']!;
    for (const year of [2016, 2017, 2018, 2019]) {
      const [slug, s] = pastLeagueSeason(base, year);
      seasons[slug] = s;
    }
    seasons[CUP_SLUG] = cupSeason();
    seasons[PHASE_SLUG] = leaguePhaseSeason();
  });
}
