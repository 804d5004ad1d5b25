/**
 * Where openapi.yaml is, for Node processes that route and validate from it (the server) or render it.
 * A packed @routier/contract carries a copy beside package.json (written by `prepack`); inside the repository,
 * where no copy exists, it is the repository's own openapi.yaml, two folders up. Node only (`node:fs`): a
 * subpath of its own so browser bundles of the contract never see it.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export function openapiPath(): string {
  const packed = fileURLToPath(new URL('../openapi.yaml', import.meta.url));
  if (existsSync(packed)) return packed;
  const repository = fileURLToPath(new URL('../../../openapi.yaml', import.meta.url));
  if (existsSync(repository)) return repository;
  throw new Error(`openapi.yaml not found beside @routier/contract (${packed}) nor in its repository`);
}
