import { defineConfig, devices } from '@playwright/test';

// Journeys run against the real server (main.ts: migrations, seed, built web app) on its own port and a
// fresh data directory, in Debian's Chromium (CHROME_PATH to use another).
const port = Number(process.env.E2E_PORT ?? 8181);
// one data directory per port, so two runs on one machine (E2E_PORT) do not delete each other's database
// (e2e/course-preview.spec.ts reads its uploads folder by the same name)
const e2eDataDir = `test-results/e2e-data-${port}`;
// The journeys under e2e/demo/ (a fresh start as a visitor sees it, the phone sweep) run against a second
// server with the whole demo marketplace seeded; the others build their own data on a market that holds
// only the demo accounts, so what they count and click is theirs.
const demoPort = port + 1;
const demoDataDir = `test-results/e2e-data-${demoPort}`;
// The other journeys run in two lanes side by side, each a worker with its own server and database, so
// they share no account, session or count (a PC login ends the same account's other PC session, and one
// journey's new position shows up in another's search). Lane B takes these files; lane A the rest, with
// 0-empty-states first on its empty market. The lanes are about equal in time (CI: about 20 min each
// one after the other, half that side by side).
const laneBPort = port + 2;
const laneBDataDir = `test-results/e2e-data-${laneBPort}`;
const LANE_B = /(course-author|matching|personnel|phone-shell|private-zone-president|private-zone|recruitment|sharing|wallet)\.spec\.ts$/;
const serverEnv = (p: number, dataDir: string, content: boolean) => ({
  PORT: String(p),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'test',
  SESSION_SECRET: 'e2e-session-secret-0123456789',
  LOGIN_LIMIT_PER_ADDRESS: '1000',
  REGISTER_LIMIT_PER_ADDRESS: '1000',
  SEED_CONTENT: String(content),
  // the cheapest scrypt the server accepts, as in the API tests: about 400 logins and payments, each
  // checked in a few milliseconds instead of a busy core's fraction of a second
  SCRYPT_LOG_N: '10',
});

/** One journey server on its own port and fresh data directory (the built web app, migrations, seed). */
const server = (p: number, dataDir: string, content: boolean, timeout: number) => ({
  command: `rm -rf ${dataDir} && node apps/server/src/main.ts`,
  url: `http://127.0.0.1:${p}/openapi.json`,
  reuseExistingServer: false,
  timeout,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: serverEnv(p, dataDir, content),
});

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  // one per lane; each project below runs its files one after another (workers: 1)
  workers: 2,
  retries: 0,
  // the default leaves room for a busy two-core machine running both lanes (CI has taken twice the time
  // measured here, and more); journeys that need more set their own
  timeout: 240_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // the app then turns antd's animations off (lib/theme.ts): a click cannot land on a popup still opening
    reducedMotion: 'reduce',
    // Recording a trace (DOM snapshots and a screencast around every action) made the journeys about a
    // third slower, and CI's output is only text; E2E_TRACE=1 records one, kept for failed journeys.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
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
  projects: [
    {
      name: 'chromium',
      testIgnore: [/demo\//, LANE_B],
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 860 } },
    },
    {
      name: 'chromium-b',
      testMatch: LANE_B,
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 860 }, baseURL: `http://127.0.0.1:${laneBPort}` },
    },
    {
      name: 'demo',
      testMatch: /demo\/.*\.spec\.ts/,
      // The phone sweep opens all 200-odd routes with axe-core (about half an hour on two cores): its own
      // command, npm run test:phone; its guard (phone-guard.spec.ts) runs with every test run.
      testIgnore: process.env.PHONE_SWEEP ? undefined : /phone-sweep\.spec\.ts/,
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 860 }, baseURL: `http://127.0.0.1:${demoPort}` },
    },
  ],
  // Every journey logs in from 127.0.0.1: the per-address login limit is raised (serverEnv) so dozens of
  // journeys do not look like credential stuffing; the per-account limit stays as shipped.
  webServer: [
    server(port, e2eDataDir, false, 120_000),
    server(laneBPort, laneBDataDir, false, 120_000),
    // the demo marketplace is seeded before the server listens (at most 30 s on a two-core machine)
    // (a busy CI machine has taken over three minutes: a missed start fails every journey)
    server(demoPort, demoDataDir, true, 420_000),
  ],
});
