/**
 * openfootball sources → one season of content (`SeasonContent`) plus the shared countries and
 * players, and a report of everything that could not be matched or disagreed between sources.
 * Pure: no files are read or written here.
 */
import type { MatchRow } from '../../../schemas/content/index.ts';
import type { SeasonContent, SharedContent } from '../../content/season-content.ts';
import { SourceError, type JsonSource, type SrcMatch } from './json-source.ts';
import type { TxtReportFile } from './football-txt.ts';
import type { TxtSquadsFile } from './squads-txt.ts';
import type { FolderSquad } from './squad-folder.ts';
import { buildTeams } from './build-teams.ts';
import { sourceVenues } from './build-venues.ts';
import { listedCountry } from './venue-text.ts';
import { parseUtcOffset } from './kickoff-time.ts';
import { buildPlayers } from './build-players.ts';
import { addFolderSpellings } from './folder-spellings.ts';
import { planMatches } from './build-matches.ts';
import { linkTxt, pairTxt, type TxtLink } from './txt-join.ts';
import { sourceKickoffs } from './kickoff-sources.ts';
import { createPlayerResolver } from './player-resolver.ts';
import { applyBestSpellings } from './best-spellings.ts';
import { buildTeamSheet, type TeamSheet } from './build-lineups.ts';
import { goalListComplete, resolveGoals, scoreBreakdown, type Side } from './build-goals.ts';
import { resolveShootout } from './build-shootout.ts';
import { buildEvents } from './build-events.ts';
import { seasonId } from './ids.ts';
import { associationByCode } from './associations.ts';
import { worldCupRules } from './world-cup-rules.ts';
import { playOffPositions } from './play-off-positions.ts';
import { createReport, note, warn, type ImportReport } from './report.ts';

export interface ConvertInput {
  json: JsonSource;
  txt: TxtReportFile | null;
  squadsTxt: TxtSquadsFile | null;
  /** The per-team squad files of the World Cup folder (squad-folder.ts): spellings only. */
  squadFolder?: FolderSquad[] | null;
  /** File names as shown in the report. */
  files: { matches: string; squads: string; groups: string; txt: string; squadsTxt: string; teams?: string; squadFolder?: string };
}

export interface ConvertOptions {
  slug: string;
  /** Competition name; default: the JSON `name` without its year (`World Cup 2026` → `World Cup`). */
  name?: string | null;
  /** Default: the year in the JSON `name`, else the year of the first match. */
  year?: number | null;
  /** Source and licence line for competition.json. */
  source?: string | null;
  /** Team code of the country of stadiums whose `cc` is missing (older files). */
  venueCountry?: string | null;
  /** UTC offset (`UTC-3`) of the venues built from the grounds when there is no stadiums file. */
  venueTimezone?: string | null;
  /** Rounds (`round` as in the JSON) to import as `league` stages: one table of every team, no groups (1950 `Final Round`). */
  leagueStages?: string[];
  onProgress?: (step: string, done: number, total: number) => void;
}

export interface ConvertResult {
  season: SeasonContent;
  shared: SharedContent;
  report: ImportReport;
}

export const DEFAULT_SOURCE = 'openfootball (github.com/openfootball), public domain (CC0 1.0)';

