/**
 * The definition list of a competition download (decisions.md "Data teams"): every table and column,
 * its type, meaning and what empty means. The single source of the codebook (README.md, codebook.csv,
 * the SQLite `codebook` table, the JSONL codebook line), the CSV headers, the SQLite schema and the
 * JSONL keys. IDs and field names are the API's; a nested API field is flattened with `_`
 * (`home_team.id` → `home_team_id`, `first_half.home` → `first_half_home`, `stage.name` → `stage_name`).
 * One exception: an event's `type` is `event_type`, since every JSONL line's `type` names its table.
 */
import { STAT_FIELDS } from '../../schemas/content/index.ts';
import { col, opt, type ColumnDef, type TableDef } from './table-definition.ts';

const NOT_RECORDED = 'not recorded by the source';

const competitions: TableDef = {
  name: 'competitions',
  record: 'competition',
  description: 'The competition (season) of the download: one row, as `GET /competitions/{id}`.',
  primaryKey: ['id'],
  indexes: [],
  columns: [
    col('id', 'text', 'Competition (season) public ID, `season_<id>`.'),
    col('name', 'text', 'Competition name, e.g. `World Cup`.'),
    col('year', 'integer', 'Year of the season (the first year of a season across two years).'),
    col('season', 'text', 'The season: `2024-25` across two years, `2026` otherwise.'),
    col('kind', 'text', '`tournament`, `league` or `cup`.'),
    opt('series_id', 'text', 'The competition across its seasons, `series_<id>` (e.g. the Premier League).', 'content names no series'),
    opt('series_name', 'text', 'Name of the series.', 'content names no series'),
    opt('country_code', 'text', 'Country of a domestic competition (three capital letters).', 'an international competition'),
    col('status', 'text', 'When the file was made: `scheduled` (no match started), `in_progress` or `completed` (every match completed).'),
    opt('starts_on', 'date', 'UTC day of the first match.', 'no match is published yet'),
    opt('ends_on', 'date', 'UTC day of the last match.', 'no match is published yet'),
    col('teams_count', 'integer', 'Teams taking part.'),
    col('matches_count', 'integer', 'Matches published, fixtures included (rows of `matches`).'),
    opt('winner_team_id', 'text', 'The winner once the last stage is decided.', 'not decided yet (or the season was declared void)', { references: 'teams' }),
    col('demo', 'boolean', '`true` for fictional data (the demo tournament): no real teams, players or results.'),
    opt('source', 'text', 'Where the data comes from and its licence, as the competition\'s content states it.', 'content does not say'),
  ],
};

const teams: TableDef = {
  name: 'teams',
  record: 'team',
  description: 'The teams of the competition (those of its matches, squads and tables), as `GET /teams?competition_id=…` lists them.',
  primaryKey: ['id'],
  indexes: [],
  columns: [
    col('id', 'text', 'Team public ID, `team_<id>`.'),
    col('name', 'text', 'Team name.'),
    col('code', 'text', 'Three-letter team code.'),
    opt('group_name', 'text', 'The team\'s group in the competition\'s first group stage (as `stages[].groups` of `GET /competitions/{id}`).', 'the competition has no group stage, or the team is not in one'),
    col('kind', 'text', '`national` (a national team) or `club`.'),
    opt('country_name', 'text', 'The country a national team represents.', 'a club'),
  ],
};

/** What an empty player statistic means (no entry in `GET /players/{id}/stats` for the competition). */
const NO_APPEARANCE = 'no appearance of the player is recorded in the competition (he did not play, or his matches have no recorded line-ups or events naming him)';

const playerCount = (name: string, description: string): ColumnDef => opt(name, 'integer', `${description} In this competition, as \`GET /players/{id}/stats\`.`, NO_APPEARANCE);

