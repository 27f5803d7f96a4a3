import { test, expect, canvasPixels, setSliderByKeys } from './fixtures.mjs';

test('the post\'s single deck: −25/169 off the top, −557/3757 after burning a card', async ({ page }) => {
  await page.goto('/');
  await page.locator('.card[data-slug="truecount"] a').click();
  await expect(page.getByRole('heading', { level: 1, name: 'The true count check' })).toBeVisible();
  await expect(page.locator('#truecount-ev-exact')).toHaveText('-25/169');
  await expect(page.locator('#truecount-ev')).toContainText(
    'by this program the house keeps 14.793% of each wager (the true figure is 13.122%)');
  await expect(page.locator('#truecount-rule-1 td.exact')).toHaveText('-557/3757', { timeout: 60_000 });
  await expect(page.locator('#truecount-rule-1')).toContainText('✗ differs');
  await expect(page.locator('#truecount-rule-2 td.exact')).toHaveText('-821/5525');
  await expect(page.locator('#truecount-verdict')).toContainText('must be wrong');
  await expect(page.locator('#truecount-ev-fixed')).toContainText('-29/221');
  await expect(page.locator('#truecount-burns-canvas')).toHaveAttribute('data-draw-count', /\d+/);
  await page.screenshot({ path: 'tests/e2e/screens/truecount-desktop.png', fullPage: true });
});

test('restoring the missing line makes every average −29/221; ties pushing hides the bug', async ({ page }) => {
  await page.goto('/truecount');
  await expect(page.locator('#truecount-verdict')).toContainText('must be wrong', { timeout: 60_000 });
  await page.locator('#truecount-bug').click();
  await expect(page).toHaveURL(/[?&]bug=0(&|$)/);
  await expect(page.locator('#truecount-ev-exact')).toHaveText('-29/221');
  await expect(page.locator('#truecount-verdict')).toContainText('no bug found', { timeout: 60_000 });
  await expect(page.locator('#truecount-table')).not.toContainText('✗');
  const before = await canvasPixels(page, '#truecount-burns-canvas');
  // Back to the post's program, but ties push: the game is symmetric and the bug hides.
  await page.locator('#truecount-bug').click();
  await page.locator('#truecount-push').click();
  await expect(page).toHaveURL(/bug=1/);
  await expect(page).toHaveURL(/push=1/);
  await expect(page.locator('#truecount-ev-exact')).toHaveText('0');
  await expect(page.locator('#truecount-verdict')).toContainText('the bug hides', { timeout: 60_000 });
  await expect.poll(() => canvasPixels(page, '#truecount-burns-canvas')).not.toEqual(before);
  await page.reload();
  await expect(page.locator('#truecount-verdict')).toContainText('the bug hides', { timeout: 60_000 });
  await expect(page.locator('#truecount-push')).toBeChecked();
  await expect(page.locator('#truecount-bug')).toBeChecked();
});

test('editing the shoe: presets, ranks, and clear messages for bad counts', async ({ page }) => {
  await page.goto('/truecount?shoe=2,2,2&max=3');
  await expect(page.locator('#truecount-cards')).toHaveText('3 ranks, 6 cards');
  await expect(page.locator('#truecount-rank-1')).toHaveValue('2');
  await expect(page.locator('#truecount-max')).toHaveValue('3');
  await expect(page.locator('#truecount-verdict')).toBeVisible({ timeout: 60_000 });
  const rank = page.locator('#truecount-rank-2');
  for (const [typed, message] of [['-3', 'counts cannot be negative'], ['abc', 'not a whole number'],
    ['', 'is empty'], ['2.5', 'not a whole number'], ['5000', 'at most 1000']]) {
    await rank.fill(typed);
    await expect(page.locator('#truecount-shoe-error')).toContainText(message);
  }
  await expect(page).toHaveURL(/shoe=2%2C2%2C2|shoe=2,2,2/); // the last valid shoe stays
  await rank.fill('0');
  await page.locator('#truecount-rank-1').fill('0');
  await page.locator('#truecount-rank-3').fill('1');
  await expect(page.locator('#truecount-shoe-error')).toContainText('needs 2');
  await page.locator('#truecount-rank-3').fill('7');
  await expect(page.locator('#truecount-shoe-error')).toHaveCount(0);
  await expect(page).toHaveURL(/shoe=0%2C0%2C7|shoe=0,0,7/);
  // A single rank left: every round ties, and the house wins it.
  await expect(page.locator('#truecount-ev-exact')).toHaveText('-1');
  await page.locator('#truecount-add-rank').click();
  await expect(page.locator('#truecount-cards')).toHaveText('4 ranks, 11 cards');
  await page.locator('#truecount-remove-rank').click();
  await page.locator('#truecount-preset-six').click();
  await expect(page).toHaveURL(/shoe=24%2C24%2C24%2C24%2C24%2C24%2C24%2C24%2C24%2C96/);
  await expect(page.locator('#truecount-cards')).toHaveText('10 ranks, 312 cards');
  await expect(page.locator('#truecount-rank-10')).toHaveValue('96');
  await expect(page.locator('#truecount-verdict')).toContainText('must be wrong', { timeout: 60_000 });
});

test('thirteen ranks, rules dealing up to ten cards: the worker finishes', async ({ page }) => {
  await page.goto('/truecount?bug=0');
  await page.locator('#truecount-preset-thirteen').click();
  await expect(page.locator('#truecount-cards')).toHaveText('13 ranks, 52 cards');
  await expect(page.locator('label[for="truecount-rank-13"]')).toHaveText('K');
  await expect(page.locator('#truecount-verdict')).toContainText('no bug found', { timeout: 60_000 });
  await expect(page.locator('#truecount-rule-3 th')).toHaveText('deal until an ace or 10 cards');
  await setSliderByKeys(page, '#truecount-max', 1); // Home = 1, one step right = 2
  await expect(page).toHaveURL(/max=2/);
  await expect(page.locator('#truecount-rule-3 th')).toHaveText('deal until an ace or 2 cards', { timeout: 60_000 });
});

for (const [query, notice] of [
  ['shoe=4,-1,4', 'not a shoe (rank 2 has -1 cards'],
  ['shoe=0,0,0', 'not a shoe (the shoe has 0 cards but needs 2'],
  ['shoe=x,y', 'not a shoe ("x" is not a count'],
  ['shoe=', 'not a shoe'],
  ['bug=maybe', 'neither on nor off'],
  ['max=99', 'showing max=10 instead'],
]) {
  test(`a bad link (${query}) falls back with a notice`, async ({ page }) => {
    await page.goto(`/truecount?${query}`);
    await expect(page.locator('.notice-info').first()).toContainText(notice);
    await expect(page.locator('#truecount-ev-exact')).toHaveText('-25/169');
    await expect(page.locator('#truecount-verdict')).toContainText('must be wrong', { timeout: 60_000 });
  });
}

test('the true count page fits a 375 px phone @phone-only', async ({ page }, testInfo) => {
  await page.goto('/truecount');
  await expect(page.locator('#truecount-verdict')).toBeVisible({ timeout: 60_000 });
  await page.waitForTimeout(300);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);
  await page.screenshot({ path: `tests/e2e/screens/truecount-${testInfo.project.name}-fit.png`, fullPage: true });
});
