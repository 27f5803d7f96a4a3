import { test, expect, canvasPixels, typeSliderValue } from './fixtures.mjs';

test('the post\'s 100 flips: Bob wins more often; 2^100 sequences in full on demand', async ({ page }) => {
  await page.goto('/');
  await page.locator('.card[data-slug="coins"] a').click();
  await expect(page.getByRole('heading', { level: 1, name: 'HH vs HT' })).toBeVisible();
  await expect(page.locator('#coins-verdict')).toContainText('Bob wins more often');
  await expect(page.locator('#coins-all-count summary')).toContainText('(31 digits)');
  await page.locator('#coins-all-count summary').click();
  await expect(page.locator('#coins-all-count code')).toHaveText('1267650600228229401496703205376');
  const [alice, bob, tie] = await Promise.all(['alice', 'bob', 'tie'].map(async (who) =>
    Number(await page.locator(`#coins-${who}-p`).textContent())));
  expect(bob).toBeGreaterThan(alice);
  expect(Math.abs(alice + bob + tie - 1)).toBeLessThan(1e-5);
  await expect(page.locator('#coins-differences-canvas')).toHaveAttribute('data-draw-count', /\d+/);
  // The curve over n = 1..1000 comes from the worker.
  await expect(page.locator('#coins-curve-summary')).toContainText('At n = 100:', { timeout: 60_000 });
  await expect(page.locator('#coins-curve-trend')).toContainText(
    'from n = 7 to 1,000, every extra flip shrinks both his edge and the chance of a tie');
  await expect(page.locator('.lede')).toContainText('yet for every n ≥ 3 Bob wins more often');
  await page.screenshot({ path: 'tests/e2e/screens/coins-desktop.png', fullPage: true });
});

test('four flips: the post\'s table 4 / 6 / 6; the slider redraws; the URL restores the view', async ({ page }) => {
  await page.goto('/coins');
  await expect(page.locator('#coins-differences-canvas')).toHaveAttribute('data-draw-count', /\d+/);
  const before = await canvasPixels(page, '#coins-differences-canvas');
  await typeSliderValue(page, 'coins-n', 4);
  await expect(page).toHaveURL(/[?&]n=4(&|$)/);
  await expect(page.locator('#coins-alice-count')).toHaveText('4');
  await expect(page.locator('#coins-bob-count')).toHaveText('6');
  await expect(page.locator('#coins-tie-count')).toHaveText('6');
  await expect(page.locator('#coins-all-count')).toHaveText('16');
  await expect.poll(() => canvasPixels(page, '#coins-differences-canvas')).not.toEqual(before);
  await page.reload();
  await expect(page.locator('#coins-alice-count')).toHaveText('4');
  await expect(page.locator('#coins-n')).toHaveValue('4');
  // Two flips: HH for Alice, HT for Bob, TH and TT tie.
  await page.locator('#coins-n').focus();
  await page.locator('#coins-n').press('ArrowLeft');
  await page.locator('#coins-n').press('ArrowLeft');
  await expect(page).toHaveURL(/[?&]n=2(&|$)/);
  await expect(page.locator('#coins-verdict')).toHaveText('Alice and Bob win exactly as many sequences each.');
});

test('1,000 flips are counted in the worker: 302-digit counts, shortened', async ({ page }) => {
  await page.goto('/coins?n=1000');
  await expect(page.locator('#coins-all-count summary')).toContainText('(302 digits)', { timeout: 60_000 });
  await expect(page.locator('#coins-bob-count summary')).toContainText('digits)');
  await expect(page.locator('#coins-verdict')).toContainText('Bob wins more often');
  await expect(page.locator('#coins-curve-summary')).toContainText('At n = 1000:', { timeout: 60_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);
});

for (const bad of ['0', 'abc', '5000', '-7', '1.5']) {
  test(`a bad n (${bad}) falls back to 100 flips with a notice`, async ({ page }) => {
    await page.goto(`/coins?n=${bad}`);
    await expect(page.locator('.notice-info')).toContainText('showing n=100 instead');
    await expect(page.locator('#coins-verdict')).toContainText('Bob wins more often');
  });
}

test('the HH vs HT page fits a 375 px phone @phone-only', async ({ page }, testInfo) => {
  await page.goto('/coins');
  await expect(page.locator('#coins-curve-summary')).toContainText('At n = 100:', { timeout: 60_000 });
  await page.waitForTimeout(300);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);
  await page.screenshot({ path: `tests/e2e/screens/coins-${testInfo.project.name}-fit.png`, fullPage: true });
});
