import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The checks over the model tests' records (coverage, test plans). They run after the model
// tests, in their own vitest run, because vitest runs test files in parallel.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/model-coverage/**/*.test.ts'],
    environment: 'node',
    pool: 'threads',
  },
});
