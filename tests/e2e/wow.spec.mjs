import { readFile } from 'node:fs/promises';
import { test, expect, canvasPixels, setSliderByKeys, typeSliderValue, expectFitsPhone } from './fixtures.mjs';

test('set n = 10 with the slider, see E(X), share and reload the view', async ({ page }) => {
  await page.goto('/');
  await page.locator('.card[data-slug="wow"] a').click();
  await setSliderByKeys(page, '#wow-n', 9); // Home = 1, nine steps right = 10
  await expect(page).toHaveURL(/[?&]n=10(&|$)/);
  await expect(page.locator('#wow-expected-decimal')).toHaveText('71.58');
  await expect(page.locator('#wow-expected')).toContainText('of the board');
  await page.reload();
  await expect(page.locator('#wow-expected-decimal')).toHaveText('71.58');
  await expect(page.locator('#wow-n')).toHaveValue('10');
  await expect(page.locator('#wow-n-value')).toHaveValue('10');
  await page.screenshot({ path: 'tests/e2e/screens/wow-desktop.png', fullPage: true });
});

test('small boards show exact fractions', async ({ page }) => {
  // A whole E(X) reads as one: no "(exactly 1/1)", no "1 slips".
  await page.goto('/wow?n=1');
  await expect(page.locator('#wow-expected')).toContainText('E(X) = 1 draw, 100% of the board');
  await expect(page.locator('#wow-expected')).not.toContainText('1/1');
  await expect(page.locator('#wow-simulate')).toContainText('Simulate 10,000 boards');
  await page.goto('/wow?n=2');
  await expect(page.locator('#wow-expected .exact')).toHaveText('7/3');
  await page.goto('/wow?n=3');
  await expect(page.locator('#wow-expected .exact')).toHaveText('71/14');
});

test('the CDF is redrawn when n changes', async ({ page }) => {
  await page.goto('/wow?n=10');
  const canvas = '#wow-cdf-canvas';
  await expect(page.locator(canvas)).toHaveAttribute('data-draw-count', /\d+/);
  const before = await canvasPixels(page, canvas);
  await page.locator('#wow-n').focus();
  await page.locator('#wow-n').press('ArrowRight');
  await expect(page).toHaveURL(/n=11/);
  await expect.poll(() => canvasPixels(page, canvas)).not.toEqual(before);
  // Typing a value works too, and out-of-range typing is clamped.
  await typeSliderValue(page, 'wow-n', 25);
  await expect(page).toHaveURL(/n=25/);
  await typeSliderValue(page, 'wow-n', 5000);
  await expect(page).toHaveURL(/n=100(&|$)/);
});

test('large boards are computed in the worker', async ({ page }) => {
  await page.goto('/wow?n=80');
  await expect(page.locator('#wow-cdf-canvas')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('#wow-expected-decimal')).toHaveText(/^\d+\.\d{2}$/);
});

test('the E(X)/n² job completes, and the page stays responsive while a long job runs', async ({ page }) => {
  await page.goto('/wow?n=10&nmax=1000');
  await expect(page.locator('#wow-ratio-summary')).toContainText('At n = 1000', { timeout: 60_000 });
  await expect(page.locator('#wow-ratio-summary')).toContainText('of the board is drawn when the first line completes');
  await expect(page.locator('#wow-ratios-canvas')).toBeVisible();

  // A job of several seconds: n up to 20,000.
  await typeSliderValue(page, 'wow-nmax', 20000);
  await expect(page).toHaveURL(/nmax=20000/);
  await page.locator('#wow-ratio-compute').click();
  await expect(page.locator('.progress progress')).toBeVisible();
  // While it runs, move the n slider: the CDF must redraw at once.
  const canvas = page.locator('#wow-cdf-canvas');
  const count = Number(await canvas.getAttribute('data-draw-count'));
  await page.locator('#wow-n').focus();
  await page.locator('#wow-n').press('ArrowRight');
  await expect(canvas).not.toHaveAttribute('data-draw-count', String(count), { timeout: 2000 });
  await expect(page.locator('.progress progress')).toBeVisible(); // still running
  // Cancel it, then run a small one on a fresh worker.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('#wow-ratios-cancelled')).toHaveText('Cancelled.');
  await typeSliderValue(page, 'wow-nmax', 200);
  await page.locator('#wow-ratio-compute').click();
  await expect(page.locator('#wow-ratio-summary')).toContainText('At n = 200', { timeout: 30_000 });
});