export function convertOpenfootball(input: ConvertInput, options: ConvertOptions): ConvertResult {
  const report = createReport();
  const { json, files } = input;
  const progress = options.onProgress ?? (() => {});
  for (const p of input.txt?.problems ?? []) warn(report, 'source_unreadable', p.message, { source: `${files.txt}:${p.line}` });
  for (const p of input.squadsTxt?.problems ?? []) warn(report, 'source_unreadable', p.message, { source: `${files.squadsTxt}:${p.line}` });

  progress('teams and venues', 0, 1);
  const teams = buildTeams(json, report, files);
  if (options.venueCountry && !teams.codes.has(options.venueCountry)) {
    // a host that is not a team (club tournaments): its country row comes from the built-in table
    const host = associationByCode(options.venueCountry);
    if (!host) throw new SourceError(`--venue-country ${options.venueCountry} is neither the code of a team nor in the built-in table of associations`);
    if (!teams.countries.some((c) => c.code === host.code)) teams.countries.push({ code: host.code, name: host.name });
  }
  const venueCountries = new Set([...teams.codes, ...teams.countries.map((c) => c.code)]);
  // the TXT reports are paired first: kick-off times and the venues' UTC offsets come from both files
  const pairing = input.txt ? pairTxt(json.matches, input.txt, teams.index) : null;
  const kickoffs = sourceKickoffs(json.matches, (m) => pairing?.bySource.get(m.index)?.txt.time ?? null);
  const venueOptions = { venueCountry: options.venueCountry ?? null, venueTimezone: options.venueTimezone ?? null };
  const txtVenue = (m: SrcMatch) => pairing?.bySource.get(m.index)?.txt.venue ?? null;
  const venues = sourceVenues(json, venueOptions, teams.byIsoCountry, venueCountries, kickoffs.offsetOf, report, txtVenue, (m) => listedCountry(input.txt?.venues ?? [], txtVenue(m)));
  progress('players', 0, 1);
  const people = buildPlayers(json.squads, input.squadsTxt, teams.codes, teams.index, report, files, teams.idOf);
  if (input.squadFolder) addFolderSpellings(people, input.squadFolder, teams.index, report, files.squadFolder ?? 'squads');
  const fallbackOffset = !json.stadiums && options.venueTimezone ? parseUtcOffset(options.venueTimezone) : null;
  const plan = planMatches(json.matches, teams.index, teams.groups, venues, options.slug, report, files.matches, options.leagueStages ?? [], fallbackOffset, kickoffs.byIndex);
  const groundless = plan.drafts.filter((d) => d.venue === null).length;
  if (groundless > 0) note(report, 'missing_data', `${groundless} match(es) name no ground: imported without a venue (the API gives venue: null)`);
  const links: Map<string, TxtLink> = pairing ? linkTxt(pairing, plan.drafts, report, files.txt) : new Map();
  const resolver = createPlayerResolver(people.byTeam, report, people.reserves, people.admit);

  const year = options.year ?? (Number(/\b(\d{4})\b/.exec(json.name)?.[1]) || Number(plan.drafts[0]?.src.date.slice(0, 4)) || new Date().getUTCFullYear());
  const season: SeasonContent = {
    competition: {
      id: seasonId(options.slug),
      name: options.name ?? (json.name.replace(/\s*\d{4}(?:[/-]\d{2,4})?\s*$/, '').trim() || json.name || options.slug),
      year,
      demo: false,
      source: options.source ?? DEFAULT_SOURCE,
      stages: plan.stages,
      groups: teams.groups,
      rules: worldCupRules(year),
    },
    teams: teams.teams,
    venues: venues.venues,
    squads: people.squads,
    matches: [],
    events: [],
    lineups: [],
    stats: [],
  };

  plan.drafts.forEach((draft, i) => {
    progress('matches', i, plan.drafts.length);
    const link = links.get(draft.id) ?? null;
    const hasExtraTime = draft.src.score.et !== null;
    const sheets: Record<Side, TeamSheet | null> = { home: null, away: null };
    for (const l of link?.txt.lineups ?? []) {
      const code = teams.index.resolve(l.team);
      const side: Side | null = code === draft.home ? 'home' : code === draft.away ? 'away' : null;
      const source = `${files.txt}:${l.line}`;
      if (!side) {
        warn(report, 'unmatched_team', `match ${draft.number}: line-up of "${l.team}", which is neither team of the match; not used`, { match: draft.number, source });
        continue;
      }
      if (sheets[side]) {
        warn(report, 'source_conflict', `match ${draft.number}: two line-ups for ${l.team}; the first is used`, { match: draft.number, source });
        continue;
      }
      sheets[side] = buildTeamSheet(l.lineup, side === 'home' ? draft.home : draft.away, draft.id, draft.number, hasExtraTime, resolver, report, source, teams.idOf);
    }
    const goals = resolveGoals(draft, resolver, report, link, { matches: files.matches, txt: files.txt });
    const score = scoreBreakdown(draft, goals, report, link);
    const completed = score.status === 'completed';
    const kicks = completed ? resolveShootout(draft, link, sheets, people.byTeam, resolver, report) : [];
    if (completed) season.events.push(...buildEvents(draft, goals, sheets, kicks, score.has_extra_time, report, teams.idOf, { runningScore: goalListComplete(draft, goals) }));
    for (const side of ['home', 'away'] as const) if (sheets[side]?.rows) season.lineups.push(...sheets[side]!.rows!);
    const row: MatchRow = {
      id: draft.id,
      match_number: draft.number,
      stage: draft.stage,
      group: draft.group,
      home_team_id: teams.idOf(draft.home),
      away_team_id: teams.idOf(draft.away),
      home_slot: null,
      away_slot: null,
      venue_id: draft.venue?.id ?? null,
      scheduled_at: draft.scheduledAt,
      ...(draft.timeTbd ? { start_time_tbd: true } : {}),
      ...score,
      home_formation: sheets.home?.rows ? sheets.home.formation : null,
      away_formation: sheets.away?.rows ? sheets.away.formation : null,
      attendance: link?.txt.attendance ?? null,
      ...(draft.replayOf ? { replay_of: draft.replayOf } : {}),
    };
    season.matches.push(row);
  });
  progress('matches', plan.drafts.length, plan.drafts.length);
  // extra time in group matches (1954: level group matches went to extra time): a rule of the format
  const groupExtraTime = season.matches.filter((m) => m.has_extra_time && !plan.drafts.find((d) => d.id === m.id)!.knockout);
  if (groupExtraTime.length > 0) {
    season.competition.rules = { ...season.competition.rules, extra_time_in_groups: true };
    note(report, 'stage_format', `${groupExtraTime.length} group match(es) went to extra time (match ${groupExtraTime.map((m) => m.match_number).join(', ')}); competition.json rules.extra_time_in_groups is true`);
  }
  const playOffs = playOffPositions(season, report);
  if (playOffs.length > 0) season.competition.rules = { ...season.competition.rules, positions: playOffs };
  resolver.flush();
  // the best spelling any source has (JSON goal lists: `Modrić` for the TXT squad's `Luka MODRIC`)
  applyBestSpellings(people.players, [...people.byTeam.values()].flat(), resolver.spellings(), report);
  const shared: SharedContent = { countries: teams.countries, players: people.players };
  return { season, shared, report };
}
