/**
 * `npm run bench:lighthouse`: Lighthouse's four category scores (performance, accessibility, best
 * practices, SEO) for every page type of the fan site, phone (mobile preset) and desktop, against
 * the target (each >= 95), with the audits that fail under each missed score. The product server
 * serves a build (npm start --no-build); Lighthouse (pinned in devDependencies) drives Debian's
 * headless Chromium with its default simulated throttling (network and CPU slowdown modelled from
 * one unthrottled load), so the figures compare across machines better than with real throttling.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CliFailure, runCli, UsageError } from '../src/lib/cli/run-cli.ts';
import { startBenchServer, type BenchServer } from './bench/bench-server.ts';
import { lighthousePages, PAGE_TYPES, type PageTarget, type SnapshotLike } from './bench/lighthouse-pages.ts';
import { CATEGORIES, failedRun, runLighthouse, startChromium, summarize, type AuditSummary, type Browser, type Category, type FormFactor } from './bench/lighthouse-audit.ts';

const TARGET = 95;
const FORMS: FormFactor[] = ['phone', 'desktop'];
const LABEL: Record<Category, string> = { performance: 'performance', accessibility: 'accessibility', 'best-practices': 'best practices', seo: 'SEO' };

interface Measured {
  page: PageTarget;
  form: FormFactor;
  summary: AuditSummary;
}

function readPages(dist: string, only: string[] | null): PageTarget[] {
  const client = join(dist, 'client');
  const snapFile = join(dist, 'matchday', 'snapshot.json');
  if (!existsSync(client) || !existsSync(snapFile)) throw new CliFailure(`no build at ${dist} (no client/ or matchday/snapshot.json): run npm run build first`);
  const snap = JSON.parse(readFileSync(snapFile, 'utf8')) as SnapshotLike;
  const { pages, missing } = lighthousePages(snap, (file) => existsSync(join(client, file)));
  const wanted = only ?? PAGE_TYPES.filter((p) => !p.optional).map((p) => p.type);
  const absent = wanted.filter((t) => missing.includes(t));
  if (absent.length) throw new CliFailure(`the build at ${dist} has no page for: ${absent.join(', ')}`);
  if (only) return pages.filter((p) => only.includes(p.type));
  if (missing.length) process.stderr.write(`not in this build (skipped): ${missing.join(', ')}\n`);
  return pages;
}

function parsePages(value: string | undefined): string[] | null {
  if (value === undefined) return null;
  const types = value.split(',').map((t) => t.trim()).filter(Boolean);
  const known = PAGE_TYPES.map((p) => p.type);
  const unknown = types.filter((t) => !known.includes(t));
  if (types.length === 0 || unknown.length) throw new UsageError(`--pages: unknown page type ${unknown.join(', ') || '(none given)'}; known: ${known.join(', ')}`);
  return types;
}

/** The run of `runs` with the median performance score (Lighthouse's advice for noisy figures). */
function medianRun(runs: AuditSummary[]): AuditSummary {
  const sorted = [...runs].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

async function measure(url: string, browser: Browser, form: FormFactor, runs: number, saveAs: string | null): Promise<AuditSummary> {
  const summaries: AuditSummary[] = [];
  for (let i = 0; i < runs; i++) {
    try {
      const { lhr, report } = await runLighthouse(url, browser.port, form, saveAs !== null);
      if (saveAs && report) writeFileSync(runs > 1 ? saveAs.replace(/\.json$/, `-${i + 1}.json`) : saveAs, report);
      summaries.push(summarize(lhr));
    } catch (err) {
      summaries.push(failedRun((err as Error).message));
    }
  }
  return medianRun(summaries);
}

const cell = (score: number | null) => (score === null ? 'error' : score < TARGET ? `**${score}** ✗` : String(score));

/** Every score below the target (and every run that failed), with the audits that fail under it. */
function belowLines(measured: Measured[]): string[] {
  const out: string[] = [];
  for (const m of measured) {
    if (m.summary.error) out.push(`- ${m.page.type} (${m.page.path}), ${m.form}: ${m.summary.error}`);
    for (const c of CATEGORIES) {
      const score = m.summary.scores[c];
      if (score === null || score >= TARGET) continue;
      out.push(`- ${m.page.type} (${m.page.path}), ${m.form}, ${LABEL[c]} ${score}:`);
      for (const a of m.summary.failing[c]) out.push(`  - \`${a.id}\`: ${a.title}${a.value ? ` (${a.value})` : ''}`);
      if (m.summary.failing[c].length === 0) out.push('  - (no single failing audit: the weighted metrics add up below the target)');
    }
  }
  return out.length ? ['', 'Below the target, with the audits that fail:', '', ...out] : [];
}

/** The audits Lighthouse itself could not run (a Lighthouse/Chromium mismatch…), once each. */
function erroredLines(measured: Measured[]): string[] {
  const errored = new Map<string, { runs: number; message: string }>();
  for (const e of measured.flatMap((m) => m.summary.errored)) errored.set(e.id, { runs: (errored.get(e.id)?.runs ?? 0) + 1, message: e.message });
  if (errored.size === 0) return [];
  const lines = ['', `Audits Lighthouse could not run (not scored), of ${measured.length} page runs:`, ''];
  for (const [id, e] of errored) lines.push(`- \`${id}\` in ${e.runs}: ${e.message.slice(0, 200)}`);
  return lines;
}

function report(measured: Measured[], pages: PageTarget[], runs: number): string {
  const of = (p: PageTarget, f: FormFactor) => measured.find((m) => m.page === p && m.form === f)!.summary;
  const missed = measured.flatMap((m) => CATEGORIES.filter((c) => (m.summary.scores[c] ?? 0) < TARGET));
  return [
    '',
    `Lighthouse ${CATEGORIES.map((c) => LABEL[c]).join(', ')}: phone / desktop (default simulated throttling${runs > 1 ? `, median of ${runs} runs` : ''}); target >= ${TARGET}, ✗ below`,
    '',
    `| page type | URL | ${CATEGORIES.map((c) => LABEL[c]).join(' | ')} |`,
    `|---|---|${CATEGORIES.map(() => '---').join('|')}|`,
    ...pages.map((p) => `| ${p.type} | ${p.path} | ${CATEGORIES.map((c) => FORMS.map((f) => cell(of(p, f).scores[c])).join(' / ')).join(' | ')} |`),
    '',
    missed.length === 0 ? `Target >= ${TARGET}: met on every page type, phone and desktop` : `Target >= ${TARGET}: missed on ${missed.length} score(s)`,
    ...belowLines(measured),
    ...erroredLines(measured),
    '',
  ].join('\n');
}

await runCli({
  name: 'bench:lighthouse',
  usage: `Usage: npm run bench:lighthouse -- [--dist dist] [--pages home,match,...] [--runs 1] [--reports DIR]

Needs a build (npm run build) and Chromium (/usr/bin/chromium; CHROMIUM_PATH overrides). Serves the
build with the product server (npm start --no-build, one process, on loopback), picks one URL per
page type:
  ${PAGE_TYPES.map((p) => p.type).join(', ')}
(the match page a completed match with line-ups, the team its home team, the player one of its
starters) and runs Lighthouse (the devDependency's pinned version, headless Chromium, default
simulated throttling) with the mobile preset (phone) and the desktop preset on each, one at a time.
Prints a markdown table of the four category scores (performance, accessibility, best practices,
SEO), phone / desktop, against the target (each >= ${TARGET}), then the failing audits (id, title)
under every score below it. Run it on an otherwise idle machine: the simulated throttling scales
the CPU time the page took here, so a busy machine lowers the performance scores.

  --dist DIR     the build to serve (default dist)
  --pages LIST   only these page types, comma-separated
  --runs N       runs per page and form factor; the run with the median performance score counts
  --reports DIR  also write each run's full Lighthouse report there (<type>-<phone|desktop>.json)

Exit status: 0 when every page was measured (target met or not), 1 on a failure (no build, no
Chromium, a page that does not load, Lighthouse failing), 2 on a usage error.`,
  options: {
    dist: { type: 'string', default: 'dist' }, pages: { type: 'string' }, runs: { type: 'string', default: '1' }, reports: { type: 'string' },
  },
  async run({ values }) {
    const runs = Number(values.runs);
    if (!(Number.isInteger(runs) && runs > 0)) throw new UsageError('--runs must be a positive integer');
    const only = parsePages(values.pages as string | undefined);
    const dist = resolve(String(values.dist));
    const reports = values.reports === undefined ? null : resolve(String(values.reports));
    const pages = readPages(dist, only);
    if (reports) mkdirSync(reports, { recursive: true });
    const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
    const dataDir = mkdtempSync(join(tmpdir(), 'matchday-bench-lighthouse-'));
    let server: BenchServer | null = null;
    let browser: Browser | null = null;
    try {
      browser = await startChromium(chromium);
      server = await startBenchServer({ MATCHDAY_DIST: dist, MATCHDAY_DATA_DIR: dataDir });
      for (const p of pages) {
        const res = await fetch(`${server.url}${p.path}`);
        await res.arrayBuffer();
        if (res.status !== 200) throw new CliFailure(`${p.type} ${p.path}: the server answered ${res.status}`);
      }
      process.stderr.write(`Lighthouse on ${pages.length} page type(s), phone and desktop, served at ${server.url}\n`);
      const measured: Measured[] = [];
      const total = pages.length * FORMS.length;
      for (const page of pages) {
        for (const form of FORMS) {
          const started = performance.now();
          const saveAs = reports ? join(reports, `${page.type}-${form}.json`) : null;
          const summary = await measure(`${server.url}${page.path}`, browser, form, runs, saveAs);
          measured.push({ page, form, summary });
          const figures = summary.error ?? CATEGORIES.map((c) => `${LABEL[c]} ${summary.scores[c] ?? '-'}`).join(', ');
          process.stderr.write(`  [${measured.length}/${total}] ${page.type} ${form}: ${figures} (${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
        }
      }
      process.stdout.write(report(measured, pages, runs));
      return measured.some((m) => m.summary.error || CATEGORIES.some((c) => m.summary.scores[c] === null)) ? 1 : 0;
    } finally {
      await browser?.stop();
      server?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
});
