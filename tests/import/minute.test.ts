import { describe, expect, it } from 'vitest';
import { formatMinute, minuteOrder, normaliseOverrun, parseMinute, periodOf } from '../../src/lib/import/openfootball/minute.ts';

describe('parseMinute', () => {
  it('reads plain and stoppage-time minutes as openfootball writes them', () => {
    expect(parseMinute('9')).toEqual({ minute: 9, extra: null });
    expect(parseMinute('45+1')).toEqual({ minute: 45, extra: 1 });
    expect(parseMinute('90+12')).toEqual({ minute: 90, extra: 12 });
    expect(parseMinute('120+5')).toEqual({ minute: 120, extra: 5 });
    expect(parseMinute("67'")).toEqual({ minute: 67, extra: null });
    expect(parseMinute(' 90 + 3 ')).toEqual({ minute: 90, extra: 3 });
  });

  it('reads numbers and the older minute + offset form', () => {
    expect(parseMinute(54)).toEqual({ minute: 54, extra: null });
    expect(parseMinute(90, 3)).toEqual({ minute: 90, extra: 3 });
    expect(parseMinute('45', '2')).toEqual({ minute: 45, extra: 2 });
    expect(parseMinute(90, 0)).toEqual({ minute: 90, extra: null });
    expect(parseMinute('90+0')).toEqual({ minute: 90, extra: null });
  });

  it('rejects what is not a minute', () => {
    for (const bad of ['', 'abc', '0', '131', '90+31', '-5', '45+', 4.5, null, undefined, {}]) expect(parseMinute(bad)).toBeNull();
    expect(parseMinute('90+2', 3)).toBeNull();
  });
});

describe('minute helpers', () => {
  it('orders added time before the next minute', () => {
    const order = ['46', '45+2', '45', '91', '90+5', '1'].map((s) => parseMinute(s)!).sort((a, b) => minuteOrder(a) - minuteOrder(b)).map(formatMinute);
    expect(order).toEqual(['1', '45', '45+2', '46', '90+5', '91']);
  });

  it('puts 45+x in the first half, 90+x in the second, 91-120+x in extra time', () => {
    expect(periodOf(parseMinute('45+6')!)).toBe('first_half');
    expect(periodOf(parseMinute('46')!)).toBe('second_half');
    expect(periodOf(parseMinute('90+12')!)).toBe('second_half');
    expect(periodOf(parseMinute('91')!)).toBe('extra_time');
    expect(periodOf(parseMinute('120+5')!)).toBe('extra_time');
  });

  it('rewrites a minute past the end of play as added time', () => {
    expect(normaliseOverrun({ minute: 121, extra: null }, true)).toEqual({ minute: 120, extra: 1 });
    expect(normaliseOverrun({ minute: 92, extra: null }, false)).toEqual({ minute: 90, extra: 2 });
    const inside = { minute: 92, extra: null };
    expect(normaliseOverrun(inside, true)).toBe(inside);
  });
});
