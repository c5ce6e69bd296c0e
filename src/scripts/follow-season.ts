/**
 * A season's groups, bracket or league table page rendered live (src/pages/live/[...page].astro)
 * follows play in place (follow-live.ts): while #season-live (SeasonLiveNote.astro) says a match is in play (`data-live="1"`), it fetches the
 * page's live address (`data-follow`) every 15 s and swaps the tables, or the bracket's rounds and
 * the placement matches' teams, scores and status, that changed (a bracket: `data-bracket`); it stops once no match is in play
 * (after swapping in the final state). The built pages have no script: the server renders the live
 * page at their address while play changes them.
 *
 * Bracket regions that Bracket.astro and MatchRow.astro draw without a name: a round's list
 * (`.round > ol`, named by its round's id) and the parts of a match row but its kick-off time
 * (which the local-times script rewrote), named by match and position.
 */
import { followLive } from './follow-live.ts';

const BRACKET = '[data-live-region], .round > ol, .mrow > :not(.when)';

const bracketKey = (el: HTMLElement) => {
  const up = el.parentElement!;
  return el.dataset.liveRegion ?? (up.id || up.dataset.match! + [...up.children].indexOf(el));
};

export function followSeason(): void {
  const root = document.getElementById('season-live');
  if (!root) return;
  const bracket = root.dataset.bracket === '1';
  followLive({
    root,
    url: root.dataset.follow!,
    due: (d) => d.live === '1' || null,
    ...(bracket ? { sel: BRACKET, key: bracketKey } : {}),
  });
}
