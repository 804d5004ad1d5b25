import { run } from '../run.js';

// The single place that ends the process: the exit code of run() (0 ok, 1 unexpected, 2 usage or invalid
// input, 3 server or network, 4 auth, 5 not found or conflict; 130 when Ctrl-C cancelled the command).
// The first Ctrl-C (SIGINT) or SIGTERM asks the command to stop (a server job is cancelled before the process
// ends, `serve` shuts down gracefully), in a terminal or not; a second one leaves at once.
const controller = new AbortController();

// A reader that stops early (`routier --help | head -1`) closes the pipe: stop writing and leave quietly,
// as Unix tools do, instead of dying on an unhandled EPIPE with a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(typeof process.exitCode === 'number' ? process.exitCode : 0);
    throw error;
  });
}

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
