import type { Command } from 'commander';
import { ConfigError, createLogger, loadConfig, runUntilSignal, startServer } from '@routier/server';

export interface ServeFlags {
  port?: string;
  dataDir?: string;
  host?: string;
}

/** A usage problem (exit code 2): a bad flag or environment variable. */
function usageError(message: string): Error {
  return Object.assign(new Error(message), { exitCode: 2 });
}

/**
 * `routier serve`: the API and the console from the environment (README, Configuration), flags taking
 * precedence, until SIGTERM or SIGINT (then a graceful shutdown). What `npm start` runs.
 */
export async function serveCommand(flags: ServeFlags, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  let config;
  try {
    config = loadConfig({
      ...env,
      ...(flags.port !== undefined ? { PORT: flags.port } : {}),
      ...(flags.dataDir !== undefined ? { ROUTIER_DATA_DIR: flags.dataDir } : {}),
    });
  } catch (error) {
    if (error instanceof ConfigError) throw usageError(error.message);
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const running = await startServer(config, { logger, host: flags.host });
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `the embedded database in ${config.dataDir}`;
  process.stderr.write(`Routier is serving http://localhost:${running.port} on ${where}. Ctrl+C stops it.\n`);
  await runUntilSignal(running, logger);
}

export function register(program: Command): void {
  program
    .command('serve')
    .description('Serve the API and the web console (embedded database unless DATABASE_URL is set)')
    .option('-p, --port <port>', 'port to listen on (default: PORT, else 3000)')
    .option(
      '--data-dir <dir>',
      'embedded database and generated secrets (default: ROUTIER_DATA_DIR, else ./.routier)',
    )
    .option('--host <host>', 'address to bind (default: all interfaces)')
    .addHelpText('after', '\nExample:\n  routier serve --port 3100 --data-dir /var/lib/routier')
    .action((flags: ServeFlags) => serveCommand(flags));
}
