import type { Command } from 'commander';
import type { Cli } from '../../core/cli.js';
import { examples } from '../../core/help.js';
import { registerBatch } from './batch.js';
import { registerExport } from './export.js';
import { registerImport } from './import.js';
import { registerList } from './list.js';
import { registerOptimize } from './optimize.js';
import { registerShow } from './show.js';

export function register(program: Command, cli: Cli): void {
  const routes = program
    .command('routes')
    .description('Saved routes on the server: list, show, delete, import and export, optimise one or many');
  examples(
    routes,
    'routier routes list --status pending',
    'routier routes import routes.csv && routier routes batch --pending',
  );
  registerList(routes, cli);
  registerShow(routes, cli);
  registerImport(routes, cli);
  registerExport(routes, cli);
  registerOptimize(routes, cli);
  registerBatch(routes, cli);
}
