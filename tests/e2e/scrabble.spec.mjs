import { test, expect, expectFitsPhone } from './fixtures.mjs';

test('the worker enumerates every rack: P(unplayable) = 0.00788349…, exactly', async ({ page }) => {
  await page.goto('/');
  await page.locator('.card[data-slug="scrabble"] a').click();
  await expect(page).toHaveURL(/\/scrabble/);
  await expect(page.locator('#scrabble-decimal')).toContainText('0.00788349', { timeout: 60_000 });
  await expect(page.locator('#scrabble-fraction')).toHaveText('126195491/16007560800');
  await expect(page.locator('#scrabble-odds')).toContainText('Of the 3,199,724 distinct racks');
  await expect(page.locator('.scrabble-bar-row')).toHaveCount(12);
  await page.screenshot({ path: 'tests/e2e/screens/scrabble-desktop.png', fullPage: true });
  // A bar opens its rack in the explorer, which says why it holds no word.
  await page.locator('.scrabble-bar-row').first().click();
  await expect(page).toHaveURL(/rack=EEEIIIU/);
  await expect(page.locator('#scrabble-rack')).toHaveValue('EEEIIIU');
  await expect(page.locator('#scrabble-verdict')).toHaveText('Unplayable: it holds none of the 223 minimal subracks.');
});

test('typing a rack shows the minimal subracks it holds; reload restores it', async ({ page }) => {
  await page.goto('/scrabble');
  // The example rack: seven consonants, unplayable, with its near misses.
  await expect(page.locator('#scrabble-verdict')).toContainText('Unplayable');
  await expect(page.locator('.near-miss').first()).toContainText('needs');
  await page.locator('#scrabble-rack').fill('quiz');
  await expect(page.locator('#scrabble-verdict')).toHaveText('Playable: it holds 1 of the 223 minimal subracks.');
  await expect(page.locator('.scrabble-chips [role=img]')).toHaveAttribute('aria-label', 'I Q');
  await expect(page).toHaveURL(/rack=quiz/);
  await page.reload();
  await expect(page.locator('#scrabble-rack')).toHaveValue('quiz');
  await expect(page.locator('#scrabble-verdict')).toContainText('Playable');
  await expect(page.locator('#scrabble-rack-probability')).toContainText('exactly these 4 tiles');
  // Q, U, I, Z: 1 · 4 · 9 · 1 = 36 ways; 36/3,921,225 in print, not 9.181e-6.
  await expect(page.locator('#scrabble-rack-probability')).toContainText('≈ 9.18 × 10⁻⁶ (36 ways out of C(100, 4)).');
});

test('drawing racks: a random one, and one drawn until unplayable', async ({ page }) => {
  await page.goto('/scrabble?rack=quiz');
  await page.locator('#scrabble-draw').click();
  await expect(page).not.toHaveURL(/rack=quiz/);
  await expect(page.locator('#scrabble-report > .scrabble-tiles .tile')).toHaveCount(7);
  await page.locator('#scrabble-draw-unplayable').click();
  await expect(page.locator('#scrabble-verdict')).toContainText('Unplayable');
  await expect(page.locator('#scrabble-draws')).toContainText('this was rack number');
});

test('junk racks get the library\'s message, never a crash', async ({ page }) => {
  await page.goto('/scrabble?rack=quiz');
  const box = page.locator('#scrabble-rack');
  await box.fill('Q1!');
  await expect(page.locator('#scrabble-rack-error')).toContainText("'1' in 'Q1!' is not a tile");
  await box.fill('QQ');
  await expect(page.locator('#scrabble-rack-error')).toContainText('the bag has only 1 Q tile');
  await box.fill('ABCDEFGH');
  await expect(page.locator('#scrabble-rack-error')).toContainText('a rack has 1 to 7 tiles');
  await box.fill('');
  await expect(page.locator('#scrabble-rack-error')).toContainText('a rack has 1 to 7 tiles');
  // The URL kept the last valid rack.
  await expect(page).toHaveURL(/rack=quiz/);
  await box.fill('_ _');
  await expect(page.locator('#scrabble-verdict')).toContainText('Playable');
});

test('a bad rack in the link falls back to the example with a notice', async ({ page }) => {
  await page.goto('/scrabble?rack=ZZZZ');
  await expect(page.locator('.notice-info')).toContainText('the bag has only 1 Z tile');
  await expect(page.locator('.notice-info')).toContainText('showing CDFGLPT instead');
  await expect(page.locator('#scrabble-rack')).toHaveValue('CDFGLPT');
  await expect(page.locator('#scrabble-decimal')).toContainText('0.00788349', { timeout: 60_000 });
});

test('the Scrabble page fits a 375 px phone @phone-only', async ({ page }) => {
  await page.goto('/scrabble');
  await expect(page.locator('#scrabble-decimal')).toContainText('0.00788349', { timeout: 60_000 });
  await expectFitsPhone(page);
  await page.screenshot({ path: 'tests/e2e/screens/scrabble-phone.png', fullPage: true });
});