const players: TableDef = {
  name: 'players',
  record: 'player',
  description: 'Every player of the competition\'s squads, line-ups and events, as `GET /players/{id}`, with his statistics in this competition as `GET /players/{id}/stats?competition_id=…`.',
  primaryKey: ['id'],
  indexes: [['last_name', 'first_name']],
  columns: [
    col('id', 'text', 'Player public ID, `player_<id>`.'),
    col('first_name', 'text', 'Given name(s).'),
    col('last_name', 'text', 'Family name(s).'),
    col('full_name', 'text', 'Name as usually written in full.'),
    col('short_name', 'text', 'Abbreviated name, as events and line-ups of the API show it (`name`).'),
    col('position', 'text', 'Usual position: `Goalkeeper`, `Defender`, `Midfielder` or `Forward`.'),
    opt('date_of_birth', 'date', 'Date of birth.', 'not known'),
    col('country_code', 'text', 'Country the player represents (three capital letters).'),
    col('country_name', 'text', 'Name of that country.'),
    opt('height_cm', 'integer', 'Height in centimetres.', 'not known'),
    opt('team_id', 'text', 'The team he played for in his latest match of the competition; else the team whose squad lists him.', 'neither is recorded', { references: 'teams' }),
    opt('jersey_number', 'integer', 'His squad number in the competition.', 'not in a squad of the competition, or the number is not known'),
    playerCount('matches', 'Matches played (started or came on).'),
    playerCount('starts', 'Matches started.'),
    opt('minutes', 'integer', 'Minutes played, from line-ups and substitutions (120 for a match with extra time). In this competition, as `GET /players/{id}/stats`.', `${NO_APPEARANCE}; or one of his matches has no recorded line-ups, so the minutes are not known`),
    playerCount('goals', 'Goals, own goals not counted.'),
    playerCount('penalties', 'Penalty goals (shoot-outs not counted).'),
    playerCount('own_goals', 'Own goals.'),
    playerCount('yellow_cards', 'Yellow cards.'),
    playerCount('second_yellow_cards', 'Second yellow cards.'),
    playerCount('red_cards', 'Straight red cards.'),
    playerCount('substituted_on', 'Times he came on.'),
    playerCount('substituted_off', 'Times he went off.'),
  ],
};

const score = (name: string, description: string, empty: string): ColumnDef => opt(name, 'integer', description, empty);
const HALF_UNKNOWN = 'the source does not know the half-time score (a completed match of an incomplete source; then all four half cells are empty)';

const matches: TableDef = {
  name: 'matches',
  record: 'match',
  description: 'Every match of the competition, fixtures included, in the API\'s list order (kick-off, match number, ID): the fields of `GET /matches/{id}` and its list item, flattened. `coverage_*` says what is recorded, so "not recorded" is never mistaken for "none".',
  primaryKey: ['id'],
  indexes: [['scheduled_at'], ['stage_name', 'group_name'], ['status']],
  columns: [
    col('id', 'text', 'Match public ID, `match_<id>`.'),
    col('match_number', 'integer', 'Number of the match within the competition.'),
    col('competition_id', 'text', 'The competition (`competition.id`).', { references: 'competitions' }),
    col('stage_name', 'text', 'Stage, e.g. `Group stage`, `Final` (`stage.name`).'),
    opt('group_name', 'text', 'Group, e.g. `Group A` (`group.name`).', 'not a group match (knockout or league stage)'),
    col('scheduled_at', 'timestamp', 'Kick-off. When `start_time_tbd` is true: noon local time at the venue on the match day.'),
    col('start_time_tbd', 'boolean', '`true` when the sources know the day but not the kick-off time.'),
    col('status', 'text', '`scheduled`, `in_play` or `completed` when the file was made.'),
    opt('status_detail', 'text', '`postponed` (status `scheduled`), `awarded` (status `completed`, the awarded score; counts in tables) or `cancelled` (status `completed`, no score; never counts).', 'an ordinary match'),
    opt('home_team_id', 'text', 'Home team (`home_team.id`).', 'not known yet: see `home_slot`', { references: 'teams' }),
    opt('away_team_id', 'text', 'Away team (`away_team.id`).', 'not known yet: see `away_slot`', { references: 'teams' }),
    opt('home_slot', 'text', 'While the home team is not known, where it comes from in words, e.g. `Winner Group A`, `Loser match 101`.', 'the team is known'),
    opt('away_slot', 'text', 'While the away team is not known, where it comes from in words.', 'the team is known'),
    score('home_score', 'Goals of the home team, extra time included, shoot-out excluded; 0 before the match.', 'a cancelled match'),
    score('away_score', 'Goals of the away team, extra time included, shoot-out excluded; 0 before the match.', 'a cancelled match'),
    score('first_half_home', 'Home goals scored in the first half (`first_half.home`); 0 before the match.', HALF_UNKNOWN),
    score('first_half_away', 'Away goals scored in the first half (`first_half.away`).', HALF_UNKNOWN),
    score('second_half_home', 'Home goals scored in the second half (`second_half.home`).', HALF_UNKNOWN),
    score('second_half_away', 'Away goals scored in the second half (`second_half.away`).', HALF_UNKNOWN),
    score('extra_time_home', 'Home goals scored in extra time (`extra_time.home`).', 'no extra time was played (see `has_extra_time`), or its goals are not known'),
    score('extra_time_away', 'Away goals scored in extra time (`extra_time.away`).', 'no extra time was played, or its goals are not known'),
    col('has_extra_time', 'boolean', '`true` when extra time was played.'),
    col('has_penalties', 'boolean', '`true` when a penalty shoot-out decided the match.'),
    score('home_penalty', 'Home shoot-out goals.', 'no shoot-out'),
    score('away_penalty', 'Away shoot-out goals.', 'no shoot-out'),
    opt('winner_team_id', 'text', 'The team that won the completed match: the higher score, else the shoot-out.', 'not completed, a draw, a cancelled match, or a drawn match that was replayed', { references: 'teams' }),
    opt('venue_name', 'text', 'Stadium name (`venue.name`).', NOT_RECORDED),
    opt('venue_city', 'text', 'Stadium city (`venue.city`).', NOT_RECORDED),
    opt('attendance', 'integer', 'Spectators (not in the API\'s match resource; from content).', 'not known'),
    opt('home_formation', 'text', 'Home formation, e.g. `4-3-3`.', 'no line-ups recorded'),
    opt('away_formation', 'text', 'Away formation.', 'no line-ups recorded'),
    col('coverage_events', 'boolean', '`true` when every goal is recorded in `events` with its minute and scorer (always true before and during a match). `false`: `events` holds what the source has, possibly nothing; a goal not in `events` is not recorded, not absent.'),
    col('coverage_lineups', 'boolean', '`true` when both line-ups are recorded: `lineups` then has the match\'s rows. `false`: no rows, the line-ups are not recorded.'),
    col('coverage_stats', 'boolean', '`true` when both teams\' statistics are recorded: `stats` then has two rows for the match. `false`: no rows, not recorded.'),
    opt('minute', 'integer', 'Minute of play while the match was `in_play` when the file was made.', 'not in play'),
    opt('period', 'text', 'Period while the match was `in_play`: `first_half`, `half_time`, `second_half`, `extra_time` or `penalties`.', 'not in play'),
    col('updated_at', 'timestamp', 'When anything of the match last changed (result, status, teams, kick-off, venue, events, line-ups or statistics): kept in content, so not the time the file was made; while the match is played, its last live update. `GET /matches?updated_since=` fetches what changed after a download.'),
  ],
};

