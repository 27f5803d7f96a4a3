// Prerendered routes (src/prerender.rs): every route's page holds its default view, real figures
// included, before any script runs; the app then hydrates it without replacing or moving
// anything; an address with view parameters of its own never shows the default's figures; and
// when the WebAssembly cannot load, the page says so and stays readable.
import { test as base } from '@playwright/test';
import { test, expect, expectFitsPhone } from './fixtures.mjs';
import { routes, headlines } from './routes.mjs';

/** Before any script of the page runs, tags the first heading and records layout shifts. */
async function watchTheTakeOver(page) {
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts.push(e.value);
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('readystatechange', () => {
      // 'interactive': the HTML is parsed, and no deferred or module script has run yet.
      if (document.readyState === 'interactive') {
        const h1 = document.querySelector('#app h1');
        if (h1) h1.__prerendered = true;
      }
    });
  });
}

for (const route of routes) {
  test(`${route} reads without JavaScript, with its figures`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL}${route}`);
    await expect(page.locator(`#app[data-prerendered="${route}"] h1`)).toHaveCount(1);
    const [selector, figure] = headlines[route];
    await expect(page.locator(selector).first()).toContainText(figure);
    await expect(page.locator('noscript p')).toContainText('need JavaScript and WebAssembly');
    await context.close();
  });

  for (const [width, height] of [[1280, 900], [375, 812]]) {
    test(`${route} at ${width} px: the app takes the prerendered page over, nothing moves`, async ({ page }) => {
      const consoleErrors = [];
      page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') consoleErrors.push(m.text()); });
      await page.setViewportSize({ width, height });
      await watchTheTakeOver(page);
      await page.goto(route);
      await expect(page.locator('html[data-app="hydrated"]')).toHaveCount(1);
      // Hydration kept the prerendered nodes: the heading is the very element the HTML made.
      expect(await page.locator('#app h1').evaluate((h1) => h1.__prerendered === true)).toBe(true);
      const [selector, figure] = headlines[route];
      await expect(page.locator(selector).first()).toContainText(figure);
      // Let the page settle, then add up what moved: no job running, no request for 500 ms
      // (tables the page fetches), and two frames drawn, so that the observer has its entries.
      // (A fixed 1.5 s wait did the same in 42 × 1.5 s of the suite.)
      await expect(page.locator('.progress')).toHaveCount(0, { timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((done) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)));
      }));
      const shift = await page.evaluate(() => window.__shifts.reduce((a, b) => a + b, 0));
      expect(shift, 'cumulative layout shift').toBeLessThanOrEqual(0.1);
      expect(consoleErrors, 'console errors and warnings').toEqual([]);
      if (width < 400) await expectFitsPhone(page);
    });
  }
}

test('a link with view parameters never shows the default figures, then shows its own @phone', async ({ page }) => {
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  // Hold the WebAssembly back while the prerendered page is checked.
  await page.route(/\/app-[^/]*\.wasm$/, async (route) => { await held; await route.continue(); });
  await page.goto('/wow?n=5', { waitUntil: 'commit' });
  await expect(page.locator('#app[data-stale]')).toHaveCount(1);
  await expect(page.locator('#wow-expected')).toBeHidden();
  await expect(page.locator('main')).toBeHidden();
  release();
  await expect(page.locator('html[data-app="rendered"]')).toHaveCount(1);
  await expect(page.locator('#app[data-stale]')).toHaveCount(0);
  // The 5×5 board's E(X), not the default 10×10's 71.58.
  await expect(page.locator('#wow-expected-decimal')).toBeVisible();
  await expect(page.locator('#wow-expected-decimal')).not.toHaveText(/71\.58/);
  await expect(page).toHaveURL(/\/wow\?n=5$/);
  await expectFitsPhone(page);
});

test('on a slow link the page paints its figures long before the WebAssembly arrives', async ({ page }) => {
  test.setTimeout(180_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // A slow mobile link: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trips.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 0.75e6 / 8,
  });
  await page.goto('/wow', { waitUntil: 'commit' });
  await expect(page.locator('#wow-expected-decimal')).toContainText('71.58');
  const early = await page.evaluate(() => performance.getEntriesByType('resource')
    .some((e) => /\/app-[^/]*\.wasm$/.test(e.name) && e.responseEnd > 0));
  expect(early, 'the app WebAssembly had already arrived').toBe(false);
  await expect(page.locator('html[data-app="hydrated"]')).toHaveCount(1, { timeout: 150_000 });
  const t = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const wasm = performance.getEntriesByType('resource').find((e) => /\/app-[^/]*\.wasm$/.test(e.name));
    return { firstContentfulPaintMs: Math.round(paint.startTime), wasmLoadedMs: Math.round(wasm.responseEnd) };
  });
  expect(t.firstContentfulPaintMs).toBeLessThan(t.wasmLoadedMs);
  console.log(`first load of /wow at 1.6 Mbit/s, 150 ms: ${JSON.stringify(t)}`);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
});

test('without scripts the gallery lists the same explorations as with them', async ({ page, browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const still = await context.newPage();
  await still.goto(`${baseURL}/`);
  const read = (p) => p.locator('.gallery .card a').evaluateAll((links) =>
    links.map((a) => [new URL(a.href).pathname, a.querySelector('h2').textContent]));
  const prerendered = await read(still);
  await context.close();
  await page.goto('/');
  await expect(page.locator('html[data-app="hydrated"]')).toHaveCount(1);
  const live = await read(page);
  expect(live.length).toBe(routes.length - 1);
  expect(prerendered).toEqual(live);
});

// This test expects the page to fail (its WebAssembly is refused), so it does without the
// fixture that fails on any page error; it checks what the reader is told instead.
base('when the WebAssembly cannot load, the page says so and stays readable', async ({ page }) => {
  await page.route(/\/app-[^/]*\.wasm$/, (route) => route.abort());
  await page.goto('/halftone', { waitUntil: 'commit' });
  await base.expect(page.locator('#app-failed')).toBeVisible();
  await base.expect(page.locator('#app-failed')).toContainText('could not start');
  await base.expect(page.locator('#app-failed a')).toHaveText('reload the page');
  await base.expect(page.locator('#app h1')).toBeVisible();
  await page.screenshot({ path: 'tests/e2e/screens/app-failed-desktop.png' });
});

// Our WebAssembly uses 128-bit SIMD. A browser without it is told so before anything loads,
// and the app is not started: here the browser's answer to the page's probe is made "no".
base('a browser without WebAssembly SIMD is told so, and the page stays readable', async ({ page }) => {
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(() => {
    const validate = WebAssembly.validate;
    WebAssembly.validate = (bytes) => {
      const b = new Uint8Array(bytes);
      const hasV128 = b.length < 64 && b.includes(0xfd) && b.includes(123);
      return hasV128 ? false : validate(bytes);
    };
  });
  const wasm = [];
  page.on('request', (r) => { if (r.url().endsWith('.wasm')) wasm.push(r.url()); });
  await page.goto('/cftp');
  await base.expect(page.locator('#app-unsupported')).toBeVisible();
  await base.expect(page.locator('#app-unsupported')).toContainText('uses SIMD instructions, which came in Chrome 91');
  await base.expect(page.locator('#app-failed')).toBeHidden();
  await base.expect(page.locator('#app h1')).toBeVisible();
  await page.screenshot({ path: 'tests/e2e/screens/app-unsupported-desktop.png' });
  await page.waitForTimeout(1_500); // the start script's fallback timer has run
  await base.expect(page.locator('html[data-app]')).toHaveCount(0);
  base.expect(wasm).toEqual([]);
  base.expect(errors).toEqual([]);
});
