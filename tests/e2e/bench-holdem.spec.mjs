// Browser timing of a small custom grid (5 raise sizes) solved in the worker to the page's
// target gap: the solve's own clock (read from the page) and the load-to-result time, which
// adds the worker's start-up. Target: under 10 s (issue 16). Recorded for BENCHMARKS.md in
// tests/e2e/results/bench-holdem.json, not asserted tightly.
import { writeFile, mkdir } from 'node:fs/promises';
import { test, expect } from './fixtures.mjs';

test('a 5-size custom grid solved in the browser worker @bench', async ({ page }) => {
  test.setTimeout(600_000);
  const runs = [];
  for (let i = 0; i < 3; i++) {
    const t0 = Date.now();
    // A fresh page each time: a fresh worker, as a reader who opens the link gets.
    await page.goto('/holdem?set=custom&raises=2,3,5,8,13');
    await expect(page.locator('#holdem-solve-stats')).toContainText('Solved in', { timeout: 180_000 });
    const loadToResultMs = Date.now() - t0;
    const stats = await page.locator('#holdem-solve-stats').textContent();
    // The page's words: "Solved in 0.33 s in the worker: found after 1,230 iterations, the gap
    // down to 9.8 × 10⁻⁵." The gap in print has superscripts; its exact figure is data-value.
    const [, seconds, iterations] = /Solved in ([\d.]+) s in the worker: found after ([\d,]+) iterations?, the gap down to /.exec(stats);
    const gap = Number(await page.locator('#holdem-gap').getAttribute('data-value'));
    runs.push({ solve_s: Number(seconds), iterations: Number(iterations.replaceAll(',', '')), gap, load_to_result_ms: loadToResultMs });
  }
  const solves = runs.map((r) => r.solve_s).sort((a, b) => a - b);
  const result = { grid: '2,3,5,8,13', runs, solve_median_s: solves[1], solve_best_s: solves[0] };
  console.log(JSON.stringify(result, null, 2));
  test.info().annotations.push({ type: 'holdem 5-size solve', description: JSON.stringify(result) });
  await mkdir('tests/e2e/results', { recursive: true });
  await writeFile('tests/e2e/results/bench-holdem.json', JSON.stringify(result, null, 2));
  // Generous: a loaded two-core machine must not turn the record into a failure.
  expect(result.solve_median_s).toBeLessThan(60);
});
