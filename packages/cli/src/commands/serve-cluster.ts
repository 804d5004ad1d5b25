import cluster, { type Worker } from 'node:cluster';
import type { ServerModule } from '../core/server-module.js';
import type { CommandContext } from '../core/context.js';
import { UsageError } from '../io/errors.js';

type Config = ReturnType<ServerModule['loadConfig']>;

/** The message a cluster's primary sends its server processes to stop them gracefully. */
export const SHUTDOWN_MESSAGE = 'routier:shutdown';
/** A process that ends sooner than this after its start is restarted after a pause (a crash loop). */
const QUICK_EXIT_MS = 5_000;
/** How long the processes have to drain before the primary ends them. */
const STOP_GRACE_MS = 30_000;

/** Resolves when this server process's primary asks it to stop (never outside a cluster). */
export function shutdownRequested(): Promise<void> {
  return new Promise((resolve) => {
    if (!cluster.isWorker) return;
    process.on('message', (message) => {
      if (message === SHUTDOWN_MESSAGE) resolve();
    });
  });
}

/**
 * `routier serve --cluster N`, the primary: N server processes (node:cluster) sharing the port and the
 * PostgreSQL database, so sessions, rate limits, idempotency keys, jobs and webhook deliveries are shared
 * (docs/operations.md). It migrates once before forking (MIGRATE=1), restarts a process that dies (after a
 * pause when it dies at once again), and on SIGTERM or SIGINT asks each to drain and waits for them.
 */
export async function runCluster(ctx: CommandContext, config: Config, count: number, server: ServerModule) {
  if (!config.databaseUrl)
    throw new UsageError(
      '--cluster needs PostgreSQL (DATABASE_URL): the embedded database belongs to one process. ' +
        'Without DATABASE_URL run one `routier serve`.',
    );
  if (config.migrateAtStart) {
    const database = await server.openDatabase({ databaseUrl: config.databaseUrl });
    try {
      await server.migrate(database.knex);
    } finally {
      await database.close();
    }
  }
  const started = new Map<number, number>();
  let stopping = false;
  const fork = () => {
    const worker = cluster.fork({ MIGRATE: '0' });
    started.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) return;
    const quick = Date.now() - (started.get(worker.id) ?? 0) < QUICK_EXIT_MS;
    ctx.note(
      `Server process ${worker.process.pid} ended (${signal ?? `exit ${code}`}); starting another` +
        (quick ? ' in 2 s.' : '.'),
    );
    setTimeout(fork, quick ? 2_000 : 0);
  });
  for (let i = 0; i < count; i += 1) fork();
  ctx.note(`Routier runs ${count} server processes on port ${config.port} (PostgreSQL). Ctrl+C stops them.`);

  await new Promise<void>((resolve) => {
    process.once('SIGTERM', resolve);
    process.once('SIGINT', resolve);
  });
  stopping = true;
  const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
  const exited = workers.map(
    (w) => new Promise<void>((resolve) => (w.isDead() ? resolve() : w.once('exit', () => resolve()))),
  );
  // Asked again each second: a process still starting may not be listening for the first request yet.
  const ask = () => {
    for (const worker of workers) if (!worker.isDead() && worker.isConnected()) worker.send(SHUTDOWN_MESSAGE);
  };
  ask();
  const asking = setInterval(ask, 1_000);
  const timer = setTimeout(() => {
    for (const worker of workers) if (!worker.isDead()) worker.process.kill('SIGKILL');
  }, STOP_GRACE_MS);
  await Promise.all(exited);
  clearInterval(asking);
  clearTimeout(timer);
}
