/**
 * Unique IDs and resolvable references across all files. They run on every row's valid cells
 * (context.ts `cells`), rows with a bad cell included: a cell left out is not checked.
 */
import type { ReadRow } from '../csv-read.ts';
import type { ProblemList } from '../problem.ts';
import { groupMembers, type ContentContext } from './context.ts';

/** `key` gives undefined when a cell it needs is not valid: that row is not compared. */
function unique<T>(rows: ReadRow<T>[], key: (v: T) => string | undefined, field: string, what: string, problems: ProblemList, seen = new Map<string, ReadRow<T>>()): void {
  for (const r of rows) {
    const k = key(r.value);
    if (k === undefined) continue;
    const first = seen.get(k);
    if (first) problems.at(r.origin, field, `duplicate ${what} ${k} (first defined at ${first.origin.file}:${first.origin.line})`);
    else seen.set(k, r);
  }
}

/** `a<sep>b`, or undefined when either cell is not valid. */
const pair = (a: unknown, sep: string, b: unknown) => (a === undefined || b === undefined ? undefined : `${a}${sep}${b}`);

/**
 * `fully`: partial validation (rules/index.ts): a season it does not name was read light and meets
 * only the cross-season rules (season IDs, one name and code per team, match IDs); its own rules
 * were met when it was last checked fully. With every competition, 92,691 light match rows went
 * through the season's own checks for nothing (about 0.15 s of each incremental build).
 */
