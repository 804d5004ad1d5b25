import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/**
 * Whether a webhook may be sent to a host on a private network. A SaaS server must not let its users reach
 * its own network (cloud metadata at 169.254.169.254, a database on 10.x); a self-hosted one may well
 * want to call the ERP next door. WEBHOOK_PRIVATE_URLS decides; the default is `deny` under
 * NODE_ENV=production and `allow` otherwise (config.ts).
 */
export type PrivateUrlPolicy = 'allow' | 'deny';

const PRIVATE_V4: Array<[number, number]> = [
  [0x00000000, 8], // 0.0.0.0/8
  [0x0a000000, 8], // 10/8
  [0x64400000, 10], // 100.64/10 (carrier-grade NAT)
  [0x7f000000, 8], // 127/8
  [0xa9fe0000, 16], // 169.254/16 (link-local, cloud metadata)
  [0xac100000, 12], // 172.16/12
  [0xc0a80000, 16], // 192.168/16
  [0xc6120000, 15], // 198.18/15 (benchmarking)
  [0xe0000000, 3], // multicast and reserved
];

function v4Number(address: string): number {
  return address.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

export function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 4) {
    const n = v4Number(address);
    return PRIVATE_V4.some(
      ([base, bits]) => Math.floor(n / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits)),
    );
  }
  const a = address.toLowerCase();
  const mapped = a.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped) return isPrivateAddress(mapped[1]);
  return a === '::' || a === '::1' || /^f[cd]/.test(a) || /^fe[89ab]/.test(a);
}

/**
 * Answers why `url` may not be called under `policy`, or null when it may: the host itself when it is an
 * address, else every address it resolves to (checked at each attempt, so a name that later points inside
 * is caught then).
 */
export async function refusedUrl(url: string, policy: PrivateUrlPolicy): Promise<string | null> {
  if (policy === 'allow') return null;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return `${host} is on this server's own network`;
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  const inside = addresses.find(isPrivateAddress);
  return inside ? `${host} resolves to ${inside}, a private network address` : null;
}
