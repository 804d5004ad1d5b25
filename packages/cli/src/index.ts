export { buildProgram } from './program.js';
export { run } from './run.js';
export type { RunOptions } from './run.js';
export { CLI_VERSION } from './version.js';
