import { defineConfig, devices } from '@playwright/test';

// Journeys run against the real server (main.ts: migrations, seed, built web app) on its own port and a
// fresh data directory, in Debian's Chromium (CHROME_PATH to use another).
const port = Number(process.env.E2E_PORT ?? 8181);
// one data directory per port, so two runs on one machine (E2E_PORT) do not delete each other's database
// (e2e/course-preview.spec.ts reads its uploads folder by the same name)
const e2eDataDir = `test-results/e2e-data-${port}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // the default leaves room for a busy two-core machine; journeys that need more set their own
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      // Under the C locale Chromium cannot write a Chinese download name and saves it as "download";
      // users' browsers run in a UTF-8 locale, so the journeys' browser does too.
      env: { ...process.env, LANG: process.env.LANG?.toUpperCase().includes('UTF-8') ? process.env.LANG : 'C.UTF-8' },
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 860 } } }],
  webServer: {
    command: `rm -rf ${e2eDataDir} && node apps/server/src/main.ts`,
    url: `http://127.0.0.1:${port}/openapi.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // Every journey logs in from 127.0.0.1: the per-address login limit is raised so dozens of journeys
    // do not look like credential stuffing; the per-account limit stays as shipped.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: e2eDataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      SESSION_SECRET: 'e2e-session-secret-0123456789',
      LOGIN_LIMIT_PER_ADDRESS: '1000',
      REGISTER_LIMIT_PER_ADDRESS: '1000',
    },
  },
});
