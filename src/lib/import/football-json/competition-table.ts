/**
 * What the football.json files do not say about a competition: its name, series, country, time
 * zone (the files write local kick-off times), kind, tie-breakers and, per season where known,
 * zones, points adjustments and how a curtailed season was ranked. Documented in docs/leagues.md.
 * An editor overrides any of it in content: the `rules`, `name` and `series` of an existing
 * competition.json are kept by a re-import.
 */
import type { CarryOverPoints, TieBreaker } from '../../../schemas/content/competition-rules.ts';
import { NO_AWAY_GOALS, uefaTieRules, type TieRules } from '../../tournament/ties/index.ts';

export interface SeasonZone {
  id: string;
  name: string;
  positions: [number, number];
  /** The stage of the table (absent: the first league or group stage). */
  stage?: string;
}

/** A points adjustment, its team named as the source spells it in that season's file. */
export interface SourceAdjustment {
  team: string;
  points: number;
  reason: string;
}

export interface SeasonRules {
  /** The season's own tie-breakers (replacing the competition's). */
  tie_breakers?: TieBreaker[];
  zones?: SeasonZone[];
  adjustments?: SourceAdjustment[];
  ranked_by?: 'points' | 'points_per_match';
  declared_void?: string;
  /** Split seasons: points carried into the second stage (competition.json `carry_over`). */
  carry_over?: { stage: string; from: string; points: CarryOverPoints }[];
  /** The stage whose leader is champion (competition.json `title_stage`). */
  title_stage?: string;
  /** Groups the source does not name: group name → one team of it, as the source spells it (named-groups.ts). */
  groups?: Record<string, string>;
}

export interface CompetitionEntry {
  name: string;
  /** Country code as in countries.csv (FIFA style); null for an international competition. */
  country: { code: string; name: string } | null;
  timeZone: string;
  kind: 'league' | 'cup' | 'tournament';
  tie_breakers: TieBreaker[];
  /** Knockout ties over two legs (competition.json `away_goals`, `away_goals_in_extra_time`); absent: no away goals. */
  ties?: (season: string) => TieRules;
  /** A play-off tie still level with no shoot-out goes to the better-placed team of the league table (competition.json `level_tie`). */
  levelTie?: 'better_league_position';
  /** International club competition: the source writes each club's country after its name (`FC Bayern München (GER)`). */
  clubCountryInName?: boolean;
  /** Rules of one season (`2019-20`), merged over `every` (zones: the season's list replaces). */
  seasons?: Record<string, SeasonRules>;
  /** Zones of every season (the places fixed by the league; cup-dependent European places are left to content). */
  every?: (season: string) => SeasonRules;
}

const ENG = { code: 'ENG', name: 'England' };
const GER = { code: 'GER', name: 'Germany' };
const ESP = { code: 'ESP', name: 'Spain' };
const ITA = { code: 'ITA', name: 'Italy' };
const FRA = { code: 'FRA', name: 'France' };
const NED = { code: 'NED', name: 'Netherlands' };
const POR = { code: 'POR', name: 'Portugal' };
const AUT = { code: 'AUT', name: 'Austria' };
const country = (code: string, name: string) => ({ code, name });

/** Premier League, Football League: points, goal difference, goals scored (then a play-off, which content fixes). */
const ENGLISH: TieBreaker[] = ['points', 'goal_difference', 'goals_for'];
/**
 * Serie A and La Liga: head-to-head first, as one mini-table of the teams level on points (no
 * re-application to a subset): points, goal difference (and, La Liga with three or more teams,
 * goals scored) among them, then overall goal difference and goals scored.
 */
const HEAD_TO_HEAD_FIRST: TieBreaker[] = ['points', 'head_to_head_points', 'head_to_head_goal_difference', 'head_to_head_goals_for', 'goal_difference', 'goals_for'];
/** Bundesliga, Ligue 1, Eredivisie, Primeira Liga (simplified: overall figures first). */
const OVERALL_FIRST: TieBreaker[] = ['points', 'goal_difference', 'goals_for', 'head_to_head'];

const zone = (id: string, name: string, from: number, to: number): SeasonZone => ({ id, name, positions: [from, to] });
const CL = (to: number) => zone('champions-league', 'Champions League', 1, to);
const REL = (from: number, to: number) => zone('relegation', 'Relegation', from, to);

const COVID_PPM: SeasonRules = { ranked_by: 'points_per_match' };

