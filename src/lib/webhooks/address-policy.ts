/**
 * Which addresses a webhook may be sent to (decisions.md, safety): only public unicast addresses.
 * Loopback, private, link-local (and so the 169.254.169.254 metadata service), unique-local (and so
 * fd00:ec2::254), carrier-grade NAT, multicast, unspecified, reserved and the IPv6 forms that embed
 * an IPv4 address (IPv4-mapped `::ffff:127.0.0.1`, NAT64, 6to4, Teredo) are refused: an allowlist of
 * ipaddr.js's `unicast` range, after unwrapping IPv4-mapped IPv6 to IPv4.
 */
import ipaddr from 'ipaddr.js';

export type AddressVerdict = { ok: true } | { ok: false; reason: string };

export function classifyAddress(address: string): AddressVerdict {
  const bare = address.replace(/^\[|\]$/g, '').split('%')[0]!;
  if (!ipaddr.isValid(bare)) return { ok: false, reason: `"${address}" is not an IP address` };
  const ip = ipaddr.process(bare);
  const range = ip.range();
  if (range === 'unicast') return { ok: true };
  return { ok: false, reason: `${ip.toString()} is a ${range} address` };
}

/** The first refused address of a resolution, or ok when every address is public. Any refused address refuses the name. */
export function classifyAll(addresses: readonly string[]): AddressVerdict {
  if (addresses.length === 0) return { ok: false, reason: 'the name resolves to no address' };
  for (const a of addresses) {
    const v = classifyAddress(a);
    if (!v.ok) return v;
  }
  return { ok: true };
}
