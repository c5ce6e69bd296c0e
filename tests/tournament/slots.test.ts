import { describe, expect, it } from 'vitest';
import { formatSlot, isSlot, parseSlot, type Slot } from '../../src/lib/tournament/index.ts';

describe('parseSlot / formatSlot', () => {
  it.each<[string, Slot]>([
    ['Winner Group A', { kind: 'group_position', group: 'Group A', position: 1 }],
    ['Runner-up Group B', { kind: 'group_position', group: 'Group B', position: 2 }],
    ['3rd Group C', { kind: 'group_position', group: 'Group C', position: 3 }],
    ['4th Group D', { kind: 'group_position', group: 'Group D', position: 4 }],
    ['21st Group 12', { kind: 'group_position', group: 'Group 12', position: 21 }],
    ['3rd Group A/B/C/D/F', { kind: 'group_position_any', groups: ['Group A', 'Group B', 'Group C', 'Group D', 'Group F'], position: 3 }],
    ['Winner Group E/F', { kind: 'group_position_any', groups: ['Group E', 'Group F'], position: 1 }],
    ['Winner match 73', { kind: 'match_winner', match_number: 73 }],
    ['Loser match 101', { kind: 'match_loser', match_number: 101 }],
    ['Winner match 170/171', { kind: 'match_winner_any', match_numbers: [170, 171] }],
    ['Loser match 1/2/3', { kind: 'match_loser_any', match_numbers: [1, 2, 3] }],
    ['To be decided', { kind: 'to_be_decided' }],
  ])('%s', (text, slot) => {
    expect(parseSlot(text)).toEqual(slot);
    expect(formatSlot(slot)).toBe(text);
  });

  it.each([
    '', 'Winner', 'Winner Group', 'Winner Group ', 'winner Group A', 'Winner group A', 'Winner  Group A', ' Winner Group A', 'Winner Group A ',
    '1st Group A', '2nd Group A', '3th Group A', '0th Group A', 'Third Group A', 'Runner up Group A', 'Loser Group A',
    '3rd Group A//B', '3rd Group A/', '3rd Group A/A', '3rd Group A-B', 'Winner Group Ä',
    'Winner match', 'Winner match 0', 'Winner match 073', 'Winner match 12345', 'Winner Match 73', 'Winner match 7.3', 'Winner match -1', 'Runner-up match 73',
    'Winner match 5/5', 'Winner match 5/', 'Winner match /5', 'Winner match 5//6', 'to be decided', 'To be decided ', 'TBD', 'N.N.',
  ])('rejects %j with a message', (text) => {
    const r = parseSlot(text);
    expect(isSlot(r)).toBe(false);
    expect(r).toMatchObject({ kind: 'invalid', text, message: expect.any(String) });
  });

  it('says what is wrong with a position word', () => {
    expect(parseSlot('2nd Group A')).toMatchObject({ message: expect.stringContaining('Runner-up') });
    expect(parseSlot('3rd Group A/A')).toMatchObject({ message: expect.stringContaining('twice') });
  });

  it('formats a group name that does not start with "Group " as it is', () => {
    expect(formatSlot({ kind: 'group_position', group: 'Pool 1', position: 2 })).toBe('Runner-up Group Pool 1');
  });
});
