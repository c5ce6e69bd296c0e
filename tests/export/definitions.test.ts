/**
 * The definition list (tables.ts) and what is made from it: CSV cells as RFC 4180 writes them, rows
 * checked against their table, keys and references that SQLite and the JSONL can hold, and the
 * documentation naming every table, column and view.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvCell, csvRecord, tableCsv } from '../../src/lib/export/csv-text.ts';
import { EXPORT_TABLES } from '../../src/lib/export/tables.ts';
import { cellsOf, type TableDef } from '../../src/lib/export/table-definition.ts';
import { codebookRows, tablesMarkdown } from '../../src/lib/export/codebook.ts';
import { VIEWS } from '../../src/lib/export/sqlite-schema.ts';
import { licenceOf } from '../../src/lib/export/about.ts';
import { REPO } from '../helpers/server-process.ts';
import { parseCsv } from './helpers.ts';

const t: TableDef = {
  name: 't', record: 't', description: '', primaryKey: ['a'], indexes: [],
  columns: [{ name: 'a', type: 'text', description: '', empty: null }, { name: 'b', type: 'boolean', description: '', empty: 'x' }],
};

describe('csv cells (RFC 4180)', () => {
  it('quotes a value with a comma, quote or line break and doubles its quotes; empty for null; true/false', () => {
    expect(['plain', 'a,b', 'say "hi"', 'two\nlines', 'cr\r', null, true, false, 0, -3].map(csvCell))
      .toEqual(['plain', '"a,b"', '"say ""hi"""', '"two\nlines"', '"cr\r"', '', 'true', 'false', '0', '-3']);
    expect(csvRecord(['x', null, 'y'])).toBe('x,,y\r\n');
  });

  it('reads back with a strict parser to the same values', () => {
    const rows = [{ a: 'Côte d\'Ivoire, "Les Éléphants"', b: true }, { a: 'line\r\nbreak', b: null }];
    const { header, records } = parseCsv(tableCsv(t, rows));
    expect(header).toEqual(['a', 'b']);
    expect(records).toEqual([['Côte d\'Ivoire, "Les Éléphants"', 'true'], ['line\r\nbreak', '']]);
  });

  it('a row must have exactly the table\'s columns', () => {
    expect(cellsOf(t, { b: false, a: 'x' })).toEqual(['x', false]);
    expect(() => cellsOf(t, { a: 'x' })).toThrow(/missing columns/);
    expect(() => cellsOf(t, { a: 'x', b: null, c: 1 })).toThrow(/unknown columns c/);
  });
});

describe('the definition list', () => {
  it('names the eight tables of the spec, each with unique columns, a primary key never empty, references to tables with an id', () => {
    expect(EXPORT_TABLES.map((x) => x.name)).toEqual(['competitions', 'teams', 'players', 'matches', 'events', 'lineups', 'stats', 'standings']);
    const names = new Set(EXPORT_TABLES.map((x) => x.name));
    for (const table of EXPORT_TABLES) {
      const cols = table.columns.map((c) => c.name);
      expect(new Set(cols).size, table.name).toBe(cols.length);
      for (const k of table.primaryKey) expect(table.columns.find((c) => c.name === k)?.empty, `${table.name}.${k}`).toBeNull();
      for (const c of table.columns.filter((x) => x.references)) {
        expect(names.has(c.references!), `${table.name}.${c.name}`).toBe(true);
        expect(EXPORT_TABLES.find((x) => x.name === c.references)!.primaryKey).toEqual(['id']);
      }
      for (const index of table.indexes) for (const c of index) expect(cols, `${table.name} index`).toContain(c);
      // every JSONL line's first key is `type`: no column may take that name
      expect(cols).not.toContain('type');
      expect(cols.every((c) => /^[a-z][a-z0-9_]*$/.test(c)), table.name).toBe(true);
    }
    expect(new Set(EXPORT_TABLES.map((x) => x.record)).size).toBe(EXPORT_TABLES.length);
  });

  it('the codebook has one row per column, saying what empty means wherever a column may be empty', () => {
    const rows = codebookRows();
    expect(rows.length).toBe(EXPORT_TABLES.reduce((n, x) => n + x.columns.length, 0));
    for (const table of EXPORT_TABLES) for (const c of table.columns) expect(c.description.length, `${table.name}.${c.name}`).toBeGreaterThan(3);
    expect(rows.filter((r) => r.empty !== null).every((r) => (r.empty as string).length > 3)).toBe(true);
  });

  it('the licence: fictional for the demo, the source\'s words otherwise', () => {
    expect(licenceOf({ demo: true, source: 'x' })).toMatch(/^Fictional/);
    expect(licenceOf({ demo: false, source: 'openfootball (github.com/openfootball), public domain (CC0 1.0)' })).toMatch(/CC0/);
    expect(licenceOf({ demo: false, source: undefined })).toBe('Not stated in the content.');
  });
});

describe('docs/data-teams.md', () => {
  const doc = readFileSync(join(REPO, 'docs', 'data-teams.md'), 'utf8');

  it('documents every table and column of the definition list, and every view', () => {
    for (const table of EXPORT_TABLES) {
      expect(doc, table.name).toContain(`### ${table.name}`);
      for (const c of table.columns) expect(doc, `${table.name}.${c.name}`).toContain(`| \`${c.name}\` |`);
    }
    for (const v of VIEWS) expect(doc, v.name).toContain(`\`${v.name}\``);
  });

  it('holds the generated table reference as the code makes it (regenerate: see the section\'s note)', () => {
    expect(doc).toContain(tablesMarkdown());
  });
});
