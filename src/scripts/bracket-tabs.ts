/**
 * The bracket's round tabs on a phone (Bracket.astro): the tabs are in-page links to the rounds;
 * with this script a tab shows its round alone (the others hidden by CSS below 700 px), marked
 * aria-current, starting with the round the page names current (or the round in the address).
 * Without it every round stays on the page, stacked, and a tab jumps to its round (CSS :target then
 * shows that round alone). Inlined into the bracket page: kept small for its script budget.
 */
export function bracketTabs(): void {
  const bracket = document.querySelector<HTMLElement>('.bracket[data-current]');
  if (!bracket) return;
  const tabs = [...bracket.querySelectorAll<HTMLAnchorElement>('.round-tabs a')];
  const rounds = tabs.map((t) => document.getElementById(t.hash.slice(1)));
  const show = (i: number) => {
    tabs.forEach((t, k) => (k === i ? t.setAttribute('aria-current', 'true') : t.removeAttribute('aria-current')));
    rounds.forEach((r, k) => r?.classList.toggle('on', k === i));
  };
  tabs.forEach((t, i) =>
    t.addEventListener('click', (e) => {
      e.preventDefault();
      show(i);
    }),
  );
  const asked = tabs.findIndex((t) => t.hash === location.hash);
  show(asked >= 0 ? asked : Number(bracket.dataset.current));
  bracket.classList.add('tabbed');
}
