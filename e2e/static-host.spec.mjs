// dist/ on a plain static file server (Python's http.server: no rewrite rules, no fallback to
// index.html) is the whole site: every route, a route with a trailing slash, and a shared link
// with view parameters all load, and the app starts on each.
import { spawn } from 'node:child_process';
import { test, expect } from '@playwright/test';
import { routes, headlines } from './routes.mjs';

let server;
let origin;

test.beforeAll(async () => {
  server = spawn('python3', ['-u', '-m', 'http.server', '--bind', '127.0.0.1', '--directory', process.env.E2E_DIST ?? 'dist', '0'],
    { stdio: ['ignore', 'pipe', 'pipe'] });
  origin = await new Promise((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (d) => {
      out += d;
      const port = /port (\d+)/.exec(out);
      if (port) resolve(`http://127.0.0.1:${port[1]}`);
    });
    server.on('exit', (code) => reject(new Error(`http.server exited with ${code}: ${out}`)));
  });
});

test.afterAll(() => server?.kill());

/** Opens `path` on the static server and checks the page loaded and started cleanly. */
async function open(page, path, how) {
  const requests = [];
  const errors = [];
  page.context().on('request', (r) => requests.push(r.url()));
  page.on('pageerror', (e) => errors.push(String(e)));
  const response = await page.goto(`${origin}${path}`);
  expect(response.status(), `${path} answered`).toBe(200);
  await expect(page.locator(`html[data-app="${how}"]`)).toHaveCount(1);
  expect(requests.filter((u) => !u.startsWith(`${origin}/`) && !/^(data|blob):/.test(u))).toEqual([]);
  expect(errors).toEqual([]);
  await expect(page.locator('#fatal-error')).toHaveCount(0);
}

for (const route of routes) {
  test(`${route} loads from a plain static server`, async ({ page }) => {
    await open(page, route, 'hydrated');
    const [selector, figure] = headlines[route];
    await expect(page.locator(selector).first()).toContainText(figure);
  });
}

test('a route with a trailing slash, and one with view parameters, load there too', async ({ page }) => {
  await open(page, '/wow/', 'hydrated');
  await expect(page.locator('#wow-expected-decimal')).toContainText('71.58');
  await open(page, '/wow?n=3', 'rendered');
  // The 3×3 board: E(X) = 71/14 ≈ 5.07 (README, and the library's exact value).
  await expect(page.locator('#wow-expected-decimal')).toHaveText('5.07');
  // Moving between pages inside the app still works, and a reload of where it went too.
  await page.getByRole('link', { name: 'Snipe Lab' }).first().click();
  await page.locator('.gallery a[href="/coins"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('HH');
  await page.reload();
  await expect(page.locator('html[data-app="hydrated"]')).toHaveCount(1);
});