export function checkIdentity(ctx: ContentContext, problems: ProblemList, fully?: ReadonlySet<string>): void {
  const { raw } = ctx;
  unique(ctx.cells.countries, (v) => v.code, 'code', 'country code', problems);
  unique(ctx.cells.players, (v) => v.id, 'id', 'player ID', problems);
  for (const r of ctx.cells.players) {
    const code = r.value.country_code;
    if (code !== undefined && !ctx.knownCountry(code)) problems.at(r.origin, 'country_code', `country_code ${code} is not in countries.csv`);
  }
  const seasonIds = new Map<string, string>();
  const matchIds = new Map();
  const teamsAcross = new Map<string, { name: string; code: string; file: string }>();
  for (const sc of ctx.seasons) {
    const s = sc.season;
    const comp = s.competition;
    const light = fully !== undefined && !fully.has(s.slug);
    if (comp) {
      const prev = seasonIds.get(comp.id);
      if (prev) problems.at(s.competitionOrigin, null, `duplicate season ID ${comp.id} (also in ${prev})`);
      else seasonIds.set(comp.id, s.competitionOrigin.file);
    }
    if (comp && !light) {
      const stageNames = comp.stages.map((x) => x.name);
      if (new Set(stageNames).size !== stageNames.length) problems.at(s.competitionOrigin, null, 'stages: stage names must be unique');
      if (new Set(comp.groups).size !== comp.groups.length) problems.at(s.competitionOrigin, null, 'groups: group names must be unique');
    }
    const groups = new Set(comp?.groups ?? []);
    const cells = sc.cells;
    unique(cells.teams, (v) => v.id, 'id', 'team ID', problems);
    for (const r of cells.teams) {
      const t = r.value;
      if (!light && t.group !== null && t.group !== undefined && comp && !groups.has(t.group)) problems.at(r.origin, 'group', `group "${t.group}" is not one of the groups in competition.json`);
      if (t.id === undefined || t.name === undefined || t.code === undefined) continue;
      const other = teamsAcross.get(t.id);
      if (other && (other.name !== t.name || other.code !== t.code))
        problems.at(r.origin, 'name', `team ${t.id} is "${t.name}" (${t.code}) here but "${other.name}" (${other.code}) in ${other.file}; one team keeps one name and code`);
      else if (!other) teamsAcross.set(t.id, { name: t.name, code: t.code, file: r.origin.file });
    }
    if (light) {
      unique(cells.matches, (v) => v.id, 'id', 'match ID', problems, matchIds);
      continue;
    }
    unique(cells.teams, (v) => v.code, 'code', 'team code', problems);
    for (const f of comp?.rules.positions ?? []) {
      // a group of a later group stage takes its members from its matches (group-stages.ts)
      const members = groupMembers(sc, f.group);
      const where = `rules.positions: ${f.team_id} in ${f.group}`;
      if (!groups.has(f.group)) problems.at(s.competitionOrigin, null, `${where}: "${f.group}" is not one of the groups`);
      else if (!members.ids.includes(f.team_id))
        problems.at(s.competitionOrigin, null, members.from === 'teams.csv' ? `${where}: teams.csv does not put ${f.team_id} in ${f.group}` : `${where}: no match of ${f.group} (a group of a later group stage) names ${f.team_id}`);
      else if (f.position > members.ids.length) problems.at(s.competitionOrigin, null, `${where}: position ${f.position} but the group has ${members.ids.length} teams`);
    }
    unique(cells.venues, (v) => v.id, 'id', 'venue ID', problems);
    for (const r of cells.venues) {
      const code = r.value.country_code;
      if (code !== undefined && !ctx.knownCountry(code)) problems.at(r.origin, 'country_code', `country_code ${code} is not in countries.csv`);
    }
    unique(cells.squads, (v) => pair(v.team_id, '/', v.player_id), 'player_id', 'squad entry', problems);
    const playerTeam = new Map<string, string>();
    for (const r of cells.squads) {
      const { team_id, player_id } = r.value;
      if (team_id !== undefined && !sc.knownTeam(team_id)) problems.at(r.origin, 'team_id', `team_id ${team_id} is not in teams.csv`);
      if (player_id !== undefined && !ctx.knownPlayer(player_id)) problems.at(r.origin, 'player_id', `player_id ${player_id} is not in players.csv`);
      if (team_id === undefined || player_id === undefined) continue;
      const other = playerTeam.get(player_id);
      if (other && other !== team_id) problems.at(r.origin, 'player_id', `player ${player_id} is already in the squad of ${other}`);
      playerTeam.set(player_id, team_id);
    }
    for (const [teamId, squad] of sc.squads) {
      const byNumber = new Map<number, string>();
      for (const r of squad.values()) {
        const n = r.value.jersey_number;
        if (n === null) continue;
        if (byNumber.has(n)) problems.at(r.origin, 'jersey_number', `jersey_number ${n} is already worn by ${byNumber.get(n)} in ${teamId}'s squad`);
        else byNumber.set(n, r.value.player_id);
      }
    }
    unique(cells.matches, (v) => v.id, 'id', 'match ID', problems, matchIds);
    unique(cells.matches, (v) => (v.match_number === undefined ? undefined : String(v.match_number)), 'match_number', 'match_number', problems);
    for (const r of cells.matches) {
      const m = r.value;
      for (const f of ['home_team_id', 'away_team_id'] as const) {
        const id = m[f];
        if (id !== null && id !== undefined && !sc.knownTeam(id)) problems.at(r.origin, f, `${f} ${id} is not in this season's teams.csv`);
      }
      if (m.venue_id !== null && m.venue_id !== undefined && !sc.knownVenue(m.venue_id)) problems.at(r.origin, 'venue_id', `venue_id ${m.venue_id} is not in this season's venues.csv`);
    }
    const refs = [cells.events, cells.lineups, cells.stats] as ReadRow<{ match_id?: string; player_id?: string | null; player_off_id?: string | null }>[][];
    for (const rows of refs) {
      for (const r of rows) {
        const matchId = r.value.match_id;
        if (matchId !== undefined && !sc.knownMatch(matchId)) problems.at(r.origin, 'match_id', `match_id ${matchId} is not in this season's matches.csv`);
        for (const f of ['player_id', 'player_off_id'] as const) {
          const id = r.value[f];
          if (id && !ctx.knownPlayer(id)) problems.at(r.origin, f, `${f} ${id} is not in players.csv`);
        }
      }
    }
    unique(cells.events, (v) => pair(v.match_id, '#', v.seq), 'seq', 'event seq in match', problems);
    unique(cells.lineups, (v) => pair(v.match_id, '/', v.player_id), 'player_id', 'line-up entry for player in match', problems);
    unique(cells.stats, (v) => pair(v.match_id, '/', v.team_id), 'team_id', 'stats row for team in match', problems);
  }
}
