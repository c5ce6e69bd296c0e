/**
 * Lighthouse against one headless Chromium for `npm run bench:lighthouse`: starts the browser with
 * its DevTools port open, runs Lighthouse's Node API with the mobile (default) or desktop preset and
 * its default simulated throttling, and reduces a report to the four category scores and, for each
 * category, the audits that did not pass.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { CliFailure, ownChild } from '../../src/lib/cli/run-cli.ts';
import { freePort } from '../../src/lib/net/free-port.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export type FormFactor = 'phone' | 'desktop';

export interface FailingAudit {
  id: string;
  title: string;
  /** Lighthouse's figure for the audit (e.g. "3.2 s"), when it has one. */
  value?: string;
}

export interface AuditSummary {
  /** 0–100, or null when Lighthouse could not score the category. */
  scores: Record<Category, number | null>;
  failing: Record<Category, FailingAudit[]>;
  /** Audits Lighthouse could not run (an error inside Lighthouse, not a fail of the page). */
  errored: { id: string; message: string }[];
  /** Lighthouse's runtime error (the page did not load…), when there was one. */
  error?: string;
}

export interface Browser {
  port: number;
  stop(): Promise<void>;
}

/** Flags as chrome-launcher (Lighthouse's own launcher) sets them, plus headless without a sandbox. */
const CHROMIUM_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--no-default-browser-check',
  '--disable-extensions', '--disable-component-extensions-with-background-pages', '--disable-background-networking',
  '--disable-component-update', '--disable-client-side-phishing-detection', '--disable-sync', '--metrics-recording-only',
  '--disable-default-apps', '--mute-audio', '--disable-backgrounding-occluded-windows', '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling', '--disable-ipc-flooding-protection', '--password-store=basic', '--use-mock-keychain',
  '--disable-hang-monitor', '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,CalculateNativeWinOcclusion,InterestFeedContentSuggestions,CertificateTransparencyComponentUpdater,AutofillServerCommunication,PrivacySandboxSettings4',
];

/** Starts `path` headless with a fresh profile; resolves once its DevTools endpoint answers. */
export async function startChromium(path: string): Promise<Browser> {
  if (!existsSync(path)) throw new CliFailure(`no Chromium at ${path}: apt-get install chromium, or set CHROMIUM_PATH`);
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'matchday-lighthouse-'));
  const child = ownChild(spawn(path, [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] }));
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  const stop = () => new Promise<void>((ok) => {
    const done = () => {
      rmSync(profile, { recursive: true, force: true });
      ok();
    };
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', done);
    child.kill('SIGTERM');
  });
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) {
      await stop();
      throw new CliFailure(`Chromium (${path}) exited (${child.exitCode}) before its DevTools port opened:\n${stderr}`);
    }
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 300) {
      await stop();
      throw new CliFailure(`Chromium (${path}) did not open its DevTools port within 30 s:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { port, stop };
}

/** Audit modes that pass or fail (the others inform, or do not apply to the page). */
const SCORED_MODES = new Set(['binary', 'numeric', 'metricSavings']);

/** An audit counts as failing below 0.9, Lighthouse's own "passed" threshold. */
const PASS = 0.9;

/** The scores and failing audits of one report; performance audits by weight, heaviest first. */
export function summarize(lhr: Result): AuditSummary {
  const scores = {} as AuditSummary['scores'];
  const failing = {} as AuditSummary['failing'];
  for (const cat of CATEGORIES) {
    const category = lhr.categories[cat];
    scores[cat] = category?.score == null ? null : Math.round(category.score * 100);
    const refs = [...(category?.auditRefs ?? [])].sort((a, b) => b.weight - a.weight);
    failing[cat] = refs.flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      if (!audit || !SCORED_MODES.has(audit.scoreDisplayMode) || audit.score === null || audit.score >= PASS) return [];
      return [{ id: audit.id, title: audit.title, ...(audit.displayValue ? { value: audit.displayValue } : {}) }];
    });
  }
  const errored = Object.values(lhr.audits).filter((a) => a.scoreDisplayMode === 'error').map((a) => ({ id: a.id, message: a.errorMessage ?? 'error' }));
  return { scores, failing, errored, ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}) };
}

/** The summary of a run that failed as a whole (Lighthouse threw): no score. */
export function failedRun(message: string): AuditSummary {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, null])) as AuditSummary['scores'];
  const failing = Object.fromEntries(CATEGORIES.map((c) => [c, []])) as unknown as AuditSummary['failing'];
  return { scores, failing, errored: [], error: message };
}

/** One Lighthouse run of `url` in the browser on `port`; the report and, when `json`, its JSON text. */
export async function runLighthouse(url: string, port: number, form: FormFactor, json: boolean): Promise<{ lhr: Result; report?: string }> {
  const result = await lighthouse(
    url,
    { port, logLevel: 'error', onlyCategories: [...CATEGORIES], ...(json ? { output: 'json' as const } : {}) },
    form === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new CliFailure(`Lighthouse returned no result for ${url}`);
  return { lhr: result.lhr, ...(json ? { report: String(result.report) } : {}) };
}
