/** The codebook is a tested contract: every file and every column of the content model is documented. */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { SEASON_FILES, SHARED_FILES, competitionFile } from '../../src/schemas/content/index.ts';
import { EVENT_DETAILS } from '../../src/schemas/content/vocabulary.ts';

const codebook = readFileSync(new URL('../../content/README.md', import.meta.url), 'utf8');

function section(title: string): string {
  const start = codebook.indexOf(`## ${title}`);
  expect(start, `section "## ${title}"`).toBeGreaterThan(-1);
  const end = codebook.indexOf('\n## ', start + 3);
  return codebook.slice(start, end === -1 ? undefined : end);
}

test.each(Object.entries({ ...SHARED_FILES }))('%s: every column documented', (file, schema) => {
  const s = section(file);
  for (const col of Object.keys(schema.shape)) expect(s, `${file} ${col}`).toContain(`| ${col} |`);
});

test.each(Object.entries(SEASON_FILES))('<season>/%s: every column documented', (file, schema) => {
  const s = section(`&lt;season&gt;/${file}`);
  for (const col of Object.keys(schema.shape)) expect(s, `${file} ${col}`).toContain(`| ${col} |`);
});

test('competition.json: every key documented', () => {
  const s = section('&lt;season&gt;/competition.json');
  for (const key of Object.keys(competitionFile.shape)) expect(s).toContain(`| ${key} |`);
});

test('every event type and detail documented', () => {
  for (const [type, details] of Object.entries(EVENT_DETAILS)) {
    expect(codebook).toContain(`\`${type}\` →`);
    for (const d of details) expect(codebook).toContain(`\`${d}\``);
  }
});
