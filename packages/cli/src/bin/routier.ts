import { buildProgram } from '../program.js';

// The single place that ends the process with an exit code (0 ok, 1 unexpected, 2 usage, 3 server, 4 auth, 5 not found).
try {
  await buildProgram().parseAsync(process.argv);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
