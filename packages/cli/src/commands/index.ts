import type { Command } from 'commander';
import type { Cli } from '../core/cli.js';
import { register as registerLogin } from './login.js';
import { register as registerLogout } from './logout.js';
import { register as registerWhoami } from './whoami.js';
import { register as registerTokens } from './tokens.js';
import { register as registerWebhooks } from './webhooks.js';
import { register as registerRoutes } from './routes/index.js';
import { register as registerVehicles } from './vehicles.js';
import { register as registerDrivers } from './drivers.js';
import { register as registerSchedules } from './schedules.js';
import { register as registerPlans } from './plans.js';
import { register as registerRecurring } from './recurring.js';
import { register as registerOptimize } from './optimize.js';
import { register as registerCompletion } from './completion.js';
import { register as registerWorker } from './worker.js';

/** Each command module exports `register(program, cli)`; add one line per command file here (help order). */
export const commands: Array<(program: Command, cli: Cli) => void> = [
  registerLogin,
  registerLogout,
  registerWhoami,
  registerTokens,
  registerWebhooks,
  registerRoutes,
  registerVehicles,
  registerDrivers,
  registerSchedules,
  registerPlans,
  registerRecurring,
  registerOptimize,
];

/** Commands listed after the everyday ones. */
export const trailingCommands: Array<(program: Command, cli: Cli) => void> = [
  registerWorker,
  registerCompletion,
];

// Benchmark commands (engine-infra): local solving of literature instances.
import { register as registerSolve } from './solve.js';
import { register as registerBench } from './bench.js';
commands.push(registerSolve, registerBench);

// Server commands (server helper): run and migrate the server.
import { register as registerServe } from './serve.js';
import { register as registerDb } from './db.js';
commands.push(registerServe, registerDb);
