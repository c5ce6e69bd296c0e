/** schema.org SportsEvent JSON-LD of a match page (src/lib/site/match-json-ld.ts, embedded with seo.ts jsonLdText). */
import { beforeAll, describe, expect, test } from 'vitest';
import { matchJsonLd } from '../../src/lib/site/match-json-ld.ts';
import { jsonLdText, pageSeo } from '../../src/lib/site/seo.ts';
import { buildDataset, type Dataset, type Match } from '../../src/lib/dataset/dataset.ts';
import { loadContent } from '../../src/lib/content/load.ts';
import { snapshotOf } from '../../src/lib/dataset/snapshot.ts';
import { writeFixture } from '../fixtures/minimal-content.ts';

const ORIGIN = 'https://matchday.example';
let ds: Dataset;
const match = (id: string) => ds.matches.get(id)!;
const links = (m: Match, origin: string | null = ORIGIN) =>
  pageSeo({ origin, path: `/matches/${m.id}/`, title: 't', description: 'd', image: { src: `/og/matches/${m.id}.png`, alt: 'a' } }).links;

beforeAll(async () => {
  // Match 2 is known by its day only, at a venue 14 hours ahead of UTC: noon there is the day before in UTC.
  const { raw, problems } = await loadContent(await writeFixture((f) => {
    f.season.venues[0]!.timezone = 'Pacific/Kiritimati';
    const two = f.season.matches.find((m) => m.id === 'match_fx-2')!;
    two.start_time_tbd = true;
    two.scheduled_at = '2030-06-01T22:00:00.000Z';
  }));
  expect(problems).toEqual([]);
  ds = buildDataset(snapshotOf(raw));
});

describe('matchJsonLd', () => {
  test('a completed match: the kick-off instant, the venue, both teams, the result; eventStatus EventScheduled (schema.org has no "completed")', () => {
    const m = match('match_fx-1');
    expect(matchJsonLd(ds, m, links(m))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: 'Aland v Borea',
      description: 'Fixture Cup 2030, Group A, match 1: Aland 2–1 Borea.',
      startDate: '2030-06-01T18:00:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      sport: 'Soccer',
      url: `${ORIGIN}/matches/match_fx-1/`,
      image: [`${ORIGIN}/og/matches/match_fx-1.png`],
      location: { '@type': 'Place', name: 'Fixture Park', address: { '@type': 'PostalAddress', addressLocality: 'Testville', addressCountry: 'Aland' } },
      homeTeam: { '@type': 'SportsTeam', name: 'Aland', url: `${ORIGIN}/teams/team_aaa/` },
      awayTeam: { '@type': 'SportsTeam', name: 'Borea', url: `${ORIGIN}/teams/team_bbb/` },
      competitor: [
        { '@type': 'SportsTeam', name: 'Aland', url: `${ORIGIN}/teams/team_aaa/` },
        { '@type': 'SportsTeam', name: 'Borea', url: `${ORIGIN}/teams/team_bbb/` },
      ],
    });
  });

  test('a final decided on penalties says so', () => {
    const m = match('match_fx-3');
    expect(matchJsonLd(ds, m, links(m)).description).toBe('Fixture Cup 2030, Final, match 3: Aland 2–2 Cyrenia, 1–0 on penalties.');
  });

  test('a scheduled match whose kick-off time is not known: the date only, the day at the venue', () => {
    const m = match('match_fx-2');
    const ld = matchJsonLd(ds, m, links(m));
    expect(ld.startDate).toBe('2030-06-02');
    expect(ld.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(ld.description).toBe('Fixture Cup 2030, Group A, match 2: Cyrenia v Dalmoor.');
  });

  test('a cancelled match is EventCancelled, with no score; a postponed one EventPostponed', () => {
    const one = match('match_fx-1');
    const cancelled = { ...one, status_detail: 'cancelled' as const, home_score: 0, away_score: 0 };
    const ld = matchJsonLd(ds, cancelled, links(cancelled));
    expect(ld.eventStatus).toBe('https://schema.org/EventCancelled');
    expect(ld.description).toBe('Fixture Cup 2030, Group A, match 1: Aland v Borea, cancelled.');
    const postponed = { ...match('match_fx-2'), status_detail: 'postponed' as const };
    expect(matchJsonLd(ds, postponed, links(postponed)).eventStatus).toBe('https://schema.org/EventPostponed');
  });

  test('a slot fixture without teams: named by its slots, no SportsTeam for a side not known yet', () => {
    const slot: Match = { ...match('match_fx-3'), status: 'scheduled', home_score: 0, away_score: 0, has_penalties: false, has_extra_time: false, home_team_id: null, away_team_id: null, home_slot: 'Winner Group A', away_slot: 'Runner-up Group A' };
    const ld = matchJsonLd(ds, slot, links(slot));
    expect(ld.name).toBe('Winner Group A v Runner-up Group A');
    expect(ld).not.toHaveProperty('homeTeam');
    expect(ld).not.toHaveProperty('awayTeam');
    expect(ld).not.toHaveProperty('competitor');
    const half: Match = { ...slot, home_team_id: 'team_aaa' };
    const one = matchJsonLd(ds, half, links(half));
    expect(one.homeTeam?.name).toBe('Aland');
    expect(one).not.toHaveProperty('awayTeam');
    expect(one.competitor?.map((t) => t.name)).toEqual(['Aland']);
  });

  test('without an origin: no page, team or image addresses', () => {
    const m = match('match_fx-1');
    const ld = matchJsonLd(ds, m, links(m, null));
    expect(ld).not.toHaveProperty('url');
    expect(ld).not.toHaveProperty('image');
    expect(ld.homeTeam).toEqual({ '@type': 'SportsTeam', name: 'Aland' });
    expect(ld.competitor).toEqual([{ '@type': 'SportsTeam', name: 'Aland' }, { '@type': 'SportsTeam', name: 'Borea' }]);
  });

  test('embedded in a script element, the JSON parses back and a "</script>" in a name cannot break out', () => {
    const evil = '</script><script>alert(1)</script><!-- Borea';
    const teams = new Map(ds.teams).set('team_bbb', { ...ds.teams.get('team_bbb')!, name: evil });
    const m = match('match_fx-1');
    const text = jsonLdText(matchJsonLd({ ...ds, teams }, m, links(m)));
    const html = `<script type="application/ld+json">${text}</script>`;
    // The only end tag is the real one, and nothing opens a comment inside.
    expect(html.toLowerCase().indexOf('</script')).toBe(html.length - '</script>'.length);
    expect(text).not.toContain('<');
    const parsed = JSON.parse(html.slice('<script type="application/ld+json">'.length, -'</script>'.length));
    expect(parsed.awayTeam.name).toBe(evil);
    expect(parsed.name).toBe(`Aland v ${evil}`);
  });
});
