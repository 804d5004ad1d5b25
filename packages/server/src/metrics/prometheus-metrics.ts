import type { Knex } from 'knex';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Metrics } from '../kernel/metrics.js';
import { countActiveJobs, poolUse } from './metrics-repository.js';

/**
 * The app's metrics in a registry of its own (two apps in one process, as in the tests, never mix
 * figures). Counters and histograms are updated as things happen; the job queue and the database pool are
 * read when scraped. prom-client: the Prometheus client for Node that the Prometheus project lists.
 */
export class PrometheusMetrics implements Metrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'routier_http_requests_total',
    help: 'HTTP requests answered, by method, operation and status.',
    labelNames: ['method', 'operation', 'status'] as const,
    registers: [this.registry],
  });
  private readonly latency = new Histogram({
    name: 'routier_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and operation.',
    labelNames: ['method', 'operation'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly jobs = new Counter({
    name: 'routier_jobs_total',
    help: 'Optimisation jobs ended in this process, by kind and outcome.',
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly jobDuration = new Histogram({
    name: 'routier_job_duration_seconds',
    help: 'Time from a job starting to its end, by kind and outcome.',
    labelNames: ['kind', 'outcome'] as const,
    buckets: [0.1, 0.5, 1, 2, 5, 10, 30, 60, 120, 300],
    registers: [this.registry],
  });
  private readonly iterations = new Counter({
    name: 'routier_solver_iterations_total',
    help: 'Local-search iterations of the jobs ended in this process, by kind.',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  private readonly webhooks = new Counter({
    name: 'routier_webhook_attempts_total',
    help: 'Webhook delivery attempts of this process, by event and outcome.',
    labelNames: ['event', 'outcome'] as const,
    registers: [this.registry],
  });

  constructor(knex: Knex) {
    collectDefaultMetrics({ register: this.registry, prefix: 'routier_' });
    new Gauge({
      name: 'routier_jobs',
      help: 'Optimisation jobs waiting or running, in every process sharing the database.',
      labelNames: ['status'] as const,
      registers: [this.registry],
      async collect() {
        const counts = await countActiveJobs(knex);
        this.set({ status: 'queued' }, counts.queued);
        this.set({ status: 'running' }, counts.running);
      },
    });
    new Gauge({
      name: 'routier_db_pool_connections',
      help: 'Database pool connections by state (PostgreSQL; the embedded database has one, always used).',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const use = poolUse(knex);
        this.set({ state: 'used' }, use.used);
        this.set({ state: 'free' }, use.free);
        this.set({ state: 'pending' }, use.pending);
      },
    });
  }

  httpRequest(method: string, operation: string, status: number, seconds: number): void {
    this.requests.inc({ method, operation, status: String(status) });
    this.latency.observe({ method, operation }, seconds);
  }

  jobEnded(kind: string, outcome: string, seconds: number, iterations: number): void {
    this.jobs.inc({ kind, outcome });
    this.jobDuration.observe({ kind, outcome }, seconds);
    if (iterations > 0) this.iterations.inc({ kind }, iterations);
  }

  webhookAttempt(event: string, outcome: string): void {
    this.webhooks.inc({ event, outcome });
  }

  /** The exposition text and its content type. */
  async render(): Promise<{ text: string; contentType: string }> {
    return { text: await this.registry.metrics(), contentType: this.registry.contentType };
  }
}
