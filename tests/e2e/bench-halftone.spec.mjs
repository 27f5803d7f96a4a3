// Browser timing harness for the halftone worker (records figures for BENCHMARKS.md; the issue's
// target is under 1 s). A 512 × 512 input (the face sample, drawn at 512 × 512, so no resize)
// with the post's step of 2 gives a 4096 × 4096 output. The page stamps each result with the time
// from posting the job to the worker's answer arriving and being parsed (`#halftone-ms`).
import { writeFile, mkdir } from 'node:fs/promises';
import { test, expect } from './fixtures.mjs';

test('512 × 512 input → 4096 × 4096 output in the worker @bench', async ({ page }) => {
  test.setTimeout(300_000);
  const stats = page.locator('#halftone-stats');
  const ms = page.locator('#halftone-ms');
  await page.goto('/halftone?sample=face&size=512&step=2');
  await expect(stats).toContainText('4096 × 4096 pixels', { timeout: 120_000 });
  // The first job includes starting the worker and loading its WebAssembly.
  const cold = Number(await ms.getAttribute('data-ms'));
  // Then the worker is warm: toggle dithering, each toggle a full 512² → 4096² job.
  const warm = [];
  const dither = page.locator('#halftone-dither');
  for (let i = 0; i < 8; i++) {
    const src = await page.locator('#halftone-output').getAttribute('data-src');
    await dither.setChecked(i % 2 === 0);
    await expect(page.locator('#halftone-output')).not.toHaveAttribute('data-src', src, { timeout: 120_000 });
    await expect(stats).toContainText('4096 × 4096 pixels');
    warm.push({ dither: i % 2 === 0, ms: Number(await ms.getAttribute('data-ms')) });
  }
  const sorted = warm.map((w) => w.ms).sort((a, b) => a - b);
  const result = {
    case: 'face 512×512 → 4096×4096 PNG, step 2, in the worker',
    first_job_ms: cold,
    warm_median_ms: (sorted[3] + sorted[4]) / 2,
    warm_min_ms: sorted[0],
    warm_max_ms: sorted[7],
    warm,
    curve: (await stats.textContent()).trim(),
  };
  console.log(JSON.stringify(result, null, 2));
  await mkdir('tests/e2e/results', { recursive: true });
  await writeFile('tests/e2e/results/bench-halftone.json', JSON.stringify(result, null, 2));
  expect(result.warm_median_ms, 'target: under 1 s in the browser worker').toBeLessThan(1000);
});