const events: TableDef = {
  name: 'events',
  record: 'event',
  description: 'Goals, cards, substitutions, missed penalties, VAR decisions and shoot-out kicks, as `GET /matches/{id}/events`, in its order per match. Only what is recorded: a match whose `coverage_events` is false may lack goals.',
  primaryKey: ['match_id', 'id'],
  indexes: [['event_type', 'detail']],
  columns: [
    col('match_id', 'text', 'The match.', { references: 'matches' }),
    col('id', 'integer', 'Sequence number of the event within the match, from 1 (the API\'s event `id`).'),
    col('event_type', 'text', 'The API\'s event `type` (renamed: every JSONL line\'s `type` names its table): `goal`, `card`, `substitution`, `missed_penalty`, `var` or `shootout`.'),
    col('detail', 'text', 'Subtype. goal: `normal`, `penalty`, `own_goal`; card: `yellow`, `second_yellow`, `red`; substitution: `substitution`; missed_penalty: `saved`, `missed`; var: `goal_disallowed`, `penalty_awarded`, `penalty_cancelled`, `red_card`, `card_cancelled`; shootout: `scored`, `missed`.'),
    col('minute', 'integer', 'Minute of the match (shoot-out kicks: 120, or 90 without extra time).'),
    opt('extra_minute', 'integer', 'Added time within `minute` (45+2: minute 45, extra_minute 2).', 'not in added time'),
    col('team_id', 'text', 'Team of the event; for an own goal, the team credited with the goal (`team.id`).', { references: 'teams' }),
    opt('player_id', 'text', 'Scorer, booked player, player coming on, kicker (`player.id`).', 'a VAR review without a player', { references: 'players' }),
    opt('player_off_id', 'text', 'Substitutions: the player going off (`player_off.id`).', 'not a substitution', { references: 'players' }),
    opt('score_home', 'integer', 'Goals and shoot-out kicks: home score after the event (shoot-out: home kicks scored so far) (`score.home`).', 'not a goal or kick, or the running score is not recorded (a match whose goals are not all recorded)'),
    opt('score_away', 'integer', 'Goals and shoot-out kicks: away score after the event (`score.away`).', 'not a goal or kick, or the running score is not recorded'),
  ],
};

