import cluster from 'node:cluster';
import type { Command } from 'commander';
import type { Cli } from '../core/cli.js';
import { loadServer } from '../core/server-module.js';
import { parseInteger } from '../core/args.js';
import { runCluster, shutdownRequested } from './serve-cluster.js';
import type { CommandContext } from '../core/context.js';
import { UsageError } from '../io/errors.js';
import { examples } from '../core/help.js';
import type { Env } from '../io/io.js';
import type { Result } from '../output/render.js';

export interface ServeFlags {
  port?: string;
  dataDir?: string;
  host?: string;
  cluster?: string;
}

/** The optional server package (core/server-module.ts), loaded on first use. */
const server = () => loadServer();

/** The server's configuration from the environment, flags taking precedence; a bad value is exit 2. */
export async function serverConfig(flags: ServeFlags, env: Env) {
  const { ConfigError, loadConfig } = await server();
  try {
    return loadConfig({
      ...env,
      ...(flags.port !== undefined ? { PORT: flags.port } : {}),
      ...(flags.dataDir !== undefined ? { ROUTIER_DATA_DIR: flags.dataDir } : {}),
    });
  } catch (error) {
    if (error instanceof ConfigError) throw new UsageError(error.message);
    throw error;
  }
}

/**
 * `routier serve`: the API and the console from the environment (README, Configuration), flags taking
 * precedence, until SIGTERM or SIGINT (then a graceful shutdown). What `npm start` runs.
 */
export async function serveCommand(
  ctx: CommandContext,
  flags: ServeFlags,
): Promise<Result<{ stopped: true }>> {
  const config = await serverConfig(flags, ctx.io.env);
  const count = flags.cluster === undefined ? 1 : parseInteger(flags.cluster, '--cluster', 1, 64);
  // The primary of `--cluster N` starts the server processes; each of them runs the code below.
  if (count > 1 && cluster.isPrimary) {
    await runCluster(ctx, config, count, await server());
    return { data: { stopped: true } };
  }
  // Listening before the start: a cluster stopping while this process starts must reach it too.
  const stopRequested = shutdownRequested();
  const { createLogger, runUntilSignal, startServer } = await server();
  const logger = createLogger(config.logLevel);
  const running = await startServer(config, { logger, host: flags.host });
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `the embedded database in ${config.dataDir}`;
  ctx.note(
    cluster.isWorker
      ? `Server process ${process.pid} is serving port ${running.port}.`
      : `Routier is serving http://localhost:${running.port} on ${where}. Ctrl+C stops it.`,
  );
  await Promise.race([runUntilSignal(running, logger), stopRequested.then(() => running.close())]);
  // A cluster's server process ends once drained (its channel to the primary would keep it alive).
  if (cluster.isWorker) process.disconnect();
  return { data: { stopped: true } };
}

export function register(program: Command, cli: Cli): void {
  const command = program
    .command('serve')
    .description('Serve the API and the web console (embedded database unless DATABASE_URL is set)')
    .option('-p, --port <port>', 'port to listen on (default: PORT, else 3000)')
    .option(
      '--data-dir <dir>',
      'embedded database and generated secrets (default: ROUTIER_DATA_DIR, else ./.routier)',
    )
    .option('--host <host>', 'address to bind (default: all interfaces)')
    .option(
      '--cluster <n>',
      'run n server processes sharing the port (PostgreSQL only; a dead one is restarted)',
    )
    .action(cli.action(serveCommand));
  examples(
    command,
    'routier serve --port 3100 --data-dir /var/lib/routier',
    'DATABASE_URL=postgres://localhost/routier MIGRATE=1 routier serve',
    'DATABASE_URL=postgres://localhost/routier SESSION_SECRET=... routier serve --cluster 4',
  );
}
