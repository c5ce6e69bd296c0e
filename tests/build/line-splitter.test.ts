/** The build and its page renderer read each other's JSON lines from chunks (line-splitter.ts). */
import { describe, expect, it } from 'vitest';
import { lineSplitter } from '../../src/lib/build/line-splitter.ts';

const split = (chunks: string[]) => {
  const lines: string[] = [];
  const push = lineSplitter((line) => lines.push(line));
  for (const c of chunks) push(c);
  return lines;
};

describe('lineSplitter', () => {
  it('gives each whole line once, however the chunks cut them', () => {
    expect(split(['{"a":1}\n{"b"', ':2}\n', '{"c":3}\n\n'])).toEqual(['{"a":1}', '{"b":2}', '{"c":3}', '']);
    expect(split(['a', 'b', 'c\nd', '\n'])).toEqual(['abc', 'd']);
  });

  it('keeps a line without its end until the end comes', () => {
    expect(split(['{"a":1}\n{"b":'])).toEqual(['{"a":1}']);
  });

  it('reads a line of many chunks whole', () => {
    const line = JSON.stringify({ pages: Array.from({ length: 20_000 }, (_, i) => `/seasons/s/matches/${i}/`) });
    const chunks: string[] = [];
    const text = `${line}\n{"end":true}\n`;
    for (let i = 0; i < text.length; i += 65_536) chunks.push(text.slice(i, i + 65_536));
    expect(split(chunks)).toEqual([line, '{"end":true}']);
  });
});
