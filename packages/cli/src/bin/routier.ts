import { run } from '../run.js';

// The single place that ends the process: the exit code of run() (0 ok, 1 unexpected, 2 usage or invalid
// input, 3 server or network, 4 auth, 5 not found or conflict; 130 when Ctrl-C cancelled the command).
// The first Ctrl-C (SIGINT) or SIGTERM asks the command to stop (a server job is cancelled before the process
// ends, `serve` shuts down gracefully), in a terminal or not; a second one leaves at once.
const controller = new AbortController();
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => {
    controller.abort();
    process.once(signal, () => process.exit(code));
  });
}

process.exitCode = await run(process.argv.slice(2), { signal: controller.signal });
