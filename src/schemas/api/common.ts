/** Building blocks of API responses (interface.md §2). `.meta` descriptions feed the OpenAPI document. */
import { z } from 'zod';

export const teamRef = z
  .object({
    id: z.string().meta({ description: 'Team public ID, `team_<id>`.', example: 'team_mex' }),
    name: z.string().meta({ description: 'Team name.' }),
    code: z.string().meta({ description: 'Three-letter team code.', example: 'MEX' }),
  })
  .meta({ id: 'TeamRef', description: 'Team reference, embedded in matches and events.' });

export const scorePair = z
  .object({ home: z.int(), away: z.int() })
  .meta({ id: 'ScorePair', description: 'Goals of the home and away team.' });

export const playerRef = z
  .object({
    id: z.string().meta({ description: 'Player public ID, `player_<id>`.' }),
    name: z.string().meta({ description: 'Abbreviated name, e.g. `J. Quiñones`.' }),
    position: z.string().meta({ description: 'Goalkeeper, Defender, Midfielder or Forward.' }),
  })
  .meta({ id: 'PlayerRef', description: 'Player reference, embedded in events and line-ups.' });

export const pageMeta = z
  .object({
    page: z.int().meta({ description: 'Page number, from 1.' }),
    per_page: z.int().meta({ description: 'Items per page, 1-100.' }),
    total: z.int().meta({ description: 'Total number of records matching the filters.' }),
  })
  .meta({ id: 'PageMeta' });
