import { Command } from 'commander';
import { commands, trailingCommands } from './commands/index.js';
import type { Cli } from './core/cli.js';
import { examples, notes } from './core/help.js';
import { CLI_VERSION } from './version.js';

/**
 * Builds the `routier` command tree. Each command module registers itself with `register(program, cli)`;
 * `cli.action(body)` turns a body that returns a Result into commander's callback. Nothing here prints or
 * exits: `run()` does both, once.
 */
export function buildProgram(cli: Cli): Command {
  const program = new Command('routier')
    .description(
      'Routier from the terminal: import, export and optimise routes on a Routier server, manage vehicles\n' +
        'and API tokens, optimise CSV or JSON files locally with the engine, and run the server.',
    )
    .version(CLI_VERSION, '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show help for a command')
    .option('-q, --quiet', 'no progress or notes on stderr (results and errors still print)')
    .showHelpAfterError('(run with --help for usage)')
    .configureHelp({ showGlobalOptions: true, sortSubcommands: false })
    .exitOverride()
    .configureOutput(cli.output);
  examples(
    program,
    'routier login --server http://localhost:3000',
    'routier routes import routes.csv --check',
    'routier routes batch --pending',
    'routier optimize stops.csv --depot "30.2672,-97.7431" -o routes.csv',
  );
  notes(
    program,
    `Exit codes: 0 ok, 1 unexpected, 2 usage or invalid input, 3 server or network, 4 auth,
5 not found or conflict.
Environment: ROUTIER_SERVER and ROUTIER_TOKEN override the stored login; NO_COLOR turns colours off.
Every command that returns data takes --json and then prints exactly one JSON document on stdout.`,
  );
  for (const register of [...commands, ...trailingCommands]) register(program, cli);
  return program;
}
