import type { Command } from 'commander';
import type { Cli } from '../core/cli.js';
import { CliError, EXIT } from '../io/errors.js';
import { examples, notes } from '../core/help.js';

export const WORKER_UNAVAILABLE =
  'routier worker needs the JOB_RUNNER=pgboss job queue, which is not built yet (the scale-out issue). ' +
  'Until then every `routier serve` runs its optimisation jobs itself, on worker threads (JOB_RUNNER=inline).';

export function register(program: Command, cli: Cli): void {
  const command = program
    .command('worker')
    .description(
      'Reserved for scale-out: take optimisation jobs from the shared PostgreSQL queue (not built yet)',
    )
    .action(
      cli.action(async () => {
        throw new CliError(EXIT.usage, 'NOT_IMPLEMENTED', WORKER_UNAVAILABLE);
      }),
    );
  notes(
    command,
    `Status: not available in this version; the command exits with code 2.
When it lands, several \`routier worker\` processes on any machines will share the optimisation jobs of
servers started with JOB_RUNNER=pgboss and DATABASE_URL (PostgreSQL). That queue is not built yet, so
today each server runs its jobs in-process on worker threads (JOB_RUNNER=inline, the default).`,
  );
  examples(command, 'routier worker   # exits with code 2 until JOB_RUNNER=pgboss exists');
}