/**
 * The most common rule (points, goal difference, goals scored, then head-to-head), used where this
 * table does not know a league's own order, or where the league's own order is not one content can
 * name (Russia's Premier League: head-to-head counting wins). docs/leagues.md lists which.
 */
const COMMON: TieBreaker[] = OVERALL_FIRST;

/** Brazil's Série A and B (CBF): wins right after points, then goal difference, goals scored, head-to-head. */
const BRAZIL: TieBreaker[] = ['points', 'wins', 'goal_difference', 'goals_for', 'head_to_head'];

/**
 * Belgium before 2018-19 (as hbvl.be reported it for 2016-17; 2017-18 not checked, no file has it):
 * on equal points the play-offs' rounding, then wins, goal difference, goals scored. Since 2018-19
 * the play-offs go by the regular-season position after the rounding (the regular season itself
 * carries nothing: there wins decide).
 */
const BELGIUM: TieBreaker[] = ['points', 'carry_over_rounding', 'wins', 'goal_difference', 'goals_for'];
const BELGIUM_SINCE_2018: TieBreaker[] = ['points', 'carry_over_rounding', 'carry_over_position', 'wins', 'goal_difference', 'goals_for'];

/** A split season whose second-stage tables start with every point of the regular season. */
const splitCarryingAll = (groups: string[]): SeasonRules => ({
  carry_over: groups.map((stage) => ({ stage, from: 'Regular season', points: 'all' as const })),
  title_stage: 'Championship round',
});

