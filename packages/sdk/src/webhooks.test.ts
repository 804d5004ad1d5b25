import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyWebhook, WebhookVerificationError } from './webhooks.js';

const secret = 'whsec_test-secret';
const body = JSON.stringify({
  id: 'evt_X',
  type: 'job.succeeded',
  createdAt: '2025-03-04T09:15:00.000Z',
  data: { object: {} },
});
const now = 1_741_079_700_000;
const t = now / 1000;
const sig = (s: string, ts = t, b = body) => createHmac('sha256', s).update(`${ts}.${b}`).digest('hex');

describe('verifyWebhook', () => {
  it('answers the event when a v1 signature matches, also the second one after a rotation', async () => {
    const event = await verifyWebhook(body, `t=${t},v1=${sig(secret)}`, secret, { now: () => now });
    expect(event.type).toBe('job.succeeded');
    await expect(
      verifyWebhook(body, `t=${t},v1=${sig('whsec_new')},v1=${sig(secret)}`, secret, { now: () => now }),
    ).resolves.toMatchObject({ id: 'evt_X' });
  });

  it('refuses a wrong secret, a changed body, an old timestamp and a malformed header', async () => {
    const check = (header: string | undefined, b = body, at = now) =>
      verifyWebhook(b, header, secret, { now: () => at });
    await expect(check(`t=${t},v1=${sig('whsec_other')}`)).rejects.toThrow('No signature matches');
    await expect(check(`t=${t},v1=${sig(secret)}`, body.replace('job', 'jab'))).rejects.toThrow(
      'No signature matches',
    );
    await expect(check(`t=${t},v1=${sig(secret)}`, body, now + 301_000)).rejects.toThrow('a replay?');
    await expect(check(`v1=${sig(secret)}`)).rejects.toThrow('malformed');
    await expect(check(undefined)).rejects.toBeInstanceOf(WebhookVerificationError);
  });
});
