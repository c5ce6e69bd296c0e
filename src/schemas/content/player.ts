import { z } from 'zod';
import { POSITIONS } from './vocabulary.ts';
import { enumCell, idCell, optionalDateCell, optionalIntCell, textCell } from './cells.ts';

/** `content/players.csv`: one row per player, shared by all competitions. */
export const playerRow = z.object({
  /** Stable public ID, `player_…`. Never reuse or change a published ID. */
  id: idCell('player'),
  /** Given name(s), e.g. `Julián`. */
  first_name: textCell,
  /** Family name(s), e.g. `Quiñones`. */
  last_name: textCell,
  /** Name as usually written in full, e.g. `Julián Quiñones`. Player search runs on this. */
  full_name: textCell,
  /** Abbreviated name shown in events and line-ups, e.g. `J. Quiñones`. */
  short_name: textCell,
  /** Usual position: Goalkeeper, Defender, Midfielder or Forward. */
  position: enumCell(POSITIONS),
  /** Date of birth `YYYY-MM-DD`; empty when not known. */
  date_of_birth: optionalDateCell,
  /** Country the player represents; a `code` of countries.csv. */
  country_code: z.string().regex(/^[A-Z]{3}$/, { message: 'must be three capital letters, e.g. MEX' }),
  /** Height in centimetres; empty when not known. */
  height_cm: optionalIntCell(140, 220),
});
export type PlayerRow = z.output<typeof playerRow>;
