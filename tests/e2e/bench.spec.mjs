// Browser timing harness (not a test of speed: it records figures for BENCHMARKS.md).
// Run with `scripts/bench-web.sh`. Measures the time from a slider's input event to the end of
// the chart's redraw, read from the chart's `data-drawn-at` stamp (performance.now()).
import { writeFile, mkdir } from 'node:fs/promises';
import { test, expect } from './fixtures.mjs';

async function inputToRedraw(page, sliderSelector, canvasSelector, value) {
  return page.evaluate(async ({ sliderSelector, canvasSelector, value }) => {
    const slider = document.querySelector(sliderSelector);
    const t0 = performance.now();
    slider.value = String(value);
    slider.dispatchEvent(new Event('input', { bubbles: true }));
    // The canvas may be re-created, so wait for a draw stamped after t0 rather than a count.
    for (;;) {
      const drawnAt = Number(document.querySelector(canvasSelector)?.getAttribute('data-drawn-at') ?? 0);
      if (drawnAt > t0) return drawnAt - t0;
      await new Promise((r) => setTimeout(r, 1));
    }
  }, { sliderSelector, canvasSelector, value });
}

test('slider-to-redraw time of the WOW CDF @bench', async ({ page }) => {
  const results = [];
  for (const n of [10, 50]) {
    await page.goto(`/wow?n=${n - 1}`);
    await expect(page.locator('#wow-cdf-canvas')).toHaveAttribute('data-draw-count', /\d+/, { timeout: 60_000 });
    const cold = await inputToRedraw(page, '#wow-n', '#wow-cdf-canvas', n);
    const warm = [];
    for (let i = 0; i < 10; i++) {
      await inputToRedraw(page, '#wow-n', '#wow-cdf-canvas', n - 1);
      warm.push(await inputToRedraw(page, '#wow-n', '#wow-cdf-canvas', n));
    }
    warm.sort((a, b) => a - b);
    results.push({ n, first_visit_ms: cold, revisit_median_ms: warm[5], revisit_max_ms: warm[9] });
  }
  console.log(JSON.stringify(results, null, 2));
  await mkdir('tests/e2e/results', { recursive: true });
  await writeFile('tests/e2e/results/bench-wow.json', JSON.stringify(results, null, 2));
});

test('E(X)/n² for n = 1..1000 and 1..10000 in the worker @bench', async ({ page }) => {
  const results = [];
  await page.goto('/wow?n=10&nmax=1000');
  await expect(page.locator('#wow-ratio-summary')).toContainText('At n = 1000', { timeout: 60_000 });
  for (const nmax of [1000, 10000]) {
    await page.goto(`/wow?n=10&nmax=${nmax}`);
    const t0 = Date.now();
    await expect(page.locator('#wow-ratio-summary')).toContainText(`At n = ${nmax}`, { timeout: 120_000 });
    results.push({ nmax, page_load_to_plot_ms: Date.now() - t0 });
  }
  console.log(JSON.stringify(results, null, 2));
  await writeFile('tests/e2e/results/bench-wow-ratios.json', JSON.stringify(results, null, 2));
});
