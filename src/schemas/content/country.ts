import { z } from 'zod';
import { textCell } from './cells.ts';

/** `content/countries.csv`: one row per country, shared by all competitions. */
export const countryRow = z.object({
  /** Three-letter country code (FIFA / IOC style), e.g. `MEX`. Referenced by players and venues. */
  code: z.string().regex(/^[A-Z]{3}$/, { message: 'must be three capital letters, e.g. MEX' }),
  /** Country name in English, e.g. `Mexico`. */
  name: textCell,
});
export type CountryRow = z.output<typeof countryRow>;
