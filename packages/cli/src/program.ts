import { Command } from 'commander';
import { commands } from './commands/index.js';

/** Builds the `routier` command tree. Commands register themselves; none of them calls process.exit. */
export function buildProgram(): Command {
  const program = new Command('routier')
    .description('Routier: route optimisation from the terminal (CSV import/export, batch and local solving)')
    .version('0.1.0')
    .showHelpAfterError();
  for (const register of commands) register(program);
  return program;
}
