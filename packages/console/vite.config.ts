import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { openApiDocsPlugin } from './build/openapi-docs-plugin.js';

const specPath = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));

export default defineConfig({
  plugins: [react(), openApiDocsPlugin(specPath)],
  build: {
    // scripts/report-bundle.mjs reads the manifest to find the landing page's initial chunks.
    manifest: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      treeshake: {
        // @routier/sdk's modules only declare things, so what the console does not import (its CSV
        // codecs with papaparse, the Node session helpers) is dropped from the bundle.
        moduleSideEffects: (id: string) => !/[\\/](packages[\\/]sdk|@routier[\\/]sdk)[\\/]dist[\\/]/.test(id),
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  preview: { proxy: { '/api': 'http://localhost:3000' } },
});
