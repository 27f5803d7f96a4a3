// Worker out of memory is a message, not a dead page (issue 18), for the heaviest solvers. The
// URL's `budget` test hook (bytes, src/view.rs) lowers the solver's memory budget so a small
// variant or scenario hits it; the page must say so in plain words and stay usable, and the
// same job succeeds once the budget is gone.
import { test, expect } from './fixtures.mjs';

test('gobblet: a solve over the memory budget says so, and the page stays usable', async ({ page }) => {
  // Tic Tac Toe needs about 0.6 MB; the budget allows 1 kB. It is solved as soon as it is chosen.
  await page.goto('/gobblet?sizes=1&per=5&move=0&mode=humans&budget=1000');
  const error = page.locator('#gobblet-error');
  await expect(error).toContainText('could not get the 0.6 MB of memory the table needs', { timeout: 30_000 });
  await expect(error).toContainText('choose a smaller variant');
  await expect(page.locator('#gobblet-outcome')).toHaveCount(0);
  await page.screenshot({ path: 'tests/e2e/screens/gobblet-out-of-memory.png' });
  // Still usable: a switch rewrites the URL (without the hook), and the retry then solves.
  await page.locator('#gobblet-hidden').click();
  await expect(page).toHaveURL(/hidden=1/);
  await expect(page).not.toHaveURL(/budget/);
  await page.locator('#gobblet-retry').click();
  await expect(page.locator('#gobblet-outcome')).toContainText('Variant (1,5,0): a draw. 765 states, 614', { timeout: 60_000 });
});

test('split: a solve over the memory budget says so, and the page stays usable', async ({ page }) => {
  // The seed's example holds tens of MB of tables; the budget allows 100 kB.
  await page.goto('/split?decks=1&pair=2&up=4&budget=100000');
  await page.locator('#split-solve').click();
  const error = page.locator('#split-solve-error');
  await expect(error).toContainText('needs more memory than the page may use', { timeout: 60_000 });
  await expect(error).toContainText('Choose fewer decks');
  await page.screenshot({ path: 'tests/e2e/screens/split-out-of-memory.png' });
  // Still usable: another up card rewrites the URL (without the hook); back to 4 and solve.
  await page.locator('#split-up').selectOption('5');
  await expect(page).toHaveURL(/up=5/);
  await expect(page).not.toHaveURL(/budget/);
  await page.locator('#split-up').selectOption('4');
  await page.locator('#split-solve').click();
  await expect(page.locator('#split-value')).toHaveText('0.12079971803625908', { timeout: 60_000 });
});
