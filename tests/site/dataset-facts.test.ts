/**
 * The facts a build takes from the site's dataset (dataset-facts.ts): the addresses served on
 * demand, with each history season's list taken from the last build when neither the season nor
 * what other seasons decide of its pages (the seasons' shape) changed.
 */
import { describe, expect, it } from 'vitest';
import { datasetFacts } from '../../src/lib/site/dataset-facts.ts';
import { onDemandPaths } from '../../src/lib/site/on-demand-pages.ts';
import type { SeasonContent } from '../../src/lib/content/season-content.ts';
import { leagueAndCupDataset } from './league-and-cup.ts';

const HISTORY = 'fl-1-2020-21';
const OPEN = 'fl-1-2021-22';
const sorted = (list: readonly string[]) => [...list].sort();
const everyMatch = (change: (m: SeasonContent['matches'][number]) => void, slug: string) => (s: Record<string, SeasonContent>) => {
  s[slug]!.matches = s[slug]!.matches.map((m) => {
    const copy = { ...m };
    change(copy);
    return copy;
  });
};

describe('datasetFacts', () => {
  it('lists what the server renders on demand, with the figures', async () => {
    const ds = await leagueAndCupDataset();
    const facts = datasetFacts(ds);
    expect(sorted(facts.onDemand)).toEqual(sorted(onDemandPaths(ds)));
    expect(facts.history.pages[HISTORY]!.length).toBeGreaterThan(3);
    expect(Object.keys(facts.history.pages)).not.toContain(OPEN);
    expect([facts.matches, facts.players]).toEqual([ds.matches.size, ds.players.size]);
  });

  it('takes an unchanged history season\'s list from the last build, only while the seasons\' shape is the same', async () => {
    const ds = await leagueAndCupDataset();
    const last = datasetFacts(ds).history;
    const marked = { ...last, pages: { ...last.pages, [HISTORY]: ['/marked/'] } };
    expect(datasetFacts(ds, marked, () => true).onDemand).toContain('/marked/');
    expect(datasetFacts(ds, marked, (slug) => slug !== HISTORY).onDemand).not.toContain('/marked/');
    // a result of the open season: the same shape, the history season's list taken again
    const result = await leagueAndCupDataset(everyMatch((m) => {
      if (m.status === 'completed' && m.matchday === 1 && m.home_score !== null) m.home_score += 1;
    }, OPEN));
    expect(datasetFacts(result, marked, (slug) => slug !== OPEN).onDemand).toContain('/marked/');
    expect(sorted(datasetFacts(result, last, (slug) => slug !== OPEN).onDemand)).toEqual(sorted(datasetFacts(result).onDemand));
    // the open season's last kick-off moved: the seasons' order can change, every list is made again
    const later = await leagueAndCupDataset(everyMatch((m) => {
      m.scheduled_at = m.scheduled_at.replace(/^2021/, '2029');
    }, OPEN));
    expect(datasetFacts(later, marked, (slug) => slug !== OPEN).onDemand).not.toContain('/marked/');
  });
});
