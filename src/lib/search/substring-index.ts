/**
 * Substring search over a fixed list of texts without scanning them all: an n-gram index (every
 * substring of 1, 2 and 3 UTF-16 units → the ascending positions of the texts that contain it).
 * A needle of up to 3 units is answered by its posting list alone; a longer one by checking only the
 * texts of its rarest 3-gram with `includes`. The answer is exactly what a scan with `includes` gives,
 * in the same (position) order. Built once per list of texts.
 */
const N = 3;

export interface SubstringIndex {
  readonly texts: readonly string[];
  readonly postings: ReadonlyMap<string, readonly number[]>;
}

export function buildSubstringIndex(texts: readonly string[]): SubstringIndex {
  const postings = new Map<string, number[]>();
  texts.forEach((text, pos) => {
    const seen = new Set<string>();
    for (let n = 1; n <= N; n++) for (let i = 0; i + n <= text.length; i++) seen.add(text.slice(i, i + n));
    for (const gram of seen) {
      const list = postings.get(gram);
      if (list) list.push(pos);
      else postings.set(gram, [pos]);
    }
  });
  return { texts, postings };
}

const EVERY = new WeakMap<SubstringIndex, readonly number[]>();

/** Ascending positions of the texts that contain `needle` (every text for the empty needle). */
export function findSubstring(index: SubstringIndex, needle: string): readonly number[] {
  if (needle.length === 0) {
    let all = EVERY.get(index);
    if (!all) EVERY.set(index, (all = index.texts.map((_, i) => i)));
    return all;
  }
  if (needle.length <= N) return index.postings.get(needle) ?? [];
  let rarest: readonly number[] | undefined;
  for (let i = 0; i + N <= needle.length; i++) {
    const list = index.postings.get(needle.slice(i, i + N));
    if (!list) return [];
    if (!rarest || list.length < rarest.length) rarest = list;
  }
  return rarest!.filter((pos) => index.texts[pos]!.includes(needle));
}
