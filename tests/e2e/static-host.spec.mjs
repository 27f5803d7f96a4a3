// dist/ on a plain static file server (Python's http.server: no rewrite rules, no fallback to
// index.html) is the whole site: every route, a route with a trailing slash, and a shared link
// with view parameters all load, and the app starts on each. The same dist/, unchanged, also
// works from a sub-path (a project page such as https://user.github.io/snipelab/): its pages
// name their files relative to a <base> (src/prerender/page.rs).
import { spawn } from 'node:child_process';
import { mkdtempSync, symlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { routes, headlines } from './routes.mjs';

const dist = path.resolve(process.env.E2E_DIST ?? 'dist');
let servers = [];
let origin;
/** A second server whose root holds only `snipelab/`, a link to dist/. */
let subOrigin;
let subRoot;

/** Python's http.server on `directory`, at a free port; resolves to its origin. */
function serve(directory) {
  const server = spawn('python3', ['-u', '-m', 'http.server', '--bind', '127.0.0.1', '--directory', directory, '0'],
    { stdio: ['ignore', 'pipe', 'pipe'] });
  servers.push(server);
  return new Promise((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (d) => {
      out += d;
      const port = /port (\d+)/.exec(out);
      if (port) resolve(`http://127.0.0.1:${port[1]}`);
    });
    server.on('exit', (code) => reject(new Error(`http.server exited with ${code}: ${out}`)));
  });
}

test.beforeAll(async () => {
  subRoot = mkdtempSync(path.join(tmpdir(), 'snipelab-subpath-'));
  symlinkSync(dist, path.join(subRoot, 'snipelab'));
  [origin, subOrigin] = await Promise.all([serve(dist), serve(subRoot)]);
});

test.afterAll(() => {
  for (const server of servers) server.kill();
  if (subRoot) rmSync(subRoot, { recursive: true, force: true });
});

/** Opens `path` on the static server (`site`: its origin and the sub-path the site lives
 * under) and checks the page loaded and started cleanly, asking only for files of the site. */
async function open(page, path, how, site = { origin: null, under: '' }) {
  const at = site.origin ?? origin;
  const requests = [];
  const errors = [];
  page.context().on('request', (r) => requests.push(r.url()));
  page.on('pageerror', (e) => errors.push(String(e)));
  const response = await page.goto(`${at}${site.under}${path}`);
  expect(response.status(), `${path} answered`).toBe(200);
  await expect(page.locator(`html[data-app="${how}"]`)).toHaveCount(1);
  expect(requests.filter((u) => !u.startsWith(`${at}${site.under}/`) && !/^(data|blob):/.test(u))).toEqual([]);
  expect(errors).toEqual([]);
  await expect(page.locator('#fatal-error')).toHaveCount(0);
  return requests;
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

test('the same site works from a sub-path: pages, links, the worker and a reload', async ({ page }) => {
  const site = { origin: subOrigin, under: '/snipelab' };
  for (const route of ['/', '/holdem', '/wow/']) {
    await open(page, route, 'hydrated', site);
    const [selector, figure] = headlines[route === '/wow/' ? '/wow' : route];
    await expect(page.locator(selector).first()).toContainText(figure);
  }
  // A shared link with view parameters: the app draws it, its job running in the worker, which
  // the page loads from the sub-path too (open() checks every request stays under it).
  const requests = await open(page, '/wow?n=3', 'rendered', site);
  await expect(page.locator('#wow-expected-decimal')).toHaveText('5.07');
  // Links inside the app keep the sub-path.
  await page.getByRole('link', { name: 'Snipe Lab' }).first().click();
  await expect(page).toHaveURL(`${subOrigin}/snipelab/`);
  await page.locator('.gallery a[href="/snipelab/coins"]').click();
  await expect(page).toHaveURL(`${subOrigin}/snipelab/coins`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('HH');
  await page.reload();
  await expect(page.locator('html[data-app="hydrated"]')).toHaveCount(1);
  expect(requests.filter((u) => !u.startsWith(`${subOrigin}/snipelab/`) && !/^(data|blob):/.test(u))).toEqual([]);
});
