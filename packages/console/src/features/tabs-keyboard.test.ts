import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every .tsx file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.tsx') ? [path] : [];
  });
}

describe('Blueprint tabs', () => {
  // Blueprint's arrow-key navigation only moves between tabs marked aria-disabled="false", and a Tab
  // renders that attribute only when `disabled` is given: without it the arrows do nothing.
  it('pass disabled={false} on every Tab, so the arrow keys move between them', () => {
    const root = new URL('.', import.meta.url).pathname;
    const missing = sources(root).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<Tab\s(?![^>]*disabled=)/g)].map(() =>
        file.slice(root.length),
      ),
    );
    expect(missing).toEqual([]);
  });
});