const lineups: TableDef = {
  name: 'lineups',
  record: 'lineup',
  description: 'Starting elevens and substitutes, as `GET /matches/{id}/lineups`: home then away, starters first. Only matches whose `coverage_lineups` is true have rows.',
  primaryKey: ['match_id', 'player_id'],
  indexes: [],
  columns: [
    col('match_id', 'text', 'The match.', { references: 'matches' }),
    col('team_id', 'text', 'The player\'s team (`home.team.id` or `away.team.id`).', { references: 'teams' }),
    col('player_id', 'text', 'The player (`player.id`).', { references: 'players' }),
    col('starting', 'boolean', '`true` in the starting eleven (`starting`), `false` a substitute (`substitutes`).'),
    opt('jersey_number', 'integer', 'Shirt number.', 'the source does not know it'),
    col('position', 'text', 'Role in this match: `Goalkeeper`, `Defender`, `Midfielder` or `Forward`.'),
    col('captain', 'boolean', '`true` for the captain.'),
  ],
};

const STAT_TEXT: Record<(typeof STAT_FIELDS)[number], string> = {
  possession: 'Ball possession, percent.',
  shots: 'Shots.',
  shots_on_target: 'Shots on target.',
  corners: 'Corner kicks.',
  fouls: 'Fouls committed.',
  offsides: 'Offsides.',
  yellow_cards: 'Yellow cards.',
  red_cards: 'Red cards (a second yellow counts).',
  saves: 'Goalkeeper saves.',
  passes: 'Passes.',
  pass_accuracy: 'Completed passes, percent.',
};

const stats: TableDef = {
  name: 'stats',
  record: 'stats',
  description: 'Team statistics, as `GET /matches/{id}/stats`: two rows (home, away) per match whose `coverage_stats` is true, none otherwise.',
  primaryKey: ['match_id', 'team_id'],
  indexes: [],
  columns: [
    col('match_id', 'text', 'The match.', { references: 'matches' }),
    col('team_id', 'text', 'The team (`team.id`).', { references: 'teams' }),
    ...STAT_FIELDS.map((f) => opt(f, 'integer', STAT_TEXT[f], NOT_RECORDED)),
  ],
};

const standings: TableDef = {
  name: 'standings',
  record: 'standing',
  description: 'One row per team per table (a group of a group stage, or a league stage), as `GET /competitions/{id}/standings`: stages in playing order, positions after the competition\'s own points and tie-breakers.',
  primaryKey: ['stage_name', 'team_id'],
  indexes: [['stage_name', 'group_name', 'position']],
  columns: [
    col('stage_name', 'text', 'Stage of the table (`stage.name`).'),
    opt('group_name', 'text', 'Group of the table (`group.name`).', 'a league stage (one table)'),
    col('position', 'integer', 'Position in the table, from 1, after the competition\'s tie-breakers.'),
    col('team_id', 'text', 'The team (`team.id`).', { references: 'teams' }),
    col('played', 'integer', 'Matches played.'),
    col('won', 'integer', 'Won.'),
    col('drawn', 'integer', 'Drawn.'),
    col('lost', 'integer', 'Lost.'),
    col('goals_for', 'integer', 'Goals scored.'),
    col('goals_against', 'integer', 'Goals conceded.'),
    col('goal_difference', 'integer', 'goals_for minus goals_against.'),
    col('points', 'integer', 'Points, with the competition\'s points per win (3, or 2 before 1994) and its adjustments.'),
    opt('form', 'text', 'Results of the team\'s last five matches of the stage, oldest first, one letter each: `W`, `D`, `L` (the API\'s `form` array, joined).', 'no match played in the stage yet'),
    col('adjustment', 'integer', 'Points added (positive) or deducted (negative) by the competition; `points` includes them.'),
    opt('adjustment_reason', 'text', 'Why the points were adjusted.', 'no adjustment'),
    opt('zone_id', 'text', 'The zone of the position (e.g. promotion, relegation) (`zone.id`).', 'outside every zone'),
    opt('zone_name', 'text', 'Name of the zone (`zone.name`).', 'outside every zone'),
    col('live', 'boolean', 'The table\'s `live`: `true` while a match of it was in play when the file was made (its score then counted).'),
    col('ranked_by', 'text', 'The table\'s `ranked_by`: `points`, or `points_per_match` for a season curtailed by that rule.'),
  ],
};


/** Every table, in the order of the files, the codebook and the JSONL lines. */
export const EXPORT_TABLES: readonly TableDef[] = [competitions, teams, players, matches, events, lineups, stats, standings];

export type TableName = 'competitions' | 'teams' | 'players' | 'matches' | 'events' | 'lineups' | 'stats' | 'standings';

export const TABLE_BY_NAME = new Map(EXPORT_TABLES.map((t) => [t.name as TableName, t]));
