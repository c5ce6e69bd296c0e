/**
 * The codebook of a download, from the definition list (tables.ts): one row per column (codebook.csv,
 * the SQLite `codebook` table), the JSONL codebook line, and the Markdown of README.md (also the
 * table reference of docs/data-teams.md).
 */
import type { AboutEntry } from './about.ts';
import { EXPORT_TABLES } from './tables.ts';
import { COLUMN_TYPES, type ColumnDef, type Row, type TableDef } from './table-definition.ts';

/** The codebook as a table of its own: one row per column of every table. */
export const CODEBOOK_TABLE: TableDef = {
  name: 'codebook',
  record: 'codebook',
  description: 'Every column of every table: its type, meaning and what empty means.',
  primaryKey: ['table_name', 'column_name'],
  indexes: [],
  columns: [
    { name: 'table_name', type: 'text', description: 'Table name.', empty: null },
    { name: 'column_name', type: 'text', description: 'Column name.', empty: null },
    { name: 'position', type: 'integer', description: 'Position of the column in its table, from 1.', empty: null },
    { name: 'type', type: 'text', description: 'text, integer, boolean, timestamp or date.', empty: null },
    { name: 'primary_key', type: 'boolean', description: 'Part of the table\'s primary key.', empty: null },
    { name: 'references_table', type: 'text', description: 'The table whose `id` the column refers to.', empty: 'not a reference' },
    { name: 'description', type: 'text', description: 'What the column holds.', empty: null },
    { name: 'empty', type: 'text', description: 'What an empty value (CSV empty cell, SQL NULL, JSON null) means.', empty: 'the column is never empty' },
  ],
};

export function codebookRows(tables: readonly TableDef[] = EXPORT_TABLES): Row[] {
  return tables.flatMap((t) => t.columns.map((c, i) => ({
    table_name: t.name,
    column_name: c.name,
    position: i + 1,
    type: c.type,
    primary_key: t.primaryKey.includes(c.name),
    references_table: c.references ?? null,
    description: c.description,
    empty: c.empty,
  })));
}

/** The JSONL codebook line's content (after `"type": "codebook"`). */
export function codebookJson(about: readonly AboutEntry[], tables: readonly TableDef[] = EXPORT_TABLES) {
  return {
    about: Object.fromEntries(about.map((a) => [a.key, a.value])),
    types: COLUMN_TYPES,
    tables: tables.map((t) => ({
      name: t.name,
      record: t.record,
      description: t.description,
      primary_key: t.primaryKey,
      columns: t.columns.map((c) => ({ name: c.name, type: c.type, description: c.description, empty: c.empty, references: c.references ?? null })),
    })),
  };
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function columnLine(c: ColumnDef): string {
  const ref = c.references ? ` → \`${c.references}.id\`` : '';
  return `| \`${c.name}\` | ${c.type}${ref} | ${cell(c.description)} | ${c.empty === null ? 'never empty' : cell(c.empty)} |`;
}

/** One `### table` section per table: description, key, and the columns with what empty means. */
export function tablesMarkdown(tables: readonly TableDef[] = EXPORT_TABLES, level = '###'): string {
  return tables.map((t) => [
    `${level} ${t.name}`,
    '',
    t.description,
    '',
    `Primary key: ${t.primaryKey.map((k) => `\`${k}\``).join(', ')}. JSONL \`type\`: \`${t.record}\`.`,
    '',
    '| column | type | meaning | empty means |',
    '| --- | --- | --- | --- |',
    ...t.columns.map(columnLine),
    '',
  ].join('\n')).join('\n');
}

export function typesMarkdown(): string {
  return Object.entries(COLUMN_TYPES).map(([t, text]) => `- \`${t}\`: ${text}`).join('\n');
}

/** README.md of the CSV ZIP. */
export function readmeMarkdown(about: readonly AboutEntry[], files: readonly string[]): string {
  const a = new Map(about.map((e) => [e.key, e.value]));
  return [
    `# ${a.get('title')}: Matchday download`,
    '',
    ...about.map((e) => `- **${e.key}**: ${e.value}`),
    '',
    '## Files',
    '',
    ...files.map((f) => `- \`${f}\``),
    '',
    'One CSV per table (the tables below), and `codebook.csv`: this codebook as a table (one row per column).',
    '',
    'The CSVs are UTF-8 without a byte order mark, RFC 4180: comma-separated, CRLF line ends, a header row, a',
    'value with a comma, quote or line break in double quotes (a quote doubled). pandas reads them as they are',
    '(`pd.read_csv(zip.open("matches.csv"))`); in Excel use Data → From Text/CSV (it detects UTF-8), in',
    'LibreOffice pick UTF-8 in the import dialog.',
    '',
    '## Types',
    '',
    typesMarkdown(),
    '',
    '## Tables',
    '',
    tablesMarkdown(),
  ].join('\n');
}
