/**
 * The fan site's markup for phones and wide screens (issue 24), read from the built demo site
 * (`npm run build` first; MATCHDAY_DIST selects another build): the bracket's round tabs and
 * connector classes, the standings' shared columns and the legend of their marks, kick-off times
 * in lists (the venue's local time, the fan's added by the script), scores that never wrap, the
 * pitch's bands and labels. Layout itself is checked in a browser by tests/e2e/site.spec.ts.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kickoff } from '../../src/lib/site/time.ts';

const DIST = resolve(process.env.MATCHDAY_DIST ?? 'dist');
const CLIENT = join(DIST, 'client');
const page = (path: string) => readFileSync(join(CLIENT, path, 'index.html'), 'utf8');
const all = (html: string, re: RegExp) => [...html.matchAll(re)];

describe('markup of the built fan site', () => {
  if (!existsSync(join(CLIENT, 'index.html'))) {
    it('needs a build', () => {
      throw new Error(`${CLIENT}/index.html not found: run "npm run build" before this test (or set MATCHDAY_DIST)`);
    });
    return;
  }
  const snapshot = JSON.parse(readFileSync(join(DIST, 'matchday', 'snapshot.json'), 'utf8')) as {
    seasons: { venues: { id: string; timezone: string }[]; matches: { id: string; venue_id: string | null; scheduled_at: string; status: string }[] }[];
  };
  const matches = new Map(snapshot.seasons.flatMap((x) => x.matches.map((m) => [m.id, { m, venues: x.venues }] as const)));

  it('bracket: round tabs linking every round, connector classes on every round that feeds the next, the current round named', () => {
    const html = page('bracket');
    const tabs = all(html, /<nav class="round-tabs" aria-label="Rounds"><ul>([\s\S]*?)<\/ul><\/nav>/g)[0]![1]!;
    const targets = all(tabs, /href="#([^"]+)"/g).map((m) => m[1]!);
    const rounds = all(html, /<section class="round( to-(?:pairs|straight))?" id="([^"]+)"/g);
    expect(targets.length).toBeGreaterThan(1);
    expect(rounds.map((m) => m[2])).toEqual(targets);
    // a single-leg tournament halves each round: every round but the final joins pairs to the next
    expect(rounds.map((m) => m[1] ?? '')).toEqual([...targets.slice(1).map(() => ' to-pairs'), '']);
    // the current round: the first with a match still to play (the demo's final is scheduled)
    const current = Number(/<div class="bracket" data-current="(\d+)"/.exec(html)![1]);
    expect(rounds[current]![2]).toBe('round-final');
    expect(html).toMatch(/<script[^>]*>[^<]*\.round-tabs a/);
    // every score in its own element, which the stylesheet never wraps
    expect(all(html, /<span class="s">/g).length).toBe(2 * all(html, /class="bm"/g).length);
  });

  it('groups: every table with the same columns (one colgroup), Q marks in words for screen readers, a legend of exactly the marks the tables show', () => {
    const html = page('groups');
    const cols = all(html, /<table class="standings"><caption[^>]*>[\s\S]*?<\/caption>(<colgroup>[\s\S]*?<\/colgroup>)/g).map((m) => m[1]);
    expect(cols.length).toBe(all(html, /<table class="standings"><caption/g).length);
    expect(cols.length).toBeGreaterThan(1);
    expect(new Set(cols).size).toBe(1);
    expect(cols[0]).toContain('<col class="c-n opt" span="2">');
    const shown = new Set(all(html, /<span class="tb" title="[^"]*"> <span aria-hidden="true">([^<]+)<\/span><span class="sr-only">\(([^)]+)\)<\/span><\/span>/g).map((m) => `${m[1]} ${m[2]}`));
    expect(shown.has('Q plays in the knockout stage')).toBe(true);
    const legend = /<dl class="marks-legend">([\s\S]*?)<\/dl>/.exec(html)![1]!;
    const explained = all(legend, /<dt class="tb">([^<]+)<\/dt><dd>([^<]+)<\/dd>/g).map((m) => m[1]);
    expect(explained[0]).toBe('Q');
    expect(new Set(explained)).toEqual(new Set([...shown].map((x) => x.split(' ')[0])));
    expect(legend).toContain('<dt class="tb">Q</dt><dd>plays in the knockout stage</dd>');
    // the legend comes right after the tables, before the rules
    expect(html.indexOf('marks-legend')).toBeLessThan(html.indexOf('id="rules"'));
  });

  it("lists: each kick-off is the venue's local time with its zone, the venue's time beside it hidden until the script compares zones", () => {
    const html = page('schedule');
    const rows = all(html, /<a class="mrow" href="\/matches\/([^/]+)\/"[^>]*><span class="when">(.*?)<\/span><span class="home/g);
    expect(rows.length).toBeGreaterThan(0);
    for (const [, id, when] of rows) {
      const { m, venues } = matches.get(id!)!;
      const zone = venues.find((v) => v.id === m.venue_id)!.timezone;
      const k = kickoff(m.scheduled_at, zone);
      const day = k.localDay !== k.utcDay ? /, /.source : '';
      expect(when, id).toMatch(new RegExp(`^<time datetime="${k.iso}" data-kick="time" data-day="${k.utcDay}" data-off="${k.offset}" title="[^"]+">(\\w{3} \\d+ \\w{3}${day})?${k.localTime} ${k.localZone.replace('+', '\\+')}</time><span class="loc" hidden>${k.localTime} ${k.localZone.replace('+', '\\+')} local</span>$`));
    }
    const note = /<p class="tz-note" data-tz-note="([^"]+)">([^<]*)<\/p>/.exec(html)!;
    expect([note[1], note[2]!.replace(/&#39;/g, "'")]).toEqual(['venues', "Kick-off times are each venue's local time."]);
    // the script shows the venue's time when the fan's zone differs from the venue's at kick-off
    const script = /<script[^>]*>([^<]*time\[data-kick\][^<]*)<\/script>/.exec(html)![1]!;
    expect(script).toContain('.loc');
    expect(script).toContain('getTimezoneOffset()');
  });

  it('match page: teams and formations in bands outside the pitch, the captain marked on the shirt, timeline scores kept on one line', () => {
    const files = readdirSync(join(CLIENT, 'matches')).filter((f) => f.startsWith('match_'));
    const played = files.map((f) => page(join('matches', f))).find((h) => h.includes('class="pitch"') && h.includes('class="timeline"'))!;
    expect(played).toBeDefined();
    const wrap = /<div class="pitch-wrap">([\s\S]*?)<\/div>\s*<figcaption/.exec(played)![1]!;
    expect(wrap).toMatch(/^<p class="pitch-team">[^<]+<b>\d(-\d)+<\/b><\/p><div class="pitch"/);
    expect(wrap).toMatch(/<p class="pitch-team">[^<]+<b>\d(-\d)+<\/b><\/p>$/);
    expect(wrap).not.toContain('class="label"');
    expect(wrap).toMatch(/<b>\d+<i>C<\/i><\/b>/);
    expect(wrap).not.toContain('(C)');
    expect(played).toMatch(/<span class="sub score-inline">\d+–\d+<\/span>|· <span class="score-inline">\d+–\d+<\/span>/);
  });
});
