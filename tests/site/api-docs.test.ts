/**
 * The documentation a user of the repository has carries the contract: docs/api.md lists every error
 * code with its status and type and every endpoint with its permission and units (as does the
 * README's table), no page sends readers to design notes they do not have, every link of docs/api.md
 * and the README into docs/api.md resolves, and the changelog the API reference promises exists,
 * is served and is linked.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ENDPOINTS } from '../../src/lib/api/endpoints.ts';
import { ERROR_CODES, type ErrorCode } from '../../src/schemas/api/error.ts';
import { codeSpans, stabilityWithChangelog } from '../../src/lib/site/api-reference.ts';
import { CHANGELOG_PATH } from '../../src/lib/site/changelog.ts';
import { GET as changelogRoute } from '../../src/pages/[changelog].txt.ts';
import { REPO } from '../helpers/server-process.ts';

const read = (path: string) => readFileSync(join(REPO, path), 'utf8');
const API_MD = read('docs/api.md');

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) => heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s-]/gu, '').replace(/\s/g, '-');
const anchors = (markdown: string) => new Set([...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]!)));

/** Table rows whose first cell starts with the endpoint, e.g. "| `GET /matches` (…) |". */
function endpointRow(markdown: string, path: string): string[] | undefined {
  const line = markdown.split('\n').find((l) => l.startsWith(`| \`GET ${path}\``));
  return line?.split('|').slice(1, -1).map((c) => c.trim());
}

describe('docs/api.md', () => {
  test.each(Object.keys(ERROR_CODES) as ErrorCode[])('lists %s with its status and type', (code) => {
    const { status, type } = ERROR_CODES[code];
    expect(API_MD).toContain(`| ${status} | \`${type}\` | \`${code}\` |`);
  });

  test.each(ENDPOINTS.map((e) => [e.path, e] as const))('and the README list %s with its permission and units', (path, e) => {
    for (const [name, text] of [['docs/api.md', API_MD], ['README.md', read('README.md')]] as const) {
      if (name === 'README.md' && e.id === 'getOpenApi') continue; // the README names it in the text above its table
      const row = endpointRow(text, path);
      expect(row, `${name}: a row for GET ${path}`).toBeDefined();
      expect(row![1], `${name} ${path} permission`).toBe(e.permission ? `\`${e.permission}\`` : e.authenticated ? '—' : 'no key');
      expect(row![2]!.split(' ')[0], `${name} ${path} units`).toBe(String(e.cost));
    }
  });

  test('its links resolve: files, and the headings they point to', () => {
    const links = [...API_MD.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((l) => !/^https?:/.test(l));
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) {
      const [file, anchor] = link.split('#') as [string, string | undefined];
      const target = file === '' ? join(REPO, 'docs', 'api.md') : resolve(REPO, 'docs', file);
      expect(existsSync(target), link).toBe(true);
      if (anchor) expect(anchors(readFileSync(target, 'utf8')), link).toContain(anchor);
    }
  });
});

test('README, docs/, content/README.md and CONTRIBUTING.md send nobody to decisions.md or interface.md; their links into docs/api.md resolve', () => {
  const files = ['README.md', 'CONTRIBUTING.md', 'content/README.md', ...readdirSync(join(REPO, 'docs'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
  const apiAnchors = anchors(API_MD);
  for (const f of files) {
    const text = read(f);
    expect(text, f).not.toMatch(/decisions\.md|interface\.md/);
    for (const m of text.matchAll(/\]\(((?:docs\/|\.\.\/docs\/|\.\/)?api\.md)(?:#([^)]+))?\)/g)) {
      expect(existsSync(resolve(REPO, dirname(f), m[1]!)), `${f}: ${m[0]}`).toBe(true);
      if (m[2]) expect(apiAnchors, `${f}: ${m[0]}`).toContain(m[2]);
    }
  }
});

describe('CHANGELOG.md', () => {
  const text = read('CHANGELOG.md');
  const versions = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]!);

  test('is in the Keep a Changelog form: Unreleased first, then versions with dates, newest first', () => {
    expect(versions[0]).toBe('[Unreleased]');
    const dated = versions.slice(1).map((v) => /^\[(\d+)\.(\d+)\.(\d+)\] - (\d{4}-\d{2}-\d{2})$/.exec(v));
    expect(dated.length).toBeGreaterThan(0);
    for (const [i, d] of dated.entries()) expect(d, versions[i + 1]).not.toBeNull();
    const keys = dated.map((d) => [Number(d![1]) * 1e6 + Number(d![2]) * 1e3 + Number(d![3]), d![4]!] as const);
    for (let i = 1; i < keys.length; i++) {
      expect(keys[i]![0]).toBeLessThan(keys[i - 1]![0]);
      expect(keys[i]![1] <= keys[i - 1]![1]).toBe(true);
    }
  });

  test('groups changes under the standard headings only, each with items', () => {
    const sections = text.split(/^## /m).slice(1);
    for (const s of sections) {
      const heads = [...s.matchAll(/^### (.+)$/gm)].map((m) => m[1]!);
      expect(heads.length, s.split('\n')[0]).toBeGreaterThan(0);
      for (const h of heads) expect(['Added', 'Changed', 'Deprecated', 'Removed', 'Fixed', 'Security']).toContain(h);
      for (const part of s.split(/^### /m).slice(1)) expect(part, part.split('\n')[0]).toMatch(/^- /m);
    }
  });

  test('is the changelog the API reference promises: linked from the stability promise and served by the site', async () => {
    const stability = stabilityWithChangelog();
    expect(codeSpans(stability)).toContain(`<a href="${CHANGELOG_PATH}">the changelog</a>`);
    expect(CHANGELOG_PATH).toBe('/changelog.txt');
    const res = await changelogRoute({} as never);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe(text);
  });
});

test('codeSpans links only site paths and https URLs', () => {
  expect(codeSpans('see [the list](/changelog.txt) and [x](https://example.com/a?b=1&c=2)')).toBe('see <a href="/changelog.txt">the list</a> and <a href="https://example.com/a?b=1&amp;c=2">x</a>');
  expect(codeSpans('[bad](javascript:alert(1)) [`code`](/p)')).toBe('[bad](javascript:alert(1)) <a href="/p"><code>code</code></a>');
});
