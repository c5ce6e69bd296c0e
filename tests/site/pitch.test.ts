import { describe, expect, it } from 'vitest';
import { pitchLines } from '../../src/lib/site/pitch.ts';

const eleven = ['Goalkeeper', 'Defender', 'Defender', 'Defender', 'Defender', 'Midfielder', 'Midfielder', 'Midfielder', 'Forward', 'Forward', 'Forward'].map((position, i) => ({ position, n: i + 1 }));

describe('pitchLines', () => {
  it('splits the eleven by the formation', () => {
    expect(pitchLines('4-2-3-1', eleven).map((l) => l.map((p) => p.n))).toEqual([[1], [2, 3, 4, 5], [6, 7], [8, 9, 10], [11]]);
  });
  it('falls back to roles without a valid formation', () => {
    expect(pitchLines(null, eleven).map((l) => l.length)).toEqual([1, 4, 3, 3]);
    expect(pitchLines('4-4-3', eleven).map((l) => l.length)).toEqual([1, 4, 3, 3]);
  });
});
