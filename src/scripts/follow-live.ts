/**
 * Follows a page rendered live, in place (no reload): the match page (follow-match.ts) and the
 * groups and bracket pages (follow-season.ts). Every 15 s (`?interval=<seconds>` for tests) while
 * `due` says so, it fetches `url` (the page's live-aware address, rendered on demand from the live
 * state), swaps each region (`sel`, named by `key`) whose HTML changed for the fetched one, and copies
 * the fetched `root`'s data attributes (found by the root's id) to the root, where `due` reads the
 * live state. `due` returning null stops following. (The build makes it one small module the
 * pages' scripts import, cached across pages: kept small for their script budget.)
 */
export interface Follow {
  /** Carries the page's live state in data attributes; the fetched page has it with the same id. */
  root: HTMLElement;
  url: string;
  /** Whether to fetch at this tick, from the root's data attributes; null: stop. */
  due: (data: DOMStringMap) => boolean | null;
  /** The regions swapped in place; default `[data-live-region]`. */
  sel?: string;
  /** A region's name, the same in the page and the fetched page; default its `data-live-region`. */
  key?: (el: HTMLElement) => string | undefined;
  /** Called with each region swapped in. */
  swapped?: (name: string, el: HTMLElement) => void;
}

export function followLive({ root, url, due, sel = '[data-live-region]', key = (el) => el.dataset.liveRegion, swapped }: Follow): void {
  const regions = (doc: ParentNode) => new Map([...doc.querySelectorAll<HTMLElement>(sel)].map((el) => [key(el), el]));
  const every = (Number(new URLSearchParams(location.search).get('interval')) || 15) * 1e3;
  const poll = async () => {
    const now = due(root.dataset);
    if (now === null) return;
    if (now) {
      try {
        const res = await fetch(url, { cache: 'no-cache' });
        const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
        const fresh = doc.getElementById(root.id);
        if (res.ok && fresh) {
          const old = regions(document);
          for (const [name, el] of regions(doc)) {
            if (old.get(name)?.innerHTML === el.innerHTML) continue;
            old.get(name)?.replaceWith(el);
            swapped?.(name!, el);
          }
          Object.assign(root.dataset, fresh.dataset);
        }
      } catch {
        // offline for a moment: try again at the next tick
      }
    }
    setTimeout(poll, every);
  };
  setTimeout(poll, every);
}
