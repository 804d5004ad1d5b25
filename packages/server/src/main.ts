import { ConfigError, loadConfig } from './config/config.js';
import { createLogger } from './http/logger.js';
import { runUntilSignal, startServer } from './app/server.js';

/** `node dist/main.js`: the server from the environment, until SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exitCode = 2;
      return;
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const running = await startServer(config, { logger });
  await runUntilSignal(running, logger);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
