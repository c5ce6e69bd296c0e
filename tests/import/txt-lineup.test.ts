import { describe, expect, it } from 'vitest';
import { everyone, parseLineup } from '../../src/lib/import/openfootball/txt-lineup.ts';

describe('parseLineup', () => {
  it('reads lines, captain, cards and a nested substitution chain', () => {
    const text = `Jon HALL - Marco ROSSI [c], Ben COLE, Ian DOYLE, Leo FINN - Jose PEREZ [Y 30'] (70' Ola BERG (85' Max KUERZ [Y 90+2'])),
      Tomas NUNEZ, Sam PAGE - Tim ROSS, Kai LUND [R 80'], Ned MOSS (60' Abe LUKE)`;
    const l = parseLineup(text);
    expect(l.problems).toEqual([]);
    expect(l.lines.map((x) => x.length)).toEqual([1, 4, 3, 3]);
    expect(l.lines[1]![0]).toMatchObject({ name: 'Marco ROSSI', captain: true, cards: [] });
    const perez = l.lines[2]![0]!;
    expect(perez.cards).toEqual([{ kind: 'Y', minute: { minute: 30, extra: null } }]);
    expect(perez.replacedBy?.minute).toEqual({ minute: 70, extra: null });
    const berg = perez.replacedBy!.player;
    expect(berg.name).toBe('Ola BERG');
    expect(berg.replacedBy?.minute).toEqual({ minute: 85, extra: null });
    expect(berg.replacedBy?.player).toMatchObject({ name: 'Max KUERZ', cards: [{ kind: 'Y', minute: { minute: 90, extra: 2 } }] });
    expect(l.lines[3]![1]).toMatchObject({ name: 'Kai LUND', cards: [{ kind: 'R', minute: { minute: 80, extra: null } }] });
    expect(everyone(l).map((p) => p.name)).toEqual([
      'Jon HALL', 'Marco ROSSI', 'Ben COLE', 'Ian DOYLE', 'Leo FINN', 'Jose PEREZ', 'Ola BERG', 'Max KUERZ',
      'Tomas NUNEZ', 'Sam PAGE', 'Tim ROSS', 'Kai LUND', 'Ned MOSS', 'Abe LUKE',
    ]);
  });

  it('tolerates stray spaces, hyphenated names and a line break after " -"', () => {
    const l = parseLineup(`KIM Seunggyu - LEE Hanbeom, KIM Moonhwan  (71' EOM Jisung), Jan-Niklas BESTE (71' YANG Hyunjun ) -
      SON Heungmin [c] [Y 45+1']`);
    expect(l.problems).toEqual([]);
    expect(l.lines.map((x) => x.map((p) => p.name))).toEqual([['KIM Seunggyu'], ['LEE Hanbeom', 'KIM Moonhwan', 'Jan-Niklas BESTE'], ['SON Heungmin']]);
    expect(l.lines[1]![2]!.replacedBy?.player.name).toBe('YANG Hyunjun');
    expect(l.lines[2]![0]).toMatchObject({ captain: true, cards: [{ kind: 'Y', minute: { minute: 45, extra: 1 } }] });
  });

  it('reads "[Y/R 90+3\']" as a second yellow, not a red', () => {
    const l = parseLineup(`Jon HALL - Igor SMOLNIKOV [Y 28'] [Y/R 36'], Ben COLE [Y/R 90+3'] - Sam PAGE [R 49']`);
    expect(l.problems).toEqual([]);
    expect(l.lines[1]!.map((p) => p.cards)).toEqual([
      [{ kind: 'Y', minute: { minute: 28, extra: null } }, { kind: 'YR', minute: { minute: 36, extra: null } }],
      [{ kind: 'YR', minute: { minute: 90, extra: 3 } }],
    ]);
    expect(l.lines[2]![0]!.cards).toEqual([{ kind: 'R', minute: { minute: 49, extra: null } }]);
  });

  it('reports what it cannot read instead of guessing', () => {
    const l = parseLineup(`Jon HALL - Ben COLE [X 12'], Ian DOYLE (sometime Leo FINN), Sam PAGE (70' Tim ROSS`);
    expect(l.problems.length).toBe(3);
    expect(l.problems.join('\n')).toMatch(/\[X 12'\]/);
    expect(l.problems.join('\n')).toMatch(/cannot read substitution/);
    expect(l.problems.join('\n')).toMatch(/unclosed/);
  });
});
