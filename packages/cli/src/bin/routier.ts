import { run } from '../run.js';

// The single place that ends the process: the exit code of run() (0 ok, 1 unexpected, 2 usage or invalid
// input, 3 server or network, 4 auth, 5 not found or conflict; 130 when Ctrl-C cancelled the command).
// The first Ctrl-C asks the command to stop (a server job is cancelled, `serve` shuts down gracefully);
// a second one leaves at once.
const controller = new AbortController();
process.once('SIGINT', () => {
  controller.abort();
  process.once('SIGINT', () => process.exit(130));
});

process.exitCode = await run(process.argv.slice(2), { signal: controller.signal });
