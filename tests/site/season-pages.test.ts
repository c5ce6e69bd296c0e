/**
 * Which season pages the build prerenders and which the server renders on demand
 * (src/lib/site/season-pages.ts, on-demand-pages.ts): every page of a history season (finished, not
 * the current one) on demand, every other season's page built; one table for both, so no page is
 * lost or made twice. Synthetic league (two seasons, the newest in progress) and a finished cup.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/lib/content/load.ts';
import { buildDataset, type Dataset } from '../../src/lib/dataset/dataset.ts';
import { snapshotOf } from '../../src/lib/dataset/snapshot.ts';
import { siteIndex, type SiteIndex } from '../../src/lib/site/site-index.ts';
import { historySeasons } from '../../src/lib/site/match-page-scope.ts';
import { SEASON_PAGE_KINDS, onDemandSeasonPage, onDemandSeasonPaths, prerenderedSeasonPaths, seasonPages } from '../../src/lib/site/season-pages.ts';
import { onDemandPaths, onDemandRenderPath } from '../../src/lib/site/on-demand-pages.ts';
import { canonicalPath } from '../../src/lib/site/seo.ts';
import { robotsTxt } from '../../src/lib/site/sitemap.ts';
import { writeLeagueFixture } from './league-fixture.ts';
import { CUP_SLUG, cupSeason } from './cup-fixture.ts';

let ds: Dataset;
let idx: SiteIndex;

beforeAll(async () => {
  const { raw, problems } = await loadContent(await writeLeagueFixture((s) => {
    s[CUP_SLUG] = cupSeason();
  }));
  expect(problems).toEqual([]);
  ds = buildDataset(snapshotOf(raw));
  idx = siteIndex(ds);
});

describe('season pages: built or on demand', () => {
  it('the finished older league season and the cup are history; the season in progress is not', () => {
    const slugs = [...historySeasons(idx)].map((id) => idx.seasons.find((s) => s.id === id)!.slug).sort();
    expect(slugs).toEqual(['fl-1-2020-21', CUP_SLUG]);
  });

  it('every page of every kind is either prerendered or on demand, never both, and only history pages are on demand', () => {
    const onDemand = new Set(onDemandSeasonPaths(ds));
    let total = 0;
    for (const kind of SEASON_PAGE_KINDS) {
      const all = seasonPages(idx, kind);
      total += all.length;
      const built = prerenderedSeasonPaths(idx, kind);
      const builtParams = new Set(built.map((b) => JSON.stringify(b.params)));
      const builtPaths = all.filter((p) => builtParams.has(JSON.stringify(p.params))).map((p) => p.path);
      expect(builtPaths.length).toBe(built.length);
      for (const p of all) expect(onDemand.has(p.path) !== builtPaths.includes(p.path), `${kind} ${p.path}`).toBe(true);
      for (const p of all) expect(onDemand.has(p.path), p.path).toBe(historySeasons(idx).has(p.season.id));
      for (const b of built) expect(typeof b.cacheKey).toBe('string');
    }
    // the current season's league pages are built (it has no /seasons/<slug>/ pages: those are /groups/, /schedule/…)
    expect(prerenderedSeasonPaths(idx, 'league').map((p) => p.params.season)).toEqual(['fl-1-2021-22']);
    expect(prerenderedSeasonPaths(idx, 'league-matchday').length).toBeGreaterThan(1);
    expect(prerenderedSeasonPaths(idx, 'groups').map((p) => p.params.season)).toEqual([]);
    expect(onDemand.size).toBeGreaterThan(10);
    expect(onDemand.size).toBeLessThan(total);
  });

  it('finds a history page by its address, with or without the trailing slash; nothing else', () => {
    expect(onDemandSeasonPage(ds, '/leagues/fl-1-2020-21/')?.kind).toBe('league');
    expect(onDemandSeasonPage(ds, '/leagues/fl-1-2020-21/matchdays/2')?.kind).toBe('league-matchday');
    expect(onDemandSeasonPage(ds, '/leagues/fl-1-2020-21/teams/team_fl-boreal/')?.kind).toBe('league-team');
    expect(onDemandSeasonPage(ds, `/seasons/${CUP_SLUG}/bracket/`)?.kind).toBe('bracket');
    expect(onDemandSeasonPage(ds, `/seasons/${CUP_SLUG}/schedule/`)?.kind).toBe('schedule');
    // the season in progress is built; unknown pages are not pages
    expect(onDemandSeasonPage(ds, '/leagues/fl-1-2021-22/')).toBeNull();
    expect(onDemandSeasonPage(ds, '/leagues/fl-1-2020-21/matchdays/99/')).toBeNull();
    expect(onDemandSeasonPage(ds, '/seasons/no-such-season/groups/')).toBeNull();
    expect(onDemandSeasonPage(ds, '/teams/team_fl-boreal/')).toBeNull();
  });

  it('the server renders a history page at the on-demand route, served at its own address', () => {
    expect(onDemandRenderPath('/leagues/fl-1-2020-21', ds)).toBe('/on-demand/leagues/fl-1-2020-21/');
    expect(onDemandRenderPath('/leagues/fl-1-2021-22/', ds)).toBeNull();
    expect(onDemandRenderPath('/leagues/fl-1-2020-21/', undefined)).toBeNull();
    const historyMatch = idx.matches.find((m) => historySeasons(idx).has(m.season_id))!;
    expect(onDemandRenderPath(`/matches/${historyMatch.id}/`, ds)).toBe(`/live/matches/${historyMatch.id}/`);
    expect(canonicalPath('/on-demand/leagues/fl-1-2020-21/')).toBe('/leagues/fl-1-2020-21/');
    expect(robotsTxt('https://example.org')).toContain('Disallow: /on-demand/\n');
  });

  it('the sitemaps list every on-demand page: the history matches and the history season pages', () => {
    const paths = onDemandPaths(ds);
    expect(paths).toContain('/leagues/fl-1-2020-21/');
    expect(paths).toContain(`/seasons/${CUP_SLUG}/bracket/`);
    expect(paths.filter((p) => p.startsWith('/matches/')).length).toBe(idx.matches.filter((m) => historySeasons(idx).has(m.season_id)).length);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
