import type { Command } from 'commander';
import type { Cli } from '../core/cli.js';
import { loadServer } from '../core/server-module.js';
import type { CommandContext } from '../core/context.js';
import { UsageError } from '../io/errors.js';
import { examples } from '../core/help.js';
import type { Env } from '../io/io.js';
import type { Result } from '../output/render.js';

export interface ServeFlags {
  port?: string;
  dataDir?: string;
  host?: string;
}

/** The optional server package (core/server-module.ts), loaded on first use. */
const server = () => loadServer();

/** The server's configuration from the environment, flags taking precedence; a bad value is exit 2. */
async function serverConfig(flags: ServeFlags, env: Env) {
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
  const { createLogger, runUntilSignal, startServer } = await server();
  const logger = createLogger(config.logLevel);
  const running = await startServer(config, { logger, host: flags.host });
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `the embedded database in ${config.dataDir}`;
  ctx.note(`Routier is serving http://localhost:${running.port} on ${where}. Ctrl+C stops it.`);
  await runUntilSignal(running, logger);
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
    .action(cli.action(serveCommand));
  examples(
    command,
    'routier serve --port 3100 --data-dir /var/lib/routier',
    'DATABASE_URL=postgres://localhost/routier MIGRATE=1 routier serve',
  );
}
