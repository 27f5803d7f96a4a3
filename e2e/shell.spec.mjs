// The static shell in index.html: painted before the app's WebAssembly arrives, replaced (not
// joined) by the app when it mounts, on every route, and turned into a clear message when the
// WebAssembly cannot load.
import { test as base } from '@playwright/test';
import { test, expect, expectFitsPhone } from './fixtures.mjs';

/** Records, in the page, when the shell first appeared and when the app's mount removed it. */
async function watchTheShell(page) {
  await page.addInitScript(() => {
    window.__shell = { seenAt: null, goneAt: null };
    new MutationObserver(() => {
      const there = document.getElementById('shell') !== null;
      if (there && window.__shell.seenAt === null) window.__shell.seenAt = performance.now();
      if (!there && window.__shell.seenAt !== null && window.__shell.goneAt === null) {
        window.__shell.goneAt = performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The page's own timings: first contentful paint, the shell's removal, the app wasm's arrival. */
async function timings(page) {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const wasm = performance.getEntriesByType('resource').find((e) => /\/app-[^/]*\.wasm$/.test(e.name));
    const js = performance.getEntriesByType('resource').find((e) => /\/app-[^/]*\.js$/.test(e.name));
    return {
      firstContentfulPaintMs: paint ? Math.round(paint.startTime) : null,
      appMountedMs: window.__shell.goneAt === null ? null : Math.round(window.__shell.goneAt),
      wasmLoadedMs: wasm ? Math.round(wasm.responseEnd) : null,
      wasmTransferBytes: wasm ? wasm.transferSize : null,
      wasmBytes: wasm ? wasm.decodedBodySize : null,
      jsTransferBytes: js ? js.transferSize : null,
    };
  });
}

/** The app has mounted: the shell is gone and exactly one copy of the site's frame is there. */
async function expectOnlyTheApp(page) {
  await expect(page.locator('#shell')).toHaveCount(0);
  await expect(page.locator('.site-header')).toHaveCount(1);
  await expect(page.locator('.site-footer')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('.shell-list, .shell-title, #shell-loading')).toHaveCount(0);
}

test('on a slow link the shell paints long before the WebAssembly, then the app replaces it', async ({ page }) => {
  test.setTimeout(180_000);
  await watchTheShell(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // A slow mobile link: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trips.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 0.75e6 / 8,
  });
  await page.goto('/', { waitUntil: 'commit' });
  // The shell's words are on screen while the WebAssembly is still on its way.
  await expect(page.locator('#shell .shell-title')).toHaveText('Snipe Lab');
  await expect(page.locator('#shell .lede')).toBeVisible();
  await expect(page.locator('#shell-loading')).toBeVisible();
  await expect(page.locator('#shell-failed')).toBeHidden();
  await expect(page.locator('.shell-list a[href="/wow"]')).toHaveText('The WOW board');
  const early = await timings(page);
  expect(early.wasmLoadedMs, 'the app WebAssembly had already arrived').toBeNull();
  await page.screenshot({ path: 'e2e/screens/shell-loading-desktop.png' });

  // Then the app mounts in its place.
  await expect(page.locator('.gallery .card').first()).toBeVisible({ timeout: 150_000 });
  await expectOnlyTheApp(page);
  const t = await timings(page);
  expect(t.firstContentfulPaintMs).not.toBeNull();
  expect(t.firstContentfulPaintMs).toBeLessThan(t.wasmLoadedMs);
  expect(t.appMountedMs).toBeGreaterThanOrEqual(t.wasmLoadedMs);
  console.log(`shell first load at 1.6 Mbit/s, 150 ms: ${JSON.stringify(t)}`);
  for (const [type, value] of Object.entries(t)) test.info().annotations.push({ type, description: String(value) });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
});

test('the shell lists the same explorations as the gallery, in order', async ({ page, browser, baseURL }) => {
  // Without scripts the app never mounts, so this page keeps its shell.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const still = await context.newPage();
  await still.goto(`${baseURL}/`);
  const shell = await still.locator('.shell-list a').evaluateAll((links) =>
    links.map((a) => [new URL(a.href).pathname, a.textContent]));
  await context.close();
  await page.goto('/');
  await expect(page.locator('.gallery .card').first()).toBeVisible();
  const gallery = await page.locator('.gallery .card a').evaluateAll((links) =>
    links.map((a) => [new URL(a.href).pathname, a.querySelector('h2').textContent]));
  expect(gallery.length).toBeGreaterThan(10);
  expect(shell).toEqual(gallery);
});

test('a deep link shows the shell, then its own page and nothing of the shell @phone', async ({ page }) => {
  await watchTheShell(page);
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  // Hold the WebAssembly back until the shell has been checked.
  await page.route(/\/app-[^/]*\.wasm$/, async (route) => { await held; await route.continue(); });
  await page.goto('/wow?n=5', { waitUntil: 'commit' });
  await expect(page.locator('#shell .shell-title')).toBeVisible();
  await expect(page.locator('#shell-loading')).toBeVisible();
  await expectFitsPhone(page);
  await page.screenshot({ path: `e2e/screens/shell-loading-${test.info().project.name}.png`, fullPage: true });
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'The WOW board' })).toBeVisible();
  await expectOnlyTheApp(page);
  expect(await page.evaluate(() => window.__shell.goneAt)).not.toBeNull();
  await expect(page).toHaveURL(/\/wow\?n=5$/);
});

// This test expects the page to fail (its WebAssembly is refused), so it does without the
// fixture that fails on any page error; it checks what the reader is told instead.
base('when the WebAssembly cannot load, the shell says so instead of loading forever', async ({ page }) => {
  await page.route(/\/app-[^/]*\.wasm$/, (route) => route.abort());
  await page.goto('/halftone', { waitUntil: 'commit' });
  await base.expect(page.locator('#shell-failed')).toBeVisible();
  await base.expect(page.locator('#shell-failed')).toContainText('could not start');
  await base.expect(page.locator('#shell-loading')).toBeHidden();
  await base.expect(page.locator('#shell-failed a')).toHaveText('reload the page');
  await page.screenshot({ path: 'e2e/screens/shell-failed-desktop.png' });
});

test('without JavaScript the shell explains what the lab needs', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${baseURL}/`);
  // (Playwright's text selectors skip <noscript>, so this looks at its paragraph directly.)
  const message = page.locator('noscript p');
  await expect(message).toBeVisible();
  await expect(message).toContainText('Snipe Lab needs JavaScript and WebAssembly');
  await expect(page.locator('#shell-loading')).toBeHidden();
  await expect(page.locator('#shell-failed')).toBeHidden();
  await page.screenshot({ path: 'e2e/screens/shell-noscript-desktop.png' });
  await context.close();
});
