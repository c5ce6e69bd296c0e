/**
 * The match page follows live play in place (no reload). While the match can be in play (#match-live
 * says in play or live, or a scheduled match within 30 minutes before to 4 hours after its kick-off),
 * it fetches the live-aware page (/live/matches/<id>/, rendered on demand from the live state) every
 * 15 s (`?interval=<seconds>` for tests) and swaps each `[data-live-region]` that changed, announcing
 * the score to screen readers. It stops once the match is completed.
 */
const BEFORE_MS = 30 * 60_000;
const AFTER_MS = 4 * 3_600_000;

function regions(root: ParentNode): Map<string, Element> {
  return new Map([...root.querySelectorAll('[data-live-region]')].map((el) => [(el as HTMLElement).dataset.liveRegion!, el]));
}

export function followMatch(doc: Document): void {
  const root = doc.getElementById('match-live');
  const note = doc.getElementById('match-live-note');
  if (!root) return;
  const id = root.dataset.match!;
  const kickoff = Date.parse(root.dataset.kickoff ?? '');
  const every = Math.max(1, Number(new URLSearchParams(location.search).get('interval')) || 15) * 1000;

  const following = () => {
    const { status, live } = root.dataset;
    if (status === 'completed') return false;
    if (status === 'in_play' || live === '1') return true;
    const now = Date.now();
    return now >= kickoff - BEFORE_MS && now <= kickoff + AFTER_MS;
  };

  async function poll() {
    if (root!.dataset.status === 'completed') return;
    if (following()) {
      try {
        const res = await fetch(`/live/matches/${encodeURIComponent(id)}/`, { headers: { Accept: 'text/html' }, cache: 'no-cache' });
        if (res.ok) apply(new DOMParser().parseFromString(await res.text(), 'text/html'));
      } catch {
        // offline for a moment: try again at the next tick
      }
    }
    setTimeout(poll, every);
  }

  function apply(next: Document) {
    const fresh = next.getElementById('match-live');
    if (!fresh) return;
    const now = regions(root!);
    let scoreChanged = false;
    for (const [name, el] of regions(fresh)) {
      const old = now.get(name);
      if (!old || old.innerHTML === el.innerHTML) continue;
      old.replaceWith(doc.importNode(el, true));
      if (name === 'score') scoreChanged = true;
    }
    root!.dataset.status = fresh.dataset.status;
    root!.dataset.live = fresh.dataset.live;
    if (scoreChanged && note) note.textContent = (fresh.querySelector('[data-live-region="score"]')?.textContent ?? '').replace(/\s+/g, ' ').trim();
  }

  setTimeout(poll, following() ? every : Math.min(every * 4, 60_000));
}
