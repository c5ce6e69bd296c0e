/**
 * axe-core's default rules on the page as it is, failing with each violation and its first nodes.
 *
 * Legacy mode runs axe in the page itself. The default mode runs axe in every frame, then opens a
 * new page to merge the frames' results: that page and axe's second injection cost 2–4.5 s of each
 * run here (4.7–7.6 s against 2.1–3.1 s on /groups/, /schedule/, /api-reference/, a match), with
 * the same rules and results. The site has no frames, so there is nothing to merge.
 *
 * `resultTypes: ['violations']`: axe still runs every rule on every node, but describes (selector,
 * HTML) only the violating nodes, not each of the thousands that pass (2,681 passing nodes on
 * /schedule/, 4,239 on /api-reference/). Half the time per run here (3.2 → 1.5 s on /schedule/,
 * 4.2 → 2.0 s on /api-reference/), with the same violations.
 */
import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const r = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  const summary = r.violations.map((v) => `${label}: ${v.id} (${v.impact}) ${v.help}\n  ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(summary, summary.join('\n')).toEqual([]);
}
