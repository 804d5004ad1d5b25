/**
 * Issue 24 (supply chain): every package a user of Routier installs with it — the runtime dependencies of the
 * workspace, as package-lock.json records them, dev-only ones excluded — carries a licence that lets anyone use,
 * change and ship it in a product, closed or open: permissive licences only (no GPL, AGPL, SSPL, no licence
 * at all). An SPDX expression passes when every AND-part, or one OR-alternative, is allowed. The table of
 * licences is in docs/security.md.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

export const ALLOWED = new Set([
  'MIT',
  'ISC',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  '0BSD',
  'CC0-1.0',
  'Zlib',
  'BlueOak-1.0.0',
  'Unlicense',
  'Python-2.0',
]);

/** Whether an SPDX expression (without WITH clauses) allows the use above. */
export function allowed(expression: string): boolean {
  const inner = expression.trim().replace(/^\((.*)\)$/, '$1');
  if (/\bOR\b/.test(inner)) return inner.split(/\s+OR\s+/).some(allowed);
  if (/\bAND\b/.test(inner)) return inner.split(/\s+AND\s+/).every(allowed);
  return ALLOWED.has(inner);
}

describe('licences of the runtime dependencies', () => {
  const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8')) as {
    packages: Record<string, { version?: string; license?: string; dev?: boolean; link?: boolean }>;
  };

  it('reads SPDX expressions as a lawyer would', () => {
    expect(allowed('MIT')).toBe(true);
    expect(allowed('(MIT OR GPL-3.0)')).toBe(true);
    expect(allowed('MIT AND GPL-3.0')).toBe(false);
    expect(allowed('(MIT AND Zlib)')).toBe(true);
    expect(allowed('AGPL-3.0-only')).toBe(false);
    expect(allowed('')).toBe(false);
  });

  it('are all permissive', () => {
    const refused = Object.entries(lock.packages)
      .filter(([path, p]) => path.includes('node_modules/') && !p.dev && !p.link)
      .filter(([, p]) => !allowed(p.license ?? ''))
      .map(
        ([path, p]) => `${path.replace(/^.*node_modules\//, '')}@${p.version}: ${p.license ?? 'no licence'}`,
      );
    expect(refused).toEqual([]);
  });
});
