import { z } from 'zod';
import { idCell, optionalIntCell, textCell } from './cells.ts';

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** `content/<season>/venues.csv`: stadiums used in this season. */
export const venueRow = z.object({
  /** Stable ID, `venue_…`. */
  id: idCell('venue'),
  /** Stadium name, e.g. `Estadio Azteca`. */
  name: textCell,
  /** City, e.g. `Mexico City`. */
  city: textCell,
  /** Country code of countries.csv. */
  country_code: z.string().regex(/^[A-Z]{3}$/, { message: 'must be three capital letters, e.g. MEX' }),
  /** IANA time zone of the venue, e.g. `America/Mexico_City`; the site shows local kick-off from it. */
  timezone: z.string().refine(isTimeZone, { message: 'must be an IANA time zone such as America/Mexico_City' }),
  /** Seats; empty when not known. */
  capacity: optionalIntCell(0, 250000),
});
export type VenueRow = z.output<typeof venueRow>;
