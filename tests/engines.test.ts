/**
 * Issue 23: `package.json` promises Node 20.19 or later, so no installed dependency may declare engines that
 * exclude it (npm would print EBADENGINE on every install, and the package may use what 20.19 lacks). Read
 * from package-lock.json: every package npm installs, at the version it installs.
 */
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = (file: string) => new URL(`../${file}`, import.meta.url);

describe('engines', () => {
  it('every installed package runs on the Node version the project promises', () => {
    const floor = semver.minVersion(
      (JSON.parse(readFileSync(root('package.json'), 'utf8')) as { engines: { node: string } }).engines.node,
    )!;
    const lock = JSON.parse(readFileSync(root('package-lock.json'), 'utf8')) as {
      packages: Record<
        string,
        { version?: string; engines?: { node?: string } | string[]; optional?: boolean }
      >;
    };
    const excluded = Object.entries(lock.packages)
      .filter(
        ([path, p]) =>
          path !== '' && !p.optional && typeof p.engines === 'object' && !Array.isArray(p.engines),
      )
      .filter(([, p]) => {
        const range = (p.engines as { node?: string }).node;
        return range !== undefined && !semver.satisfies(floor, range);
      })
      .map(
        ([path, p]) =>
          `${path.replace(/^.*node_modules\//, '')}@${p.version} (${(p.engines as { node: string }).node})`,
      );
    expect(excluded, `Node ${floor.version}`).toEqual([]);
  });
});
