import { z } from 'zod';
import { teamRef } from './common.ts';

/** Team detail: the team reference plus country, kind and competitions. */
export const teamDetail = teamRef
  .extend({
    country_name: z.string().nullable().meta({ description: 'The country a national team represents; null for a club.' }),
    kind: z.enum(['national', 'club']),
    competitions: z
      .array(z.object({ id: z.string(), name: z.string(), year: z.int() }))
      .meta({ description: 'Competitions the team took part in, newest first.' }),
  })
  .meta({ id: 'TeamDetail' });