export const COMPETITIONS: Readonly<Record<string, CompetitionEntry>> = {
  'en.1': {
    name: 'Premier League', country: ENG, timeZone: 'Europe/London', kind: 'league', tie_breakers: ENGLISH,
    every: () => ({ zones: [CL(4), REL(18, 20)] }),
    seasons: {
      '2023-24': {
        adjustments: [
          { team: 'Everton FC', points: -8, reason: 'Deducted for breaching the Premier League’s profitability and sustainability rules (6 points for 2021-22, 2 for 2022-23)' },
          { team: 'Nottingham Forest FC', points: -4, reason: 'Deducted for breaching the Premier League’s profitability and sustainability rules' },
        ],
      },
    },
  },
  'en.2': { name: 'Championship', country: ENG, timeZone: 'Europe/London', kind: 'league', tie_breakers: ENGLISH, every: () => ({ zones: [zone('promotion', 'Promotion', 1, 2), zone('promotion-play-offs', 'Promotion play-offs', 3, 6), REL(22, 24)] }) },
  'en.3': { name: 'League One', country: ENG, timeZone: 'Europe/London', kind: 'league', tie_breakers: ENGLISH, seasons: { '2019-20': COVID_PPM } },
  'en.4': { name: 'League Two', country: ENG, timeZone: 'Europe/London', kind: 'league', tie_breakers: ENGLISH, seasons: { '2019-20': COVID_PPM } },
  'de.1': { name: 'Bundesliga', country: GER, timeZone: 'Europe/Berlin', kind: 'league', tie_breakers: OVERALL_FIRST, every: () => ({ zones: [CL(4), zone('relegation-play-off', 'Relegation play-off', 16, 16), REL(17, 18)] }) },
  'de.2': { name: '2. Bundesliga', country: GER, timeZone: 'Europe/Berlin', kind: 'league', tie_breakers: OVERALL_FIRST },
  'de.3': { name: '3. Liga', country: GER, timeZone: 'Europe/Berlin', kind: 'league', tie_breakers: OVERALL_FIRST },
  'es.1': { name: 'La Liga', country: ESP, timeZone: 'Europe/Madrid', kind: 'league', tie_breakers: HEAD_TO_HEAD_FIRST, every: () => ({ zones: [CL(4), REL(18, 20)] }) },
  'es.2': { name: 'Segunda División', country: ESP, timeZone: 'Europe/Madrid', kind: 'league', tie_breakers: HEAD_TO_HEAD_FIRST },
  'it.1': {
    name: 'Serie A', country: ITA, timeZone: 'Europe/Rome', kind: 'league', tie_breakers: HEAD_TO_HEAD_FIRST,
    every: (season) => ({ zones: [CL(season >= '2017-18' ? 4 : 3), REL(18, 20)] }),
    seasons: {
      '2022-23': { adjustments: [{ team: 'Juventus', points: -10, reason: 'Deducted by the Italian football federation’s court of appeal (capital gains case)' }] },
    },
  },
  // Serie B: promotion play-offs (a one-match preliminary round, two-legged semi-finals and final) and
  // the relegation play-out: a tie level after both legs (after extra time in a one-match round) goes
  // to the better-placed team of the regular season (Lega B regulations; 2019-20 final: Frosinone 0-1
  // Spezia, Spezia 0-1 Frosinone, Spezia promoted as 3rd)
  'it.2': { name: 'Serie B', country: ITA, timeZone: 'Europe/Rome', kind: 'league', tie_breakers: HEAD_TO_HEAD_FIRST, levelTie: 'better_league_position' },
  'fr.1': {
    name: 'Ligue 1', country: FRA, timeZone: 'Europe/Paris', kind: 'league', tie_breakers: OVERALL_FIRST,
    every: (season) => ({ zones: season >= '2023-24' ? [REL(17, 18)] : [REL(18, 20)] }),
    // LFP, 30 April 2020: ranked by points per match; teams level on it separated by their
    // head-to-head results ("confrontations particulières"), then the usual criteria.
    seasons: { '2019-20': { ...COVID_PPM, tie_breakers: ['points', 'head_to_head', 'goal_difference', 'goals_for'], zones: [REL(19, 20)] } },
  },
  'fr.2': { name: 'Ligue 2', country: FRA, timeZone: 'Europe/Paris', kind: 'league', tie_breakers: OVERALL_FIRST, seasons: { '2019-20': COVID_PPM } },
  'nl.1': {
    name: 'Eredivisie', country: NED, timeZone: 'Europe/Amsterdam', kind: 'league', tie_breakers: OVERALL_FIRST,
    seasons: { '2019-20': { declared_void: 'Season abandoned on 24 April 2020 (COVID-19): no champion, no promotion or relegation' } },
  },
  'pt.1': { name: 'Primeira Liga', country: POR, timeZone: 'Europe/Lisbon', kind: 'league', tie_breakers: OVERALL_FIRST },
  // Austria: since 2018-19, 22 rounds, then a championship and a relegation group of six (10 rounds
  // each) that start with half the points of the regular season, an odd total rounded down; on equal
  // points a team that lost a half point ranks above (Bundesliga rules; Kurier, laola1.at 2019)
  'at.1': {
    name: 'Austrian Bundesliga', country: AUT, timeZone: 'Europe/Vienna', kind: 'league', tie_breakers: ['points', 'goal_difference', 'goals_for', 'head_to_head'],
    // the two-legged Europa League play-off final went by away goals as UEFA did (2018-19: Rapid 1-2 Sturm, Sturm 0-1 Rapid: Sturm Graz through)
    ties: uefaTieRules,
    every: (season) => season < '2018-19' ? { zones: [zone('champions', 'Champions', 1, 1), REL(10, 10)] } : {
      tie_breakers: ['points', 'carry_over_rounding', 'goal_difference', 'goals_for', 'head_to_head'],
      carry_over: [{ stage: 'Championship round', from: 'Regular season', points: 'half_rounded_down' }, { stage: 'Relegation round', from: 'Regular season', points: 'half_rounded_down' }],
      title_stage: 'Championship round',
      zones: [
        { ...zone('championship-round', 'Championship round', 1, 6), stage: 'Regular season' }, { ...zone('relegation-round', 'Relegation round', 7, 12), stage: 'Regular season' },
        { ...zone('champions', 'Champions', 1, 1), stage: 'Championship round' }, { ...REL(6, 6), stage: 'Relegation round' },
      ],
    },
  },
  // Austrian second tier (Erste Liga until 2017-18, 2. Liga since): the at.1 criteria (Bundesliga rules)
  'at.2': { name: '2. Liga', country: AUT, timeZone: 'Europe/Vienna', kind: 'league', tie_breakers: ['points', 'goal_difference', 'goals_for', 'head_to_head'] },
  // Scottish Premiership: points, goal difference, goals scored (SPFL rules). After 33 rounds the
  // top and bottom six play five more rounds; the table carries on (every point counts). 2019-20
  // was ended on 18 May 2020 and ranked by points per game (SPFL resolution).
  'sco.1': {
    name: 'Scottish Premiership', country: country('SCO', 'Scotland'), timeZone: 'Europe/London', kind: 'league', tie_breakers: ['points', 'goal_difference', 'goals_for', 'head_to_head'],
    every: () => splitCarryingAll(['Championship round', 'Relegation round']),
    seasons: { '2019-20': COVID_PPM },
  },
  // Belgian First Division A: on equal points the most wins, then goal difference, goals scored (then
  // away wins, away goal difference, away goals: not modelled) (voetbalkrant.com, 11 March 2025). The
  // champions' play-off (Play-off I, `Championship round`) and, since 2020-21, the Europe play-offs
  // start with half the regular-season points, an odd total rounded UP (2020-21 Europe play-offs:
  // Oostende 27, Standard 25, Gent 25, Mechelen 24, vrt.be 19 April 2021); the relegation play-offs
  // (2024-25) keep every point ("il n'y a pas de division des points", proleague.be; fcupdate.nl,
  // focus-wtv.be 2024). On equal points at the end the half point gained by the rounding is taken off
  // first (nieuwsblad.be 2023: "dan wordt dat halve punt weer afgetrokken"); then, in 2016-17, wins,
  // goal difference and goals scored (hbvl.be 2017); since 2018-19 the regular-season position
  // (`carry_over_position`: nieuwsblad.be 17 May 2019, Standard ahead of Antwerp on 39 points "omdat
  // ze in de reguliere competitie voor de Great Old eindigden", both rounded; 2020-21 Club Brugge
  // champions level with Genk, tubantia.nl 20 May 2021; voetbalkrant.com 2021, sportnieuws.nl 2024).
  // The regular season itself carries nothing, so there wins decide. 2019-20 was ended after 29
  // rounds (table as it stood, Club Brugge champions).
  'be.1': {
    name: 'Belgian Pro League', country: country('BEL', 'Belgium'), timeZone: 'Europe/Brussels', kind: 'league', tie_breakers: BELGIUM,
    every: (season) => ({
      ...(season >= '2018-19' ? { tie_breakers: BELGIUM_SINCE_2018 } : {}),
      carry_over: [
        { stage: 'Championship round', from: 'Regular season', points: 'half_rounded_up' },
        { stage: 'Europe play-offs', from: 'Regular season', points: 'half_rounded_up' },
        { stage: 'Relegation round', from: 'Regular season', points: 'all' },
      ],
      title_stage: 'Championship round',
    }),
  },
  // Super League Greece: head-to-head first (mini-table of the teams level); since 2019-20 play-off
  // groups that carry every point of the regular season.
  'gr.1': {
    name: 'Super League Greece', country: country('GRE', 'Greece'), timeZone: 'Europe/Athens', kind: 'league', tie_breakers: HEAD_TO_HEAD_FIRST,
    every: (season) => (season >= '2019-20' ? splitCarryingAll(['Championship round', 'Relegation round']) : {}),
  },
  // Czech First League: head-to-head first (not verified against the league's rules); 2018-19
  // championship and relegation groups carrying every point; 2020-21 a single 18-team table.
  'cz.1': {
    name: 'Czech First League', country: country('CZE', 'Czechia'), timeZone: 'Europe/Prague', kind: 'league', tie_breakers: HEAD_TO_HEAD_FIRST,
    // the Europa League play-off went by away goals (2018-19 round 1: Zlín 1-0 Olomouc, Olomouc 3-2 Zlín; Zlín played round 2)
    ties: uefaTieRules,
    seasons: { '2018-19': splitCarryingAll(['Championship round', 'Relegation round']) },
  },
  // Egyptian Premier League 2024-25: 18 clubs once each, then a championship and a relegation group
  // (whether points carried over in full is not known here: the groups' tables start from zero).
  'eg.1': { name: 'Egyptian Premier League', country: country('EGY', 'Egypt'), timeZone: 'Africa/Cairo', kind: 'league', tie_breakers: COMMON },
  'ch.1': { name: 'Swiss Super League', country: country('SUI', 'Switzerland'), timeZone: 'Europe/Zurich', kind: 'league', tie_breakers: COMMON },
  'ch.2': { name: 'Challenge League', country: country('SUI', 'Switzerland'), timeZone: 'Europe/Zurich', kind: 'league', tie_breakers: COMMON },
  // Süper Lig and 1. Lig: head-to-head first (TFF rules); 1. Lig promotion play-offs (single matches)
  'tr.1': { name: 'Süper Lig', country: country('TUR', 'Turkey'), timeZone: 'Europe/Istanbul', kind: 'league', tie_breakers: HEAD_TO_HEAD_FIRST },
  'tr.2': { name: 'TFF 1. Lig', country: country('TUR', 'Turkey'), timeZone: 'Europe/Istanbul', kind: 'league', tie_breakers: HEAD_TO_HEAD_FIRST },
  // Russian Premier League: head-to-head first (points, wins, goal difference, goals among the teams
  // level), then wins, goal difference, goals scored (premierliga.ru, 2020): head-to-head wins is not
  // a criterion content can name (the common rule). First League: an undated FNL regulation puts
  // wins first; not confirmed for 2019-20 (the common rule).
  'ru.1': { name: 'Russian Premier League', country: country('RUS', 'Russia'), timeZone: 'Europe/Moscow', kind: 'league', tie_breakers: COMMON },
  // 2019-20 ended on 15 May 2020 after 27 rounds, the table as it stood
  'ru.2': { name: 'Russian First League', country: country('RUS', 'Russia'), timeZone: 'Europe/Moscow', kind: 'league', tie_breakers: COMMON },
  'hu.1': { name: 'Nemzeti Bajnokság I', country: country('HUN', 'Hungary'), timeZone: 'Europe/Budapest', kind: 'league', tie_breakers: COMMON },
  // Liga MX: Apertura and Clausura, each a table and a Liguilla (two-legged ties; a level tie goes to
  // the better-placed team, the final to extra time and penalties)
  'mx.1': { name: 'Liga MX', country: country('MEX', 'Mexico'), timeZone: 'America/Mexico_City', kind: 'league', tie_breakers: COMMON, levelTie: 'better_league_position' },
  // MLS: total wins, goal difference, goals scored (mlssoccer.com, "Tiebreakers for 2025 MLS regular
  // season standings"; then disciplinary points, away and home goals: not modelled)
  'mls': { name: 'Major League Soccer', country: country('USA', 'United States'), timeZone: 'America/New_York', kind: 'league', tie_breakers: ['points', 'wins', 'goal_difference', 'goals_for'] },
  'ar.1': { name: 'Argentine Primera División', country: country('ARG', 'Argentina'), timeZone: 'America/Argentina/Buenos_Aires', kind: 'league', tie_breakers: COMMON },
  // Série A and B: wins, goal difference, goals scored, head-to-head (CBF Regulamento Específico da
  // Competição: Série A art. 15 in 2025 as reported by lance.com.br, dci.com.br 2020-2024; Série B
  // nsctotal.com.br; head-to-head meant for two teams; then fewer red and yellow cards, drawing of
  // lots: not modelled)
  'br.1': { name: 'Campeonato Brasileiro Série A', country: country('BRA', 'Brazil'), timeZone: 'America/Sao_Paulo', kind: 'league', tie_breakers: BRAZIL },
  'br.2': { name: 'Campeonato Brasileiro Série B', country: country('BRA', 'Brazil'), timeZone: 'America/Sao_Paulo', kind: 'league', tie_breakers: BRAZIL },
  'co.1': { name: 'Categoría Primera A', country: country('COL', 'Colombia'), timeZone: 'America/Bogota', kind: 'league', tie_breakers: COMMON },
  // Chinese Super League: head-to-head first (CFA rules); 2020 two groups, then play-offs
  'cn.1': { name: 'Chinese Super League', country: country('CHN', 'China PR'), timeZone: 'Asia/Shanghai', kind: 'league', tie_breakers: HEAD_TO_HEAD_FIRST },
  // J1 League: points, goal difference, goals scored, head-to-head (J.League rules)
  'jp.1': { name: 'J1 League', country: country('JPN', 'Japan'), timeZone: 'Asia/Tokyo', kind: 'league', tie_breakers: OVERALL_FIRST },
  // A-League Men: points, goal difference, goals scored; the finals series (single matches)
  'au.1': { name: 'A-League Men', country: country('AUS', 'Australia'), timeZone: 'Australia/Sydney', kind: 'league', tie_breakers: OVERALL_FIRST },
  'dz.1': { name: 'Algerian Ligue Professionnelle 1', country: country('ALG', 'Algeria'), timeZone: 'Africa/Algiers', kind: 'league', tie_breakers: COMMON },
  'ma.1': { name: 'Botola Pro', country: country('MAR', 'Morocco'), timeZone: 'Africa/Casablanca', kind: 'league', tie_breakers: COMMON },
  // CONMEBOL Libertadores 2025: qualifying ties, groups, two-legged knockout ties without away goals
  // (abolished by CONMEBOL in 2022); the source's local times are read as Brasília time
  'copa.l': {
    name: 'CONMEBOL Libertadores', country: null, timeZone: 'America/Sao_Paulo', kind: 'cup', clubCountryInName: true,
    tie_breakers: ['points', 'goal_difference', 'goals_for', 'head_to_head'],
    every: () => ({ zones: [zone('round-of-16', 'Round of 16', 1, 2), zone('sudamericana', 'Copa Sudamericana', 3, 3)] }),
    // 2025: the source writes `Group, Matchday N` without the letter; the draw (CONMEBOL, Luque, 17
    // March 2025, as reported by La Guardia, Rotonda Deportiva, Diario de Rivera) named each group's
    // first team; the other teams follow from who plays whom
    seasons: {
      '2025': {
        groups: {
          'Group A': 'Botafogo FR (BRA)', 'Group B': 'CA River Plate (ARG)', 'Group C': 'CR Flamengo (BRA)', 'Group D': 'São Paulo FC (BRA)',
          'Group E': 'Racing Club (ARG)', 'Group F': 'Club Nacional de Football (URU)', 'Group G': 'SE Palmeiras (BRA)', 'Group H': 'CA Peñarol (URU)',
        },
      },
    },
  },
  // cups: single-match rounds, extra time and penalties, a final
  'de.cup': { name: 'DFB-Pokal', country: GER, timeZone: 'Europe/Berlin', kind: 'cup', tie_breakers: OVERALL_FIRST },
  'at.cup': { name: 'ÖFB-Cup', country: AUT, timeZone: 'Europe/Vienna', kind: 'cup', tie_breakers: OVERALL_FIRST },
  // UEFA Champions League: kick-off times in the files are Central European (20:45, 21:00, 18:45)
  'uefa.cl': {
    name: 'UEFA Champions League', country: null, timeZone: 'Europe/Paris', kind: 'cup', clubCountryInName: true,
    // group stage (until 2023-24): points, then the matches among the teams level (UEFA regulations, art. 17)
    tie_breakers: ['points', 'head_to_head', 'goal_difference', 'goals_for'],
    ties: uefaTieRules,
    every: (season) => season >= '2024-25'
      // league phase (2024-25 regulations, art. 18): points, goal difference, goals scored (then away goals, wins… not modelled)
      ? { tie_breakers: ['points', 'goal_difference', 'goals_for'], zones: [zone('round-of-16', 'Round of 16', 1, 8), zone('knockout-play-offs', 'Knockout phase play-offs', 9, 24)] }
      : { zones: [zone('round-of-16', 'Round of 16', 1, 2), zone('europa-league', 'Europa League', 3, 3)] },
  },
  // national-team tournaments (euro.json, copa-america.json: the `rounds` layout)
  euro: {
    name: 'UEFA European Championship', country: null, timeZone: 'Europe/Berlin', kind: 'tournament',
    // Euro 2024 regulations, art. 20: points, then head-to-head among the teams level, goal difference, goals scored, …, fair play (cards are not in the source)
    tie_breakers: ['points', 'head_to_head', 'goal_difference', 'goals_for', 'fair_play', 'drawing_of_lots'],
    every: () => ({ zones: [zone('round-of-16', 'Round of 16', 1, 2)] }),
  },
  // Copa América 2024 in the United States: the source's local times are read as US Eastern (see docs/competitions.md)
  copa: {
    name: 'Copa América', country: null, timeZone: 'America/New_York', kind: 'tournament',
    tie_breakers: ['points', 'goal_difference', 'goals_for', 'head_to_head', 'fair_play', 'drawing_of_lots'],
    every: () => ({ zones: [zone('quarter-finals', 'Quarter-finals', 1, 2)] }),
  },
};

/** The tie rules of a competition's season (no away goals unless its entry says so). */
export function tieRules(entry: CompetitionEntry, season: string): TieRules {
  const rules = entry.ties?.(season) ?? NO_AWAY_GOALS;
  // the importer does not compute league tables: such a level tie stays undecided here (validation and the API rank it)
  return entry.levelTie ? { ...rules, levelTie: { rule: entry.levelTie, positions: null } } : rules;
}

/** The rules of one season: the every-season rules with the season's own on top. */
export function seasonRules(entry: CompetitionEntry, season: string): SeasonRules {
  return { ...(entry.every?.(season) ?? {}), ...(entry.seasons?.[season] ?? {}) };
}

/** `2019-20` → 2019; `2020` → 2020. */
export function seasonYear(season: string): number {
  return Number(season.slice(0, 4));
}