test('the simulation fills a board and the histogram matches the exact law', async ({ page }) => {
  await page.goto('/wow?n=10');
  await page.locator('#wow-draw').click();
  await expect(page.locator('#wow-sim-status')).toHaveText('1 slip drawn, no row or column complete yet.');
  await expect(page.locator('.wow-board .cell.filled')).toHaveCount(1);
  await page.locator('#wow-play').click();
  await expect(page.locator('#wow-sim-status')).toContainText('is complete: X =', { timeout: 20_000 });
  await expect(page.locator('#wow-sim-status')).toHaveText(/^(Row|Column) \d+ is complete: X = \d+ slips\.$/);
  const lineCells = await page.locator('.wow-board .cell.line').count();
  expect(lineCells).toBe(10);
  await page.locator('#wow-simulate').click();
  await expect(page.locator('#wow-sim-mean')).toBeVisible({ timeout: 30_000 });
  const text = await page.locator('#wow-sim-mean').textContent();
  const mean = Number(text.match(/([\d.]+) over/)[1]);
  // SD of X on the 10×10 board is about 8.4, so the mean of 10,000 is within ±0.5 of 71.577
  // with overwhelming probability (6 standard errors).
  expect(Math.abs(mean - 71.577)).toBeLessThan(0.5);
  // The exact law is drawn beside the bars; the worker that simulated sends it along.
  const chart = page.locator('#wow-histogram');
  const [svg] = await Promise.all([page.waitForEvent('download'), chart.getByRole('button', { name: 'Download SVG' }).click()]);
  const svgText = await readFile(await svg.path(), 'utf8');
  expect(svgText).toMatch(/>\s*exact\s*</);
  expect(svgText).toMatch(/>\s*simulated\s*</);
  // …as a blue line through the exact P(X = x), a vertex for each x (x = 1 to n² = 100).
  const line = [...svgText.matchAll(/<polyline[^>]*stroke="#0072B2"[^>]*points="([^"]*)"/g)]
    .map((m) => m[1].trim().split(/\s+/).length);
  expect(Math.max(0, ...line)).toBeGreaterThan(30);
});

