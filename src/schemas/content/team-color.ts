import { z } from 'zod';
import { idCell } from './cells.ts';

/** A colour as `#rrggbb` (six hexadecimal digits, either case), read lower-cased. */
export const colorCell = z
  .string()
  .regex(/^#[0-9A-Fa-f]{6}$/, { message: 'must be a colour written #rrggbb, e.g. #c8102e' })
  .transform((s) => s.toLowerCase());

/**
 * `content/team-colors.csv` (optional, shared by all competitions): a club's colours, shown as a
 * small two-colour badge beside its name where the team has no flag (src/lib/site/team-mark.ts).
 */
export const teamColorRow = z.object({
  /** → a team of some season's teams.csv; one row per team. */
  team_id: idCell('team'),
  /** Main colour of the shirt, e.g. `#c8102e`. */
  primary: colorCell,
  /** Second colour (trim, shorts or stripes), e.g. `#ffffff`. */
  secondary: colorCell,
});
export type TeamColorRow = z.output<typeof teamColorRow>;
