import { rmSync } from 'node:fs';

/** Removes the temporary data directory of the server started for the journeys. */
export default function globalTeardown(): void {
  const dir = process.env.ROUTIER_E2E_DATA_DIR;
  if (dir && dir.includes('routier-e2e-')) rmSync(dir, { recursive: true, force: true });
}
