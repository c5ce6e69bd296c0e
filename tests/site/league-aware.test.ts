/** What the shared pages say for a league season and for a tournament (src/lib/site/league-aware.ts). */
import { describe, expect, it } from 'vitest';
import { anyVenue, groupsPageText, tzNote } from '../../src/lib/site/league-aware.ts';

const league = { kind: 'league' as const, slug: 'en-1-2023-24', stages: [{ name: 'Regular season', knockout: false, kind: 'league' as const }] };
const worldCup = { kind: undefined, slug: 'wc-2022', stages: [{ name: 'Group stage', knockout: false }, { name: 'Final', knockout: true }] };

describe('league-aware shared pages', () => {
  it('/groups/ of a league season is its league table, linking the league page', () => {
    expect(groupsPageText(league)).toEqual({ label: 'Table', heading: 'League table', league: '/leagues/en-1-2023-24/' });
    expect(groupsPageText(worldCup)).toEqual({ label: 'Groups', heading: 'Group standings', league: null });
  });

  it('a cup (no league stage) keeps the tournament wording', () => {
    expect(groupsPageText({ kind: 'cup', slug: 'c', stages: [{ name: 'Final', knockout: true }] }).league).toBeNull();
  });

  it("the time-zone note: as built, the venues' local times (UTC without venues); in the fan's zone, venue times beside only where there are venues", () => {
    expect(anyVenue([{ venue_id: null }, { venue_id: null }])).toBe(false);
    expect(anyVenue([{ venue_id: null }, { venue_id: 'venue_x' }])).toBe(true);
    expect(tzNote(false)).toBe('Kick-off times are in UTC.');
    expect(tzNote(true)).toBe("Kick-off times are each venue's local time.");
    expect(tzNote(false, 'Europe/London')).toBe('Kick-off times are in your time zone (Europe/London).');
    expect(tzNote(true, 'Europe/London')).toBe("Kick-off times are in your time zone (Europe/London); the venue's local time is beside them when it differs.");
  });
});
