/**
 * A match as schema.org structured data (a `SportsEvent` in JSON-LD) for its page: what search
 * engines read for the fixture, the venue and the teams. Pure; the page's addresses come from
 * seo.ts (PageLinks: absolute, or none without MATCHDAY_SITE_URL) and the text is embedded with
 * seo.ts `jsonLdText`.
 *
 * eventStatus: schema.org's EventStatusType has EventScheduled, EventPostponed, EventCancelled,
 * EventRescheduled and EventMovedOnline, and no "completed" value: a match played (or being played)
 * on its date is EventScheduled, as schema.org and Google describe a past event that took place;
 * a postponed match is EventPostponed and a cancelled one EventCancelled (`status_detail`).
 */
import type { Dataset, Match } from '../dataset/dataset.ts';
import { venueOf } from '../dataset/dataset.ts';
import { seasonTitle } from '../../schemas/content/competition.ts';
import { startTimeTbd, statusDetail } from '../../schemas/content/index.ts';
import { matchSide, type MatchSide } from './format.ts';
import { dayIn } from './time.ts';
import type { PageLinks } from './seo.ts';

const SCHEMA = 'https://schema.org/';

export type EventStatus = 'EventScheduled' | 'EventPostponed' | 'EventCancelled';

interface SportsTeamLd {
  '@type': 'SportsTeam';
  name: string;
  url?: string;
}

export interface SportsEventLd {
  '@context': 'https://schema.org';
  '@type': 'SportsEvent';
  name: string;
  description: string;
  /** ISO 8601: the kick-off instant, or the day at the venue when the time is not known. */
  startDate: string;
  eventStatus: `https://schema.org/${EventStatus}`;
  eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode';
  sport: 'Soccer';
  url?: string;
  image?: string[];
  location?: { '@type': 'Place'; name: string; address: { '@type': 'PostalAddress'; addressLocality: string; addressCountry: string } };
  homeTeam?: SportsTeamLd;
  awayTeam?: SportsTeamLd;
  competitor?: SportsTeamLd[];
}

export function eventStatus(m: Pick<Match, 'status_detail'>): EventStatus {
  const d = statusDetail(m);
  return d === 'postponed' ? 'EventPostponed' : d === 'cancelled' ? 'EventCancelled' : 'EventScheduled';
}

/** The score line of a match that has one (played or in play; never a cancelled one). */
function result(m: Match, home: MatchSide, away: MatchSide): string | null {
  if (m.status === 'scheduled' || statusDetail(m) === 'cancelled') return null;
  const score = `${home.name} ${m.home_score}–${m.away_score} ${away.name}`;
  if (m.status === 'in_play') return `${score} (in play)`;
  if (m.has_penalties) return `${score}, ${m.home_penalty ?? 0}–${m.away_penalty ?? 0} on penalties`;
  return m.has_extra_time ? `${score} after extra time` : score;
}

export function matchJsonLd(ds: Pick<Dataset, 'teams' | 'venues' | 'seasonVenues' | 'countries' | 'seasons'>, m: Match, links: PageLinks): SportsEventLd {
  const home = matchSide(ds, m, 'home');
  const away = matchSide(ds, m, 'away');
  const venue = venueOf(ds, m);
  const season = ds.seasons.get(m.season_id);
  const status = eventStatus(m);
  const team = (t: MatchSide): SportsTeamLd | undefined => {
    if (t.id === null) return undefined;
    const url = links.href(`/teams/${t.id}/`);
    return { '@type': 'SportsTeam', name: t.name, ...(url !== null ? { url } : {}) };
  };
  const homeTeam = team(home);
  const awayTeam = team(away);
  const competitors = [homeTeam, awayTeam].filter((t): t is SportsTeamLd => t !== undefined);
  const name = `${home.name} v ${away.name}`;
  const where = [season ? seasonTitle(season) : null, m.group ?? m.stage, `match ${m.match_number}`].filter(Boolean).join(', ');
  const what = result(m, home, away) ?? (status === 'EventScheduled' ? name : `${name}, ${status === 'EventCancelled' ? 'cancelled' : 'postponed'}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name,
    description: `${where}: ${what}.`,
    startDate: startTimeTbd(m) ? dayIn(m.scheduled_at, venue?.timezone ?? 'Etc/UTC') : m.scheduled_at,
    eventStatus: `${SCHEMA}${status}`,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    sport: 'Soccer',
    ...(links.url !== null ? { url: links.url } : {}),
    ...(links.image !== null ? { image: [links.image] } : {}),
    ...(venue
      ? {
          location: {
            '@type': 'Place',
            name: venue.name,
            address: { '@type': 'PostalAddress', addressLocality: venue.city, addressCountry: ds.countries.get(venue.country_code)?.name ?? venue.country_code },
          },
        }
      : {}),
    ...(homeTeam ? { homeTeam } : {}),
    ...(awayTeam ? { awayTeam } : {}),
    ...(competitors.length > 0 ? { competitor: competitors } : {}),
  };
}
