import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Metrics } from '../kernel/metrics.js';
import {
  claimDue,
  endpointsByIds,
  nextDueAt,
  purgeDeliveries,
  saveAttempt,
  type AttemptOutcome,
  type DeliveryRecord,
  type EndpointRecord,
} from './webhook-repository.js';
import { SIGNATURE_HEADER, signatureHeader } from './webhook-signature.js';
import { refusedUrl, type PrivateUrlPolicy } from './webhook-url.js';

export interface DispatcherOptions {
  privateUrls: PrivateUrlPolicy;
  /** Counts each attempt (`routier_webhook_attempts_total`). */
  metrics?: Metrics;
  /** Waits after each failed attempt; one attempt more than its length in all (default 8 over ~11 h). */
  retryDelaysMs?: readonly number[];
  /** One attempt's time limit (default 10 s). */
  timeoutMs?: number;
  /** How often to look for deliveries recorded by other processes (default 5 s). */
  pollMs?: number;
  fetch?: typeof fetch;
  userAgent?: string;
}

/** 30 s, 2 min, 10 min, 30 min, 1 h, 3 h, 6 h: eight attempts over about eleven hours. */
export const RETRY_DELAYS_MS = [30e3, 120e3, 600e3, 1800e3, 3600e3, 3 * 3600e3, 6 * 3600e3];
const BATCH = 10;
const LOG_DAYS = 30;

/**
 * Sends the outbox: claims due deliveries (any process may run one; claims are leased, see
 * `claimDue`), POSTs each signed event, and records the outcome — `succeeded` on a 2xx, else `retrying` with
 * the next attempt after the schedule's wait, or `failed` once the schedule is spent. Redirects are not
 * followed and answers' bodies are not read beyond their status. It sleeps until the next delivery is due
 * (at most `pollMs`), and wakes at once when this process records an event.
 */
export class WebhookDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private wakeAt = Infinity;
  private round: Promise<void> | undefined;
  private running = false;
  private lastPurge = 0;
  private readonly delays: readonly number[];
  private readonly timeoutMs: number;
  private readonly pollMs: number;

  constructor(
    private readonly knex: Knex,
    private readonly logger: Logger,
    private readonly options: DispatcherOptions,
  ) {
    this.delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.pollMs = options.pollMs ?? 5_000;
  }

  /** Delivers from now on, beginning with a round at once. */
  start(): void {
    this.running = true;
    this.wake(0);
  }

  /** Runs a round within `delayMs` (sooner if one is already planned). */
  wake(delayMs = 0): void {
    if (!this.running) return;
    const at = Date.now() + Math.max(0, delayMs);
    if (this.timer && at >= this.wakeAt) return;
    clearTimeout(this.timer);
    this.wakeAt = at;
    this.timer = setTimeout(() => void this.runRound(), Math.max(0, delayMs));
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.round;
  }

  /** One round: every delivery due now (tests call it directly). */
  async deliverDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await claimDue(this.knex, BATCH, this.timeoutMs * 3);
      if (!claimed.length) break;
      const endpoints = await endpointsByIds(
        this.knex,
        claimed.map((d) => d.endpointId),
      );
      // An endpoint deleted meanwhile took its deliveries with it: nothing to send.
      await Promise.all(
        claimed.flatMap((delivery) => {
          const endpoint = endpoints.get(delivery.endpointId);
          return endpoint ? [this.attempt(endpoint, delivery)] : [];
        }),
      );
      sent += claimed.length;
      if (!this.running && claimed.length < BATCH) break;
    }
    if (Date.now() - this.lastPurge > 3600e3) {
      this.lastPurge = Date.now();
      await purgeDeliveries(this.knex, new Date(Date.now() - LOG_DAYS * 86400e3));
    }
    return sent;
  }

  private async runRound(): Promise<void> {
    this.timer = undefined;
    this.wakeAt = Infinity;
    if (this.round) return;
    this.round = (async () => {
      let next = this.pollMs;
      try {
        await this.deliverDue();
        const due = await nextDueAt(this.knex);
        if (due) next = Math.min(next, Math.max(0, due.getTime() - Date.now()));
      } catch (error) {
        this.logger.warn({ err: error }, 'webhook delivery round failed');
      } finally {
        this.round = undefined;
      }
      this.wake(next);
    })();
    await this.round;
  }

  private async attempt(endpoint: EndpointRecord, delivery: DeliveryRecord): Promise<void> {
    const outcome = await this.send(endpoint, delivery);
    await saveAttempt(this.knex, delivery.id, outcome);
    this.options.metrics?.webhookAttempt(delivery.event, outcome.status);
    this.logger.info(
      {
        webhookEndpointId: endpoint.id,
        deliveryId: delivery.id,
        event: delivery.event,
        status: outcome.status,
        responseStatus: outcome.responseStatus,
      },
      'webhook attempt',
    );
  }

  private async send(endpoint: EndpointRecord, delivery: DeliveryRecord): Promise<AttemptOutcome> {
    const started = Date.now();
    const failed = (responseStatus: number | null, error: string): AttemptOutcome => {
      const wait = this.delays[delivery.attempts];
      return {
        status: wait === undefined ? 'failed' : 'retrying',
        responseStatus,
        durationMs: Date.now() - started,
        error,
        nextAttemptAt: wait === undefined ? null : new Date(Date.now() + wait),
      };
    };
    try {
      const refused = await refusedUrl(endpoint.url, this.options.privateUrls);
      if (refused) return failed(null, `Refused: ${refused}`);
      const body = JSON.stringify(delivery.payload);
      const timestamp = Math.floor(Date.now() / 1000);
      const previousValid =
        endpoint.previousSecret &&
        endpoint.previousSecretExpiresAt &&
        Date.parse(endpoint.previousSecretExpiresAt) > Date.now();
      const secrets = previousValid ? [endpoint.secret, endpoint.previousSecret!] : [endpoint.secret];
      const response = await (this.options.fetch ?? fetch)(endpoint.url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
        headers: {
          'content-type': 'application/json',
          'user-agent': this.options.userAgent ?? 'Routier-Webhooks',
          [SIGNATURE_HEADER]: signatureHeader(secrets, timestamp, body),
          'Routier-Event': delivery.event,
          'Routier-Delivery': String(delivery.id),
        },
        body,
      });
      await response.body?.cancel().catch(() => undefined);
      if (response.status >= 200 && response.status < 300)
        return {
          status: 'succeeded',
          responseStatus: response.status,
          durationMs: Date.now() - started,
          error: null,
          nextAttemptAt: null,
        };
      return failed(response.status, `The endpoint answered ${response.status}`);
    } catch (error) {
      const e = error as Error & { cause?: { code?: string } };
      const reason =
        e.name === 'TimeoutError'
          ? `No answer within ${this.timeoutMs / 1000} s`
          : e.cause?.code
            ? `Could not connect (${e.cause.code})`
            : e.message;
      return failed(null, reason);
    }
  }
}
