import { defineConfig } from 'vitest/config';

// Repository-level checks: module boundaries, the API contract lint, generated-code freshness.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
  },
});