test('PNG and SVG downloads are valid files', async ({ page }) => {
  await page.goto('/wow?n=10');
  const chart = page.locator('#wow-cdf');
  const [png] = await Promise.all([page.waitForEvent('download'), chart.getByRole('button', { name: 'Download PNG' }).click()]);
  expect(png.suggestedFilename()).toBe('wow-cdf.png');
  const pngBytes = await readFile(await png.path());
  expect([...pngBytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  expect(pngBytes.length).toBeGreaterThan(2000);
  const [svg] = await Promise.all([page.waitForEvent('download'), chart.getByRole('button', { name: 'Download SVG' }).click()]);
  expect(svg.suggestedFilename()).toBe('wow-cdf.svg');
  const svgText = await readFile(await svg.path(), 'utf8');
  expect(svgText).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(svgText).toContain('E(X)');
  expect(svgText).toContain('</svg>');
});

for (const bad of ['-5', 'abc', '100000', '%00', '1e3', '']) {
  test(`a bad n (${JSON.stringify(bad)}) falls back to the default with a notice`, async ({ page }) => {
    await page.goto(`/wow?n=${bad}&nmax=zzz`);
    if (bad !== '') {
      await expect(page.locator('.notice-info').first()).toContainText('showing n=10 instead');
    }
    await expect(page.locator('.notice-info').last()).toContainText('showing nmax=1000 instead');
    await expect(page.locator('#wow-expected-decimal')).toHaveText('71.58');
    // The page still works after the bad link.
    await page.locator('#wow-n').focus();
    await page.locator('#wow-n').press('ArrowLeft');
    await expect(page).toHaveURL(/[?&]n=9(&|$)/);
    await expect(page.locator('#wow-expected-decimal')).toHaveText(/^\d+\.\d{2}$/);
  });
}

test('E(X) leads with the rounded value; the exact fraction is on demand', async ({ page }) => {
  await page.goto('/wow?n=10');
  const lead = page.locator('#wow-expected .result');
  await expect(lead).toContainText(/^E\(X\) ≈ 71\.58 draws, 71\.58% of the board$/);
  const exact = page.locator('#wow-expected .wow-exact code');
  await expect(exact).toBeHidden();
  await page.locator('#wow-expected .wow-exact summary').click();
  await expect(exact).toBeVisible();
  const fraction = await exact.textContent();
  const [p, q] = fraction.split('/').map((d) => BigInt(d));
  // 71.5771… to ten digits, from the fraction itself (not from the page's rounding).
  expect(Number((p * 10n ** 10n) / q) / 1e10).toBeCloseTo(71.5771, 4);
});

test('the proof and the rate plot answer the open question; the rate plot follows n_max', async ({ page }) => {
  await page.goto('/wow?n=10&nmax=1000');
  await expect(page.locator('#wow-ratio-title')).toHaveText('Does E(X)/n² tend to 1? Yes');
  const proof = page.locator('#wow-proof');
  await expect(proof.locator('h3')).toHaveText('Proof that E(X)/n² → 1, and how fast');
  await expect(page.locator('#wow-rate-formula')).toContainText('1 − E(X)/n² = (ln(2n) + γ)/n + O((ln n)²/n²)');
  // Readers get how we know it, in words: no mention of our test suite.
  await expect(proof).not.toContainText(/\btests?\b/);
  await expect(proof).toContainText('computed exactly, in fractions, for every n from 1 to 60, and for n = 100 and 150, and against the closed form in floating point, with its rounding error bounded, at n = 1,000, 2,000, 5,000, 10,000 and 20,000.');
  // The rows' worth at n = 1000 is computed: the predicted 8.18 and the computed 8.14.
  await expect(page.locator('#wow-proof-rate')).toContainText('at n = 1,000, (ln 2n + γ) is 8.18 rows’ worth, and the computed shortfall there is 8.14 rows');
  const canvas = '#wow-rate-canvas';
  await expect(page.locator(canvas)).toHaveAttribute('data-draw-count', /\d+/, { timeout: 60_000 });
  const summary = page.locator('#wow-rate-summary');
  await expect(summary).toContainText('At n = 1000: 1 − E(X)/n² ≈ 0.00814142');
  const before = await canvasPixels(page, canvas);
  await typeSliderValue(page, 'wow-nmax', 200);
  await page.locator('#wow-ratio-compute').click();
  await expect(summary).toContainText('At n = 200', { timeout: 30_000 });
  await expect.poll(() => canvasPixels(page, canvas)).not.toEqual(before);
  await page.locator('#wow-rate').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'tests/e2e/screens/wow-rate-desktop.png' });
  await proof.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'tests/e2e/screens/wow-proof-desktop.png' });
});

test('n = 100 is drawn, timed from the URL to the CDF', async ({ page }, testInfo) => {
  const start = Date.now();
  await page.goto('/wow?n=100');
  await expect(page.locator('#wow-cdf-canvas')).toHaveAttribute('data-draw-count', /\d+/, { timeout: 60_000 });
  await expect(page.locator('#wow-expected-decimal')).toHaveText('9432.03');
  testInfo.annotations.push({ type: 'n = 100 page load to CDF (ms)', description: String(Date.now() - start) });
});

