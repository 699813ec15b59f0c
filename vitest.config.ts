import { defineConfig } from 'vitest/config';

// One runner, one project per package. Core runs with no DOM; web components run in jsdom.
// Time limits are for hangs, not speed (speed is `npm run bench`): core's property tests (hundreds of generated cases
// against brute-force oracles), the architecture scans of every source file and the web's lazily loaded screens share
// two cores with the server project's PostgreSQL runs, where 5 s per test was seen to run out.
const BUSY_MACHINE_MS = 30_000;

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', include: ['tests/core/**/*.test.ts'], environment: 'node', testTimeout: BUSY_MACHINE_MS } },
      { test: { name: 'architecture', include: ['tests/architecture/**/*.test.ts'], environment: 'node', testTimeout: BUSY_MACHINE_MS } },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      { test: { name: 'cli', include: ['tests/cli/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 120_000 } },
      {
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.tsx', 'tests/web/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['tests/web/setup.ts'],
          testTimeout: BUSY_MACHINE_MS,
        },
      },
    ],
  },
});
