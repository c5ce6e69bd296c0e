import { z } from 'zod';

/** Player list item (interface.md 2.5). */
export const playerListItem = z
  .object({
    id: z.string().meta({ description: 'Player public ID, `player_<id>`.' }),
    first_name: z.string(),
    last_name: z.string(),
    full_name: z.string(),
    short_name: z.string().meta({ description: 'Abbreviated name.' }),
    position: z.string().meta({ description: 'Goalkeeper, Defender, Midfielder or Forward.' }),
    date_of_birth: z.string().nullable().meta({ description: '`YYYY-MM-DD`; null when not known.' }),
    country_code: z.string().meta({ description: 'Three-letter country code.' }),
    height_cm: z.int().nullable().meta({ description: 'Centimetres; null when not known.' }),
  })
  .meta({ id: 'PlayerListItem' });

/** Player detail (interface.md 2.6). */
export const playerDetail = playerListItem.extend({ country_name: z.string() }).meta({ id: 'PlayerDetail' });

export type PlayerListItem = z.output<typeof playerListItem>;
export type PlayerDetail = z.output<typeof playerDetail>;
