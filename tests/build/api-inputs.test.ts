/** What the last build's API files were made from (api-inputs.ts): trusted only whole, and only for the same code. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_INPUTS_FILE, forgetApiInputs, othersUpToDate, readApiInputs, recordApiInputs } from '../../src/lib/build/api-inputs.ts';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'api-inputs-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('api inputs', () => {
  it('reads what was recorded, and nothing once forgotten', async () => {
    expect(readApiInputs(dir)).toBeNull();
    await recordApiInputs(dir, { code: 'c', keys: { a: '1', b: '2' } });
    expect(readApiInputs(dir)).toEqual({ code: 'c', keys: { a: '1', b: '2' } });
    await forgetApiInputs(dir);
    expect(readApiInputs(dir)).toBeNull();
  });

  it('reads an unreadable or misshapen record as none', () => {
    for (const text of ['{', '[]', '{"code":1,"keys":{}}', '{"code":"c","keys":null}', '{"code":"c","keys":{"a":1}}']) {
      writeFileSync(join(dir, API_INPUTS_FILE), text);
      expect(readApiInputs(dir)).toBeNull();
    }
  });

  it('says the others are up to date only with the same code and every other season\'s key the same', () => {
    const last = { code: 'c', keys: { a: '1', b: '2' } };
    const key = (keys: Record<string, string>) => (id: string) => keys[id]!;
    const wholeA = (id: string) => id === 'a';
    expect(othersUpToDate(last, 'c', ['a', 'b'], wholeA, key({ a: 'changed', b: '2' }))).toBe(true);
    expect(othersUpToDate(last, 'c', ['a', 'b'], wholeA, key({ a: '1', b: 'changed' }))).toBe(false);
    expect(othersUpToDate(last, 'other code', ['a', 'b'], wholeA, key(last.keys))).toBe(false);
    // a season the last build did not have, not taken whole
    expect(othersUpToDate(last, 'c', ['a', 'b', 'new'], wholeA, key({ ...last.keys, new: '3' }))).toBe(false);
    expect(othersUpToDate(null, 'c', ['a'], wholeA, key(last.keys))).toBe(false);
  });
});
