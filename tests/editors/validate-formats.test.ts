/** `npm run validate -- --format text|json|github`: the same problems for people, tools and GitHub annotations. */
import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { escapeData, formatReport, githubAnnotation, type Summary } from '../../src/lib/content/problem-format.ts';
import { FIXTURE_NOW, writeFixture } from '../fixtures/minimal-content.ts';

const SCRIPT = join(import.meta.dirname, '../../scripts/validate.ts');

/** Runs validate on `root` from its parent folder, so problems name `content/…` as in a repository. */
function validate(root: string | null, ...args: string[]) {
  const r = spawnSync(process.execPath, [SCRIPT, ...(root ? ['--content', 'content'] : []), ...args], { encoding: 'utf8', cwd: root ? dirname(root) : undefined, env: { ...process.env, MATCHDAY_NOW: FIXTURE_NOW } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The fixture with an unknown venue (and its "did you mean") and a quote left open. */
async function broken(): Promise<string> {
  const root = await writeFixture((f) => (f.season.matches[0]!.venue_id = 'venue_onee'));
  await writeFile(join(root, 'countries.csv'), 'code,name\nQAA,Aland\nQBB,"Borea\nQCC,Cyrenia\nQDD,Dalmoor\n');
  return root;
}

describe('GitHub workflow commands', () => {
  test('message escaped as GitHub does: %, CR, LF', () => {
    expect(escapeData('100% sure\r\nnext')).toBe('100%25 sure%0D%0Anext');
  });
  test('file, line and col; a whole-file problem has no line or col; commas and colons in the path are escaped', () => {
    expect(githubAnnotation({ file: 'content/a-1/matches.csv', line: 3, column: 7, message: 'bad: "x", 50%' })).toBe('::error file=content/a-1/matches.csv,line=3,col=7::bad: "x", 50%25');
    expect(githubAnnotation({ file: 'content/x,y:z.csv', line: 0, column: 0, message: 'file is missing' })).toBe('::error file=content/x%2Cy%3Az.csv::file is missing');
  });
  test('json: the problems as {file, line, column, message} and the summary', () => {
    const summary: Summary = { valid: false, problems: 1, files: 1, seasons: 1, matches: 2, events: 0, players: 3, ms: 5 };
    expect(JSON.parse(formatReport('json', [{ file: 'f.csv', line: 1, column: 2, message: 'm' }], summary))).toEqual({
      problems: [{ file: 'f.csv', line: 1, column: 2, message: 'm' }],
      summary,
    });
  });
});

describe('scripts/validate.ts --format', () => {
  const QUOTE = 'CSV syntax error: the quote opening this cell is never closed (the cell runs on to the end of the file, line 6); close it with " and write a quote inside a cell as ""';
  const VENUE = 'venue_id venue_onee is not in this season\'s venues.csv (did you mean venue_one "Fixture Park"?)';

  test('text (the default): path:line:column: message, exit 1', async () => {
    const root = await broken();
    const r = validate(root);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(`content/countries.csv:3:5: ${QUOTE}\ncontent/fx-2030/matches.csv:2:54: ${VENUE}\n`);
    expect(r.stderr).toMatch(/✗ 2 problem\(s\) in 2 file\(s\)/);
    expect(validate(root, '--format', 'text').stdout).toBe(r.stdout);
  });

  test('github: one ::error annotation per problem, exit 1', async () => {
    const r = validate(await broken(), '--format', 'github');
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(`::error file=content/countries.csv,line=3,col=5::${QUOTE}\n::error file=content/fx-2030/matches.csv,line=2,col=54::${VENUE}\n`);
  });

  test('json: one document with the problems and the summary, exit 1; a valid folder exits 0', async () => {
    const r = validate(await broken(), '--format', 'json');
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout) as { problems: unknown[]; summary: Summary };
    expect(doc.problems).toEqual([
      { file: 'content/countries.csv', line: 3, column: 5, message: QUOTE },
      { file: 'content/fx-2030/matches.csv', line: 2, column: 54, message: VENUE },
    ]);
    expect(doc.summary).toMatchObject({ valid: false, problems: 2, files: 2, seasons: 1, matches: 3, events: 13, players: 64 });
    const ok = validate(await writeFixture(), '--format', 'json');
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ problems: [], summary: { valid: true, problems: 0 } });
  });

  test('an unknown format is a usage error (exit 2)', () => {
    const r = validate(null, '--format', 'xml');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--format must be one of: text, json, github (got "xml")');
    expect(r.stdout).toBe('');
  });
});
