import { test, expect, canvasPixels, setSliderByKeys, typeSliderValue } from './fixtures.mjs';

test('the 52-card deck: the notebook\'s 3.1324e-9 and one sweep in 160 million games', async ({ page }) => {
  await page.goto('/');
  await page.locator('.card[data-slug="war"] a').click();
  await expect(page.getByRole('heading', { level: 1, name: 'War sweeps' })).toBeVisible();
  await expect(page.locator('#war-p-decimal')).toHaveText(/^3\.1324\d* × 10⁻⁹$/, { timeout: 60_000 });
  await expect(page.locator('#war-games-either')).toHaveText('160 million');
  await expect(page.locator('#war-p-exact')).toHaveText(/^\d+\/\d+$/);
  await expect(page.locator('#war-curve-canvas')).toHaveAttribute('data-draw-count', /\d+/);
  await expect(page.locator('#war-states-canvas')).toHaveAttribute('data-draw-count', /\d+/);
  // The notebook's table: brute force agrees with the enumeration on every small deck.
  await expect(page.locator('#war-table tbody tr')).toHaveCount(11);
  await expect(page.locator('#war-table')).not.toContainText('✗');
  await expect(page.locator('#war-table-verdict')).toContainText('∆ = 0');
  await page.screenshot({ path: 'tests/e2e/screens/war-desktop.png', fullPage: true });
});

test('the sliders change the deck, the odds and the curve; the URL restores the view', async ({ page }) => {
  await page.goto('/war');
  await expect(page.locator('#war-p-decimal')).toHaveText(/3\.1324/, { timeout: 60_000 });
  const canvas = '#war-curve-canvas';
  const before = await canvasPixels(page, canvas);
  await setSliderByKeys(page, '#war-suits', 1); // Home = 1 suit, one step right = 2
  await expect(page).toHaveURL(/[?&]suits=2(&|$)/);
  await expect(page).toHaveURL(/[?&]ranks=13(&|$)/);
  await expect(page.locator('#war-sweep-title')).toHaveText('A sweep with 26 cards');
  await expect(page.locator('#war-p-decimal')).not.toHaveText(/3\.1324/, { timeout: 30_000 });
  await expect.poll(() => canvasPixels(page, canvas)).not.toEqual(before);
  // 4 ranks × 2 suits: the notebook's brute force gives 1/28 (0.0357); its table row lights up.
  await typeSliderValue(page, 'war-ranks', 4);
  await expect(page).toHaveURL(/ranks=4/);
  await expect(page.locator('#war-p-exact')).toHaveText('1/28', { timeout: 30_000 });
  await expect(page.locator('#war-table tr.current th')).toHaveText('4 × 2');
  await page.reload();
  await expect(page.locator('#war-p-exact')).toHaveText('1/28', { timeout: 30_000 });
  await expect(page.locator('#war-ranks')).toHaveValue('4');
  await expect(page.locator('#war-suits-value')).toHaveValue('2');
});

test('a big deck runs in the worker to completion, with a long fraction on demand', async ({ page }) => {
  await page.goto('/war?ranks=13&suits=8');
  await expect(page.locator('#war-p-decimal')).toHaveText(/^5\.8265\d* × 10⁻¹⁸$/, { timeout: 60_000 });
  await expect(page.locator('#war-p-exact summary')).toContainText('digits over');
  await page.locator('#war-p-exact summary').click();
  await expect(page.locator('#war-p-exact code')).toHaveText(/^\d+\/\d+$/);
});

test('impossible decks get a message, not a crash', async ({ page }) => {
  await page.goto('/war?ranks=1&suits=1');
  await expect(page.locator('#war-deck-error')).toContainText('no turn to play');
  await page.goto('/war?ranks=100&suits=8');
  await expect(page.locator('#war-deck-error')).toContainText('too big');
  // A single rank: every turn ties, no sweep is possible.
  await page.goto('/war?ranks=1&suits=4');
  await expect(page.locator('#war-games')).toContainText('impossible', { timeout: 30_000 });
  // The page still works.
  await typeSliderValue(page, 'war-ranks', 2);
  await expect(page.locator('#war-p-exact')).not.toHaveText('0', { timeout: 30_000 });
});

for (const [ranks, suits] of [['abc', '0'], ['-3', '9'], ['1e3', '%00'], ['', 'four']]) {
  test(`bad URL parameters (ranks=${ranks}, suits=${suits}) fall back with notices`, async ({ page }) => {
    await page.goto(`/war?ranks=${ranks}&suits=${suits}`);
    if (ranks !== '') {
      await expect(page.locator('.notice-info').first()).toContainText('showing ranks=13 instead');
    }
    await expect(page.locator('.notice-info').last()).toContainText('showing suits=4 instead');
    await expect(page.locator('#war-p-decimal')).toHaveText(/3\.1324/, { timeout: 60_000 });
  });
}

test('the War page fits a 375 px phone @phone-only', async ({ page }, testInfo) => {
  await page.goto('/war');
  await expect(page.locator('#war-p-decimal')).toHaveText(/3\.1324/, { timeout: 60_000 });
  await page.waitForTimeout(300);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);
  await page.screenshot({ path: `tests/e2e/screens/war-${testInfo.project.name}-fit.png`, fullPage: true });
});

test('the ratio to the simple arithmetic shows the notebook\'s gap', async ({ page }) => {
  await page.goto('/war');
  await expect(page.locator('#war-p-decimal')).toHaveText(/3\.1324/, { timeout: 60_000 });
  await expect(page.locator('#war-ratio-canvas')).toHaveAttribute('data-draw-count', /\d+/);
  // p_sweep / (24/51)^26 = 1.0167508…, the notebook's figure.
  // The gap is measured against the exact answer both here and in the summary.
  await expect(page.locator('#war-ratio-note')).toContainText('After 26 turns p₁ᵗ is 1.65% too low against the exact sweep.');
  await expect(page.locator('#war-simple')).toContainText('1.65% too low against the exact answer');
  await expect(page.locator('.lede')).toContainText('for any deck within the sliders’ limits.');
  await expect(page.locator('#war-ratio-canvas')).toHaveAttribute('aria-label', /ending at 1\.0168/);
  await page.locator('#war-ratio-canvas').scrollIntoViewIfNeeded();
  await page.locator('#war-ratio-canvas').screenshot({ path: 'tests/e2e/screens/war-ratio.png' });
  // One suit: every turn is a fair coin, so the ratio stays 1.
  await page.goto('/war?ranks=9&suits=1');
  await expect(page.locator('#war-ratio-note')).toContainText('They agree', { timeout: 30_000 });
});
