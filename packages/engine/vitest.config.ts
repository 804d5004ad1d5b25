import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // The machine running CI is shared; solver tests use iteration budgets, not wall-clock ones.
    testTimeout: 60_000,
  },
});
