import type { Command } from 'commander';

/** Each command module exports `register(program)`; add one line per command file here. */
export const commands: Array<(program: Command) => void> = [];

// Benchmark commands (engine-infra): local solving of literature instances.
import { register as registerSolve } from './solve.js';
import { register as registerBench } from './bench.js';
commands.push(registerSolve, registerBench);

// Server commands (server helper): run and migrate the server.
import { register as registerServe } from './serve.js';
import { register as registerDb } from './db.js';
commands.push(registerServe, registerDb);
