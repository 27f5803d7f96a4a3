// Browser timing of the Gobblet solve (figures for BENCHMARKS.md, not a pass/fail speed test):
// (2,3,1), 5,158,225 states, solved in the worker, single-threaded, from a fresh profile.
import { writeFile, mkdir } from 'node:fs/promises';
import { test, expect } from './fixtures.mjs';

test('worker solve time of Gobblet (2,3,1) @bench', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/gobblet?sizes=2&per=3&move=1&mode=humans');
  await expect(page.locator('#gobblet-outcome'))
    .toContainText('Variant (2,3,1): the first player (X) wins in 11 plies. 5,158,225 states', { timeout: 150_000 });
  const note = await page.locator('#gobblet-table-note').textContent();
  const seconds = Number(/in ([\d.]+) s/.exec(note)?.[1]);
  expect(seconds).toBeGreaterThan(0);
  const result = { variant: '2,3,1', states: 5158225, solve_seconds: seconds };
  console.log(JSON.stringify(result));
  await mkdir('e2e/results', { recursive: true });
  await writeFile('e2e/results/bench-gobblet.json', JSON.stringify(result, null, 2));
});

// (3,2,1), Gobblet Gobblers itself, 341,024,631 states: the click-to-table time of the solve the
// page offers (issue 19 targets under 30 s). Recorded, not asserted: the machine is shared.
test('worker solve time of Gobblet (3,2,1) @bench', async ({ page }) => {
  test.setTimeout(600_000);
  await page.goto('/gobblet?sizes=3&per=2&move=1&mode=humans');
  await page.locator('#gobblet-solve').click();
  await expect(page.locator('#gobblet-table-note'))
    .toContainText('Solved in this browser in', { timeout: 540_000 });
  const note = await page.locator('#gobblet-table-note').textContent();
  const seconds = Number(/in ([\d.]+) s/.exec(note)?.[1]);
  expect(seconds).toBeGreaterThan(0);
  const result = { variant: '3,2,1', states: 341024631, solve_seconds: seconds };
  console.log(JSON.stringify(result));
  test.info().annotations.push({ type: 'solve_seconds', description: String(seconds) });
  await mkdir('e2e/results', { recursive: true });
  await writeFile('e2e/results/bench-gobblet-3-2-1.json', JSON.stringify(result, null, 2));
});
