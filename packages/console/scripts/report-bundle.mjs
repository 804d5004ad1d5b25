#!/usr/bin/env node
// Prints the gzip sizes of the JavaScript a visitor downloads to see the landing page (the entry chunk,
// the landing page's chunk and everything they import statically), and fails when it exceeds the budget.
// Reads the manifest written by `vite build` (build.manifest in vite.config.ts). Run after the build.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const LANDING = 'src/features/landing/LandingPage.tsx';
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey || !manifest[LANDING]) {
  console.error(`report-bundle: manifest has no entry or no ${LANDING}; was the build run?`);
  process.exit(1);
}

/** Keys of the chunks loaded with `roots`, following static imports only. */
function closure(roots) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return [...seen];
}

const kb = (bytes) => (bytes / 1000).toFixed(1).padStart(7);
const sizeOf = (file) => {
  const content = readFileSync(join(dist, file));
  // OpenLayers' map always creates its 'ol-viewport' element: the string marks OpenLayers code in a chunk.
  const openLayers = file.endsWith('.js') && content.includes('ol-viewport');
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length, openLayers };
};

const initial = closure([entryKey, LANDING]);
const rows = initial.map((key) => ({ key, file: manifest[key].file, ...sizeOf(manifest[key].file) }));
rows.sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);

// Operational screens (issue 6 and later) and the map must never be part of the first load.
const operational =
  /^src\/features\/(dashboard|routes|route-planning|fleet|scheduling|multi-day-planning|upgrade|analytics|settings|subscribe)\/|^src\/lib\/map\//;
const forbidden = rows.filter(
  (row) => operational.test(row.key) || /(^|[/_])ol[/_-]|openlayers/i.test(row.key),
);

console.log('Landing page initial JavaScript (kB = 1000 bytes):');
console.log('    raw    gzip  chunk');
for (const row of rows) console.log(`${kb(row.raw)} ${kb(row.gzip)}  ${row.file}`);
console.log(`          ${kb(total)}  total gzip (budget ${BUDGET_KB} kB)`);

const css = [...new Set(initial.flatMap((key) => manifest[key].css ?? []))];
const cssGzip = css.reduce((sum, file) => sum + sizeOf(file).gzip, 0);
console.log(
  `CSS loaded with it: ${(cssGzip / 1000).toFixed(1)} kB gzip in ${css.length} file(s), not counted.`,
);

if (forbidden.length > 0) {
  console.error(
    `report-bundle: operational or map code in the initial load: ${forbidden.map((r) => r.key).join(', ')}`,
  );
  process.exit(1);
}
if (total > BUDGET_KB * 1000) {
  console.error(`report-bundle: ${(total / 1000).toFixed(1)} kB gzip is over the ${BUDGET_KB} kB budget`);
  process.exit(1);
}
