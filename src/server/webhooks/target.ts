/**
 * Where a webhook may go (decisions.md, safety): an `https` URL without credentials whose host
 * resolves only to public addresses — checked at registration and again at every delivery, and the
 * request then connects to the checked address itself (so a name cannot switch to another address
 * between the check and the connection). `allowPrivate` (MATCHDAY_WEBHOOKS_ALLOW_PRIVATE=1) lifts the
 * scheme and address rules, for tests and receivers on one machine.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { classifyAll } from '../../lib/webhooks/address-policy.ts';

export type Resolver = (hostname: string) => Promise<string[]>;

export const dnsResolver: Resolver = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

export interface Target {
  url: URL;
  /** The checked address to connect to. */
  address: string;
}

/** The setting that lifts the scheme and address rules, for receivers on one machine in development. */
export const ALLOW_PRIVATE_SETTING = 'MATCHDAY_WEBHOOKS_ALLOW_PRIVATE=1';

export class TargetRefused extends Error {
  /** An http URL or a non-public address: MATCHDAY_WEBHOOKS_ALLOW_PRIVATE=1 allows it. */
  readonly liftable: boolean;
  constructor(message: string, liftable = false) {
    super(message);
    this.liftable = liftable;
  }
}

/**
 * A refusal in the words of where it happens. Registration (the CLI) and delivery (the server)
 * check the URL each with its own setting, so a liftable refusal says which process needs it.
 */
export function explainRefusal(err: TargetRefused, where: 'registration' | 'delivery'): string {
  if (!err.liftable) return err.message;
  if (where === 'registration')
    return `${err.message}. For a receiver on this machine during development, set ${ALLOW_PRIVATE_SETTING} for this command and for the server, which sends the deliveries (never in production)`;
  return `${err.message}; this server sends to http URLs and non-public addresses only when started with ${ALLOW_PRIVATE_SETTING} (development only)`;
}

/** Parses the URL and checks its form (no resolution). */
export function checkUrlForm(raw: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new TargetRefused(`"${raw}" is not a URL`);
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    throw new TargetRefused(`only https URLs are allowed${allowPrivate ? ' (or http with MATCHDAY_WEBHOOKS_ALLOW_PRIVATE=1)' : ''}, not ${url.protocol.slice(0, -1)}`, !allowPrivate && url.protocol === 'http:');
  if (url.username || url.password) throw new TargetRefused('a webhook URL must not contain a user name or password');
  if (url.hash) throw new TargetRefused('a webhook URL must not contain a #fragment');
  return url;
}

/** Checks the URL and resolves its host; every address must be allowed. */
export async function resolveTarget(raw: string, opts: { allowPrivate: boolean; resolve?: Resolver }): Promise<Target> {
  const url = checkUrlForm(raw, opts.allowPrivate);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await (opts.resolve ?? dnsResolver)(host);
    } catch (err) {
      throw new TargetRefused(`${host} does not resolve (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
    }
  }
  if (!opts.allowPrivate) {
    const verdict = classifyAll(addresses);
    if (!verdict.ok) throw new TargetRefused(`${host} is refused: ${verdict.reason} (only public addresses are allowed)`, addresses.length > 0);
  }
  if (addresses.length === 0) throw new TargetRefused(`${host} resolves to no address`);
  return { url, address: addresses[0]! };
}
