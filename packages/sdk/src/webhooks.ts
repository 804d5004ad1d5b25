import type { WebhookEvent } from '@routier/contract';

/** Why a delivery was refused by `verifyWebhook`. */
export class WebhookVerificationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookVerificationError';
  }
}

export interface VerifyWebhookOptions {
  /** Oldest signature timestamp accepted, in seconds from now (default 300): older deliveries are replays. */
  toleranceSeconds?: number;
  /** The clock, in milliseconds (default Date.now). */
  now?: () => number;
}

const encoder = new TextEncoder();

async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Compares in time independent of where the strings differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * Checks a webhook delivery from Routier and answers its event: `body` is the request's raw body (the exact
 * text, before any JSON parsing), `signatureHeader` its `Routier-Signature` header, `secret` the endpoint's
 * `whsec_...` secret. Throws `WebhookVerificationError` when the header is missing or malformed, no `v1`
 * signature matches, or the timestamp is older than the tolerance (docs/webhooks.md). Uses Web Crypto, so
 * it runs in Node 20+, Deno, Bun, workers and browsers alike.
 */
export async function verifyWebhook(
  body: string,
  signatureHeader: string | null | undefined,
  secret: string,
  options: VerifyWebhookOptions = {},
): Promise<WebhookEvent> {
  if (!signatureHeader) throw new WebhookVerificationError('No Routier-Signature header');
  const pairs = signatureHeader.split(',').map((part) => {
    const at = part.indexOf('=');
    return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
  });
  const timestamp = Number(pairs.find(([k]) => k === 't')?.[1]);
  const signatures = pairs.filter(([k]) => k === 'v1').map(([, v]) => v);
  if (!Number.isInteger(timestamp) || !signatures.length)
    throw new WebhookVerificationError('The Routier-Signature header is malformed');
  const age = (options.now ?? Date.now)() / 1000 - timestamp;
  if (age > (options.toleranceSeconds ?? 300))
    throw new WebhookVerificationError(`The signature is ${Math.round(age)} s old (a replay?)`);
  const expected = await hmacHex(secret, `${timestamp}.${body}`);
  if (!signatures.some((s) => sameText(s, expected)))
    throw new WebhookVerificationError('No signature matches this secret');
  return JSON.parse(body) as WebhookEvent;
}
