import { rmSync } from 'node:fs';

/** Removes the temporary directory (database and console copy) of the server started for the journeys. */
export default function globalTeardown(): void {
  const dir = process.env.ROUTIER_E2E_ROOT;
  if (dir && dir.includes('routier-e2e-')) rmSync(dir, { recursive: true, force: true });
}
