import { createHmac, randomBytes } from 'node:crypto';

/**
 * How deliveries are signed (docs/webhooks.md), in the manner of Stripe's scheme: the header
 * `Routier-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed by the secret>`, with a
 * second `v1=` made with the previous secret for a day after a rotation. The timestamp is signed too, so a
 * receiver that refuses old timestamps also refuses replays.
 */
export const SIGNATURE_HEADER = 'Routier-Signature';

export function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** `whsec_…` and the last 4 characters: enough to tell secrets apart, useless to an attacker. */
export function secretHint(secret: string): string {
  return `whsec_…${secret.slice(-4)}`;
}

export function sign(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function signatureHeader(secrets: readonly string[], timestamp: number, body: string): string {
  return [`t=${timestamp}`, ...secrets.map((secret) => `v1=${sign(secret, timestamp, body)}`)].join(',');
}
