/**
 * The globals through which the page renderer (scripts/lib/render-pages.ts) and the site's code in
 * its kept bundle hand each other data: symbols only, in a module of no imports, so that the
 * renderer loads none of the site's modules of its own (importing them for their symbols took it
 * 0.4 s before its work).
 */

/** The new snapshot, a promise the renderer sets before the site's dataset is made (site-data.ts). */
export const HANDED_SNAPSHOT = Symbol.for('matchday.handed-snapshot');

/** A function the renderer sets; the site's code calls it with the facts of its dataset (dataset-facts.ts). */
export const DATASET_FACTS = Symbol.for('matchday.dataset-facts');

/** The match digests of the page keys, a map the renderer sets (match-digests.ts, page-keys.ts). */
export const MATCH_DIGESTS = Symbol.for('matchday.match-digests');
