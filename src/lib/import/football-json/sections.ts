/**
 * The sections of a season a football.json file names (in `stage`, or before the comma of `round`:
 * `Championship, Matchday 3`), and the content stage each becomes by the kind of its matches.
 * Keys are the source spelling in lower case; `''` is the main part of the season (no section).
 *
 * Every spelling in ../shared/data is listed (docs/football-json.md). An editor or the lead can
 * extend or override the table per competition: `classifyRound(m, { ...DEFAULT_SECTIONS, … })`.
 */

export interface SectionRule {
  /** Stage name for the section's league matches (`Matchday N`); absent: it holds none. */
  league?: string;
  /** Stage name for its group matches; absent: it holds none. */
  group?: string;
  /**
   * Prefix of the stage name of its knockout rounds (`Play-offs` → `Play-offs: Semi-finals`), or
   * null for the main knockout phase (the stage is the round's name: `Round of 16`); absent: it
   * holds no knockout round. A knockout section whose matches the source numbers `Matchday 1`,
   * `Matchday 2` (uefa.cl 2024-25 `Playoffs`) is one round over two legs, named by the section.
   */
  knockout?: string | null;
}

export type SectionTable = Readonly<Record<string, SectionRule>>;

const CHAMPIONSHIP: SectionRule = { league: 'Championship round' };
const RELEGATION: SectionRule = { league: 'Relegation round', knockout: 'Relegation play-offs' };
const PLAY_OFFS: SectionRule = { knockout: 'Play-offs' };
const EUROPA_LEAGUE_PLAY_OFFS: SectionRule = { knockout: 'Europa League play-offs' };

export const DEFAULT_SECTIONS: SectionTable = Object.freeze({
  '': { league: 'Regular season', group: 'Group stage', knockout: null },
  regular: { league: 'Regular season' },
  league: { league: 'League phase' }, // uefa.cl 2024-25: the 36-team league phase
  group: { group: 'Group stage' }, // copa.l 2025: `Group, Matchday N` (the group is not named)
  qualifying: { knockout: 'Qualifying' }, // copa.l 2025
  finals: { knockout: null }, // uefa.cl 2024-25 and copa.l 2025 knockout phase (en.2, au.1: see COMPETITION_SECTIONS)
  // split seasons and league play-offs
  championship: CHAMPIONSHIP,
  'playoffs - championship': CHAMPIONSHIP, // at.1 (stage)
  'playoff i': CHAMPIONSHIP, // be.1 2018-19 (Play-off I is the championship group)
  relegation: RELEGATION, // a group (at.1, sco.1…) or knockouts (cn.1 2020, it.2 play-out)
  'playoffs - relegation': { league: 'Relegation round' }, // at.1 (stage)
  playout: { knockout: 'Relegation play-offs' }, // it.2 2024-25
  europe: { league: 'Europe play-offs' }, // be.1
  'ecl playoffs': { league: 'Conference League play-offs' }, // gr.1 2024-25: a four-team group
  'ecl playoff': { knockout: 'Conference League play-offs' }, // be.1 2024-25: one final
  'europa league finals': EUROPA_LEAGUE_PLAY_OFFS, // at.1
  'europa league': EUROPA_LEAGUE_PLAY_OFFS, // cz.1
  playoffs: PLAY_OFFS, // en.2 (stage), tr.2, cn.1, uefa.cl 2024-25 knockout phase play-offs
  playoff: PLAY_OFFS, // it.2 2024-25
  aufstieg: PLAY_OFFS, // it.2 promotion play-offs (German "promotion")
  apertura: { league: 'Apertura' },
  clausura: { league: 'Clausura' },
  'apertura playoffs': { knockout: 'Apertura play-offs' },
  'clausura playoffs': { knockout: 'Clausura play-offs' },
  '1° semestre': { league: 'First half-season' }, // ar.1 2025
  '2° semestre': { league: 'Second half-season' },
});

/**
 * Where one competition uses a spelling differently. en.2 calls its promotion play-offs `Playoffs`
 * (2021-22, 2022-23) and `Finals` (2023-24 on); au.1 calls its finals series `Finals`.
 */
export const COMPETITION_SECTIONS: Readonly<Record<string, SectionTable>> = Object.freeze({
  'en.2': { finals: PLAY_OFFS },
  'au.1': { finals: { knockout: 'Finals series' } },
});

/** The section table for a competition code (`en.2`, `uefa.cl`…): the defaults with its own spellings. */
export function sectionsFor(code: string, overrides: SectionTable = {}): SectionTable {
  return { ...DEFAULT_SECTIONS, ...(COMPETITION_SECTIONS[code] ?? {}), ...overrides };
}
