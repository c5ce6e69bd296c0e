/**
 * Which content codings a request accepts, from Accept-Encoding (RFC 9110 §12.5.3): a coding is
 * acceptable when its own q (else `*`'s) is above 0; `identity` is always served as the fallback.
 * Clients send few distinct header values, so the answers are memoised (bounded).
 */
export interface Accepted {
  br: boolean;
  gzip: boolean;
}

const NONE: Accepted = Object.freeze({ br: false, gzip: false });
const MEMO_MAX = 256;
const memo = new Map<string, Accepted>();

function parse(header: string): Accepted {
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qp ? Number(qp.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const ok = (coding: string) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  return Object.freeze({ br: ok('br'), gzip: ok('gzip') || ok('x-gzip') });
}

export function acceptedEncodings(header: string | undefined): Accepted {
  if (!header) return NONE;
  let hit = memo.get(header);
  if (!hit) {
    hit = parse(header);
    if (memo.size >= MEMO_MAX) memo.clear();
    memo.set(header, hit);
  }
  return hit;
}
