import { z } from 'zod';
import { idCell, optionalTextCell, textCell } from './cells.ts';

/** `content/<season>/teams.csv`: the teams taking part in this season. */
export const teamRow = z.object({
  /** Stable public ID, `team_…`. The same team keeps its ID across seasons. */
  id: idCell('team'),
  /** Team name, e.g. `Mexico`. */
  name: textCell,
  /** Three-letter team code, e.g. `MEX`. */
  code: z.string().regex(/^[A-Z]{3}$/, { message: 'must be three capital letters, e.g. MEX' }),
  /** Group name from competition.json `groups`; empty when the season has no groups. */
  group: optionalTextCell,
});
export type TeamRow = z.output<typeof teamRow>;
