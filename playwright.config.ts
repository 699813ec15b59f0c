import { defineConfig } from '@playwright/test';
import { provisionStaffAdmin } from './tests/e2e/staff-admin';

// One fresh data directory per run, shared with the worker processes through the environment.
process.env.E2E_DATA_DIR ??= `.tmp/e2e-${Date.now()}`;
// The staff admin the specs act as: made once, by the operator's script, in the run's store before the server starts;
// the workers inherit the token through the environment.
process.env.E2E_STAFF_TOKEN ??= provisionStaffAdmin(process.env.E2E_DATA_DIR);
// E2E_PORT lets two runs (say, two engineers' suites) share a machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * End-to-end tests against the real built server (`npm run build` first): it serves web/dist and the API.
 * Chromium is the system one (/usr/bin/chromium); nothing is downloaded.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  workers: 2,
  retries: 0,
  fullyParallel: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'off',
    screenshot: 'off',
  },
  webServer: {
    command: 'node server/dist/main.js',
    url: `http://127.0.0.1:${PORT}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      // Low scrypt cost for tests (server README); never in production.
      SCRYPT_N: '1024',
      // No rate-limit overrides: the suites run under the defaults a school behind one address gets (pages and
      // assets are never limited; a run signs up, logs in and uploads far fewer times a minute than the
      // per-address limits allow; server README, "Rate limits"). Raising them once hid a limit that broke a lab.
      LOG_LEVEL: 'warn',
      // Optional: test a copy of the built site (default: web/dist) while web/ is being rebuilt.
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  },
});
