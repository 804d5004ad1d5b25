/**
 * `@routier/server` is an optional peer of the CLI (README, "Using it"): the
 * client commands work without it, and only `routier serve` and `routier db` load it, on first use (it
 * takes seconds to import and brings the console's build). Installed alone, those commands say how to add it.
 */
import type * as Server from '@routier/server';
import { CliError, EXIT } from '../io/errors.js';

export type ServerModule = typeof Server;

/** Whether `error` is Node's "this package is not installed" for `name` (not a failure inside it). */
export function isMissingPackage(error: unknown, name: string): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  return (
    e !== null &&
    typeof e === 'object' &&
    (e.code === 'ERR_MODULE_NOT_FOUND' || e.code === 'MODULE_NOT_FOUND') &&
    typeof e.message === 'string' &&
    e.message.includes(`'${name}'`)
  );
}

export async function loadServer(
  load: () => Promise<ServerModule> = () => import('@routier/server'),
): Promise<ServerModule> {
  try {
    return await load();
  } catch (error) {
    if (!isMissingPackage(error, '@routier/server')) throw error;
    throw new CliError(
      EXIT.usage,
      'SERVER_NOT_INSTALLED',
      'This command runs the Routier server, which is not installed with this CLI: ' +
        'npm install @routier/server (it brings the console too), then run it again.',
    );
  }
}
