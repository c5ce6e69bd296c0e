/**
 * The match page follows live play in place (no reload). While the match can be in play (#match-live
 * says in play or live, or a scheduled match within 30 minutes before to 4 hours after its kick-off),
 * it fetches the live-aware page (/live/matches/<id>/, rendered on demand from the live state) every
 * 15 s (`?interval=<seconds>` for tests) and swaps each `[data-live-region]` that changed, announcing
 * the score to screen readers. It stops once the match is completed. (Inlined into every match page:
 * kept small for the page's script budget.)
 */
const regions = (root: ParentNode) => new Map([...root.querySelectorAll<HTMLElement>('[data-live-region]')].map((el) => [el.dataset.liveRegion, el]));

export function followMatch(): void {
  const root = document.getElementById('match-live');
  if (!root) return;
  const data = root.dataset;
  const kickoff = Date.parse(data.kickoff!);
  const every = (Number(new URLSearchParams(location.search).get('interval')) || 15) * 1e3;
  const poll = async () => {
    if (data.status === 'completed') return;
    const now = Date.now();
    if (data.status === 'in_play' || data.live === '1' || (now > kickoff - 18e5 && now < kickoff + 144e5)) {
      try {
        const res = await fetch(`/live/matches/${data.match}/`, { cache: 'no-cache' });
        const fresh = new DOMParser().parseFromString(await res.text(), 'text/html').getElementById('match-live');
        if (res.ok && fresh) {
          const old = regions(root);
          for (const [name, el] of regions(fresh)) {
            if (old.get(name)?.innerHTML === el.innerHTML) continue;
            old.get(name)?.replaceWith(el);
            if (name === 'score') document.getElementById('match-live-note')!.textContent = el.textContent!.replace(/\s+/g, ' ');
          }
          data.status = fresh.dataset.status;
          data.live = fresh.dataset.live;
        }
      } catch {
        // offline for a moment: try again at the next tick
      }
    }
    setTimeout(poll, every);
  };
  setTimeout(poll, every);
}
