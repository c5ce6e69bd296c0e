/** One team's sheet from a TXT line-up: formation, skipped line-ups, second yellows. */
import { describe, expect, it } from 'vitest';
import { buildTeamSheet } from '../../src/lib/import/openfootball/build-lineups.ts';
import { createPlayerResolver } from '../../src/lib/import/openfootball/player-resolver.ts';
import { createReport } from '../../src/lib/import/openfootball/report.ts';
import { parseLineup } from '../../src/lib/import/openfootball/txt-lineup.ts';
import type { SquadMember } from '../../src/lib/import/openfootball/build-players.ts';

const names = ['Ann ONE', 'Bea TWO', 'Cid THREE', 'Dan FOUR', 'Eve FIVE', 'Fay SIX', 'Gus SEVEN', 'Hal EIGHT', 'Ida NINE', 'Jon TEN', 'Kim ELEVEN', 'Lou TWELVE', 'Max THIRTEEN'];
const squad: SquadMember[] = names.map((name, i) => {
  const id = `player_xyz-${i + 1}`;
  return { id, teamCode: 'XYZ', number: i + 1, position: i === 0 ? 'Goalkeeper' : 'Midfielder', name, txtName: null, candidate: { id, names: [name], surnames: [name.split(' ')[1]!] } };
});
const sheet = (text: string) => {
  const report = createReport();
  const resolver = createPlayerResolver(new Map([['XYZ', squad]]), report);
  const s = buildTeamSheet(parseLineup(text), 'XYZ', 'match_t-001', 1, false, resolver, report, 'x.txt:1');
  resolver.flush();
  return { s, report: report.items.map((i) => `${i.kind}: ${i.message}`) };
};
const XI = `Ann ONE - Bea TWO, Cid THREE, Dan FOUR - Eve FIVE, Fay SIX, Gus SEVEN, Hal EIGHT - Ida NINE, Jon TEN, Kim ELEVEN`;

describe('buildTeamSheet', () => {
  it('derives the formation and the line-up rows', () => {
    const { s, report } = sheet(XI.replace('Jon TEN', "Jon TEN [c] (70' Lou TWELVE)"));
    expect(report).toEqual([]);
    expect(s.formation).toBe('3-4-3');
    expect(s.rows!.filter((r) => r.starter)).toHaveLength(11);
    expect(s.rows!.find((r) => r.player_id === 'player_xyz-10')).toMatchObject({ position: 'Forward', captain: true });
    expect(s.rows!.at(-1)).toMatchObject({ player_id: 'player_xyz-12', starter: false, position: 'Midfielder', jersey_number: 12 });
    expect(s.subs.map((x) => [x.on.id, x.off.id, x.minute])).toEqual([['player_xyz-12', 'player_xyz-10', { minute: 70, extra: null }]]);
  });

  it('a second yellow is second_yellow; yellow then red stays red and is noted', () => {
    const two = sheet(XI.replace('Bea TWO', "Bea TWO [Y 10'] [Y 60']")).s;
    expect(two.cards.map((c) => c.detail)).toEqual(['yellow', 'second_yellow']);
    expect(two.played.get('player_xyz-2')).toEqual({ from: null, to: { minute: 60, extra: null } });
    const yr = sheet(XI.replace('Bea TWO', "Bea TWO [Y 10'] [R 60']"));
    expect(yr.s.cards.map((c) => c.detail)).toEqual(['yellow', 'red']);
    expect(yr.report.join('\n')).toMatch(/card_ambiguous: .*Bea TWO has a yellow and then a red card at 60'/);
  });

  it('"[Y/R m\']" (2018 match reports) is the second yellow, not a red; alone it stays a red and is reported', () => {
    const yr = sheet(XI.replace('Bea TWO', "Bea TWO [Y 28'] [Y/R 36']"));
    expect(yr.report).toEqual([]);
    expect(yr.s.cards.map((c) => [c.detail, c.minute])).toEqual([['yellow', { minute: 28, extra: null }], ['second_yellow', { minute: 36, extra: null }]]);
    expect(yr.s.played.get('player_xyz-2')).toEqual({ from: null, to: { minute: 36, extra: null } });
    const stoppage = sheet(XI.replace('Bea TWO', "Bea TWO [Y 50'; Y/R 90+3']")).s;
    expect(stoppage.cards.map((c) => [c.detail, c.minute])).toEqual([['yellow', { minute: 50, extra: null }], ['second_yellow', { minute: 90, extra: 3 }]]);
    const alone = sheet(XI.replace('Bea TWO', "Bea TWO [Y/R 82']"));
    expect(alone.s.cards.map((c) => c.detail)).toEqual(['red']);
    expect(alone.report.join('\n')).toMatch(/card_ambiguous: .*Bea TWO gets a second yellow \(Y\/R\) at 82' but has no yellow card before it/);
  });

  it('skips a line-up that is not 1 goalkeeper + 10, and one with an unknown starter', () => {
    const short = sheet(XI.replace(', Kim ELEVEN', ''));
    expect(short.s.rows).toBeNull();
    expect(short.report.join('\n')).toMatch(/lineup_skipped: .*10 starters instead of 11/);
    const twoKeepers = sheet(XI.replace('Ann ONE -', 'Ann ONE, Max THIRTEEN -').replace(', Kim ELEVEN', ''));
    expect(twoKeepers.report.join('\n')).toMatch(/the first line has 2 players; it must be the goalkeeper alone/);
    const unknown = sheet(XI.replace('Cid THREE', 'Zed NOBODY'));
    expect(unknown.s.rows).toBeNull();
    expect(unknown.report.join('\n')).toMatch(/lineup_skipped: .*unknown starter Zed NOBODY/);
    expect(unknown.report.join('\n')).toMatch(/unmatched_name: XYZ: "Zed NOBODY" is not in the squad/);
  });
});
