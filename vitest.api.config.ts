import { defineConfig } from 'vitest/config';

// `npm run test:api`: the HTTP-level journeys of tests/api against a running server. With
// API_BASE_URL (e.g. https://api.example.com/api/v1) they run against that server; without it,
// tests/api/global-setup.ts starts `npm run api:serve` on a free port and stops it afterwards.
export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    // The files share one module graph (no isolation): each signs up users of its own on the one
    // server, and loading the client and the contract's validator afresh per file was most of
    // the run (20 s to 8 s alone; the files pass in any order, `--sequence.shuffle.files`).
    isolate: false,
    globalSetup: ['tests/api/global-setup.ts'],
    // A real server over a network, and password hashing at production cost.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
