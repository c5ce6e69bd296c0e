/** Calendar feeds of the site: matches → iCalendar events. */
import { seasonTitle } from '../../schemas/content/competition.ts';
import { venueOf, type Dataset, type Match } from '../dataset/dataset.ts';
import { buildCalendar } from './ics.ts';
import { matchSide } from './format.ts';
import { dayIn } from './time.ts';
import { startTimeTbd } from '../../schemas/content/index.ts';

export function matchCalendar(ds: Dataset, matches: readonly Match[], name: string, description: string, stamp: Date): string {
  return buildCalendar({
    name,
    description,
    stamp: stamp.toISOString(),
    events: matches.map((m) => {
      const home = matchSide(ds, m, 'home');
      const away = matchSide(ds, m, 'away');
      const venue = venueOf(ds, m);
      const season = ds.seasons.get(m.season_id)!;
      const score = m.status === 'completed' ? ` ${m.home_score}–${m.away_score}${m.has_penalties ? ` (${m.home_penalty}–${m.away_penalty} pens)` : ''} ` : ' v ';
      return {
        uid: `${m.id}@matchday`,
        start: m.scheduled_at,
        durationMinutes: 120,
        // kick-off time not known: an all-day event on the match day at the venue
        ...(startTimeTbd(m) ? { day: dayIn(m.scheduled_at, venue?.timezone ?? 'Etc/UTC') } : {}),
        summary: `${home.name}${score}${away.name}`,
        location: venue ? `${venue.name}, ${venue.city}` : undefined,
        description: `${seasonTitle(season)} · ${m.stage}${m.group ? ` · ${m.group}` : ''} · match ${m.match_number}${season.demo ? ' · demo data, fictional' : ''}`,
        categories: [m.stage],
      };
    }),
  });
}
