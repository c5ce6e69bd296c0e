/**
 * The match page follows live play in place (follow-live.ts). While the match can be in play
 * (#match-live says in play or live, or a scheduled match within 30 minutes before to 4 hours after
 * its kick-off), it fetches the live-aware page (/live/matches/<id>/, rendered on demand from the
 * live state) every 15 s and swaps the score, statistics, events and line-ups that changed,
 * announcing the score to screen readers. It stops once the match is completed.
 */
import { followLive } from './follow-live.ts';

export function followMatch(): void {
  const root = document.getElementById('match-live');
  if (!root) return;
  const kickoff = Date.parse(root.dataset.kickoff!);
  followLive({
    root,
    url: `/live/matches/${root.dataset.match}/`,
    due: (d) => {
      if (d.status === 'completed') return null;
      const now = Date.now();
      // from 30 minutes before kick-off to 4 hours after
      return d.status === 'in_play' || d.live === '1' || (now > kickoff - 18e5 && now < kickoff + 144e5);
    },
    swapped: (name, el) => {
      if (name === 'score') document.getElementById('match-live-note')!.textContent = el.textContent!.replace(/\s+/g, ' ');
    },
  });
}
