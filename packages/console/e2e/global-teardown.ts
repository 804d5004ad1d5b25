import { readdirSync, rmSync, rmdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Removes the temporary directory (database and console copy) of the server started for the journeys,
 * and this run's result folder when nothing failed (it is then empty).
 */
export default function globalTeardown(): void {
  const dir = process.env.ROUTIER_E2E_ROOT;
  if (dir && dir.includes('routier-e2e-')) rmSync(dir, { recursive: true, force: true });
  const results = fileURLToPath(
    new URL(
      `../../../test-results/console-e2e/run-${process.env.ROUTIER_E2E_PORT ?? 'external'}`,
      import.meta.url,
    ),
  );
  try {
    if (readdirSync(results).every((name) => name.startsWith('.')))
      rmSync(results, { recursive: true, force: true });
  } catch {
    // No folder: nothing was written.
  }
  try {
    rmdirSync(fileURLToPath(new URL('../../../test-results/console-e2e', import.meta.url)));
  } catch {
    // Not empty (failures of this or another run to look at) or already gone.
  }
}