test('the page fits a 375 px phone @phone-only', async ({ page }, testInfo) => {
  // The desktop project runs this test too: name the screenshots by project so neither overwrites.
  const shot = `tests/e2e/screens/wow-${testInfo.project.name}`;
  await page.goto('/wow?n=10&nmax=1000');
  await expect(page.locator('#wow-rate-canvas')).toHaveAttribute('data-draw-count', /\d+/, { timeout: 60_000 });
  await page.locator('#wow-expected .wow-exact summary').click();
  await expectFitsPhone(page);
  await page.screenshot({ path: `${shot}-full.png`, fullPage: true });
  for (const [name, selector] of [['expected', '#wow-expected'], ['rate', '#wow-rate'], ['proof', '#wow-proof']]) {
    await page.locator(selector).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shot}-${name}.png` });
  }
});

// Sets the slider by an `input` event and returns the milliseconds until the CDF's canvas is
// stamped as redrawn after it (the chart sets `data-drawn-at` from performance.now()).
async function inputToRedraw(page, value) {
  return page.evaluate(async (value) => {
    const slider = document.querySelector('#wow-n');
    const t0 = performance.now();
    slider.value = String(value);
    slider.dispatchEvent(new Event('input', { bubbles: true }));
    for (;;) {
      const drawnAt = Number(document.querySelector('#wow-cdf-canvas')?.getAttribute('data-drawn-at') ?? 0);
      if (drawnAt > t0) return drawnAt - t0;
      await new Promise((r) => setTimeout(r, 1));
    }
  }, value);
}

test('n = 100 from the slider redraws at slider speed, and the curve agrees with the exact E(X) @phone', async ({ page }, testInfo) => {
  // The classroom board: the median and the curve's own mean, Σ P(X > k), beside the exact 71.58.
  await page.goto('/wow?n=10');
  await expect(page.locator('#wow-cdf-summary')).toContainText('by draw 73 (the median)');
  await expect(page.locator('#wow-cdf-summary')).toContainText('Σₖ P(X > k) = 71.58');
  // Largest board of the slider, computed in the worker: step 99 → 100 and time it.
  await page.goto('/wow?n=99');
  await expect(page.locator('#wow-cdf-summary')).toContainText('by draw 9259', { timeout: 60_000 });
  const first = await inputToRedraw(page, 100);
  await expect(page).toHaveURL(/[?&]n=100(&|$)/);
  await expect(page.locator('#wow-n-value')).toHaveValue('100');
  // 9432.03 is the exact path's E(X) (big rationals); the sum is the distribution's.
  await expect(page.locator('#wow-expected-decimal')).toHaveText('9432.03');
  await expect(page.locator('#wow-cdf-summary')).toContainText('by draw 9451 (the median)');
  await expect(page.locator('#wow-cdf-summary')).toContainText('Σₖ P(X > k) = 9432.03');
  // Back and forth again: both boards are kept, so this is the redraw alone.
  await inputToRedraw(page, 99);
  const again = await inputToRedraw(page, 100);
  // Recorded, not asserted tightly (the machine is shared): BENCHMARKS.md has the figures.
  testInfo.annotations.push({ type: `${testInfo.project.name}: slider 99 → 100, CDF computed in the worker and redrawn (ms)`, description: first.toFixed(1) });
  testInfo.annotations.push({ type: `${testInfo.project.name}: slider 99 → 100 again, kept (ms)`, description: again.toFixed(1) });
  console.log(`wow slider 99 → 100 (${testInfo.project.name}): ${first.toFixed(1)} ms first, ${again.toFixed(1)} ms again`);
  expect(first).toBeLessThan(10_000);
  await expectFitsPhone(page);
  await page.locator('#wow-cdf').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `tests/e2e/screens/wow-n100-${testInfo.project.name}.png` });
});

test('the UI-thread and worker boards either side of the limit redraw at slider speed', async ({ page }, testInfo) => {
  // 40 is the last board computed on the UI thread, 41 the first in the worker (SYNC_LIMIT).
  await page.goto('/wow?n=39');
  await expect(page.locator('#wow-cdf-canvas')).toHaveAttribute('data-draw-count', /\d+/, { timeout: 60_000 });
  const times = {};
  for (const n of [40, 41, 60, 80]) times[n] = await inputToRedraw(page, n);
  await expect(page).toHaveURL(/[?&]n=80(&|$)/);
  await expect(page.locator('#wow-expected-decimal')).toHaveText(/^\d+\.\d{2}$/);
  testInfo.annotations.push({ type: 'slider → CDF redrawn, first visit, n = 40 / 41 / 60 / 80 (ms)', description: JSON.stringify(times) });
  console.log(`wow slider → redraw: ${JSON.stringify(times)}`);
});
