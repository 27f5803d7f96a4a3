// Browser tests: Playwright driving Debian's Chromium (never a downloaded browser) against the
// release build in dist/, served on 127.0.0.1.
import { defineConfig } from '@playwright/test';

// E2E_PORT and E2E_DIST let several checkouts run their browser tests at once.
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'tests/e2e/results',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  workers: 2,
  // No retries, ever: a test that fails once under load found a bug in the test or the app.
  retries: 0,
  // The JSON report keeps every test's duration, so a slow suite says where its time went
  // (`node scripts/e2e-times.mjs`; the test command prints that summary after the suite).
  reporter: [['list'], ['json', { outputFile: 'tests/e2e/report/times.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    acceptDownloads: true,
    screenshot: 'only-on-failure',
    // Debian's Chromium headless shell: the same Blink and V8 as Debian's `chromium`, without
    // the desktop browser's own interface, which ran beside every page (the browser process
    // and a WebUI renderer) and cost about 40 % of the suite's time: 394 tests took 676 s
    // here against 1,121 s with /usr/bin/chromium (BENCHMARKS.md, "The test command").
    // E2E_CHROME picks another build, e.g. E2E_CHROME=/usr/bin/chromium.
    launchOptions: {
      executablePath: process.env.E2E_CHROME ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking',
        '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic',
      ],
    },
  },
  // The test command (scripts/test.sh) runs desktop and phone by name; `bench` holds the
  // benchmarks (tests tagged @bench: timings, the full Gobblet (3,2,1) solve) and runs only from
  // scripts/bench-web.sh. A plain `npx playwright test` would run all three. Tests tagged
  // @phone run at both widths; @phone-only ones (a page fits a 375 px screen) only on the
  // phone, where they mean something (at 1280 px they checked nothing, twice the time).
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 900 } }, grepInvert: /@bench|@phone-only/ },
    { name: 'phone', use: { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, hasTouch: true }, grep: /@phone/, grepInvert: /@bench/ },
    { name: 'bench', use: { viewport: { width: 1280, height: 900 } }, grep: /@bench/ },
  ],
  webServer: {
    command: `node tests/e2e/serve-dist.mjs ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
  },
});
