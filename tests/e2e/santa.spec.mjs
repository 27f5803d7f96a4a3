import { test, expect, canvasPixels, setSliderByKeys, typeSliderValue } from './fixtures.mjs';

test('ten couples: exact odds near 1/e, the hat near 1/e², the curve and a circle', async ({ page }) => {
  await page.goto('/');
  await page.locator('.card[data-slug="santa"] a').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Secret Santa' })).toBeVisible();
  await expect(page.locator('#santa-cyclic-exact')).toHaveText(/^\d+\/\d+$/);
  await expect(page.locator('.lede')).toContainText('every circle through all 2n people is equally likely');
  await expect(page.locator('section[aria-labelledby="santa-odds-title"]')).toContainText('including those that split into smaller loops');
  const p = Number(await page.locator('#santa-cyclic-decimal').textContent());
  expect(Math.abs(p - 1 / Math.E)).toBeLessThan(0.05);
  const hat = Number(await page.locator('#santa-hat-decimal').textContent());
  expect(Math.abs(hat - Math.exp(-2))).toBeLessThan(0.02);
  await expect(page.locator('#santa-curve-canvas')).toHaveAttribute('data-draw-count', /\d+/, { timeout: 60_000 });
  await expect(page.locator('.santa-circle circle')).toHaveCount(20);
  await expect(page.locator('#santa-circle-status')).toContainText(/partner/);
  await page.screenshot({ path: 'tests/e2e/screens/santa-desktop.png', fullPage: true });
});

test('small n are exact: 1/3 for two couples, 4/15 for three, never for one', async ({ page }) => {
  await page.goto('/santa?n=10');
  await expect(page.locator('#santa-curve-canvas')).toHaveAttribute('data-draw-count', /\d+/, { timeout: 60_000 });
  const before = await canvasPixels(page, '#santa-curve-canvas');
  await setSliderByKeys(page, '#santa-n', 1); // Home = 1, one step right = 2
  await expect(page).toHaveURL(/[?&]n=2(&|$)/);
  await expect(page.locator('#santa-cyclic-exact')).toHaveText('1/3');
  await expect(page.locator('#santa-hat-exact')).toHaveText('1/6');
  await expect.poll(() => canvasPixels(page, '#santa-curve-canvas')).not.toEqual(before);
  await typeSliderValue(page, 'santa-n', 3);
  await expect(page.locator('#santa-cyclic-exact')).toHaveText('4/15');
  await typeSliderValue(page, 'santa-n', 1);
  await expect(page.locator('#santa-cyclic-exact')).toHaveText('0');
  await expect(page.locator('#santa-cyclic-note')).toContainText('always fails');
  await expect(page.locator('#santa-circle-status')).toContainText('2 people give to their partner');
});

test('drawing circles: the URL keeps the circle, the tally approaches the exact odds', async ({ page }) => {
  await page.goto('/santa?n=5&seed=42');
  const svg = page.locator('.santa-circle');
  await expect(svg.locator('circle')).toHaveCount(10);
  const drawn = await svg.innerHTML();
  await page.locator('#santa-draw').click();
  await expect(page).not.toHaveURL(/seed=42(&|$)/);
  await expect(page.locator('#santa-tally')).toContainText('So far 1 circle drawn for 5 couples');
  await page.goto('/santa?n=5&seed=42');
  await expect(svg).toHaveJSProperty('innerHTML', drawn);
  await page.reload();
  await expect(svg).toHaveJSProperty('innerHTML', drawn);
  await expect(page.locator('#santa-n')).toHaveValue('5');
  // 1,000 circles: the share with nobody giving to their partner is within 6% of the exact odds
  // (the standard error is about 1.5%).
  await page.locator('#santa-draw-many').click();
  await expect(page.locator('#santa-tally')).toContainText('So far 1000 circles');
  const share = Number((await page.locator('#santa-tally').textContent()).match(/([\d.]+)%/)[1]) / 100;
  const exact = Number(await page.locator('#santa-cyclic-decimal').textContent());
  expect(Math.abs(share - exact)).toBeLessThan(0.06);
});

test('many couples: the curve is computed in the worker to completion', async ({ page }) => {
  await page.goto('/santa?n=250');
  await expect(page.locator('#santa-cyclic-exact summary')).toContainText('digits over');
  await expect(page.locator('#santa-curve-canvas')).toHaveAttribute('data-draw-count', /\d+/, { timeout: 60_000 });
  await expect(page.locator('#santa-curve-canvas')).toHaveAttribute('aria-label', /1 to 300 couples/);
  const p = Number(await page.locator('#santa-cyclic-decimal').textContent());
  expect(Math.abs(p - 1 / Math.E)).toBeLessThan(0.005);
});

for (const [n, seed] of [['0', '-1'], ['abc', 'xyz'], ['501', '1e3'], ['%00', '99999999999999999999999']]) {
  test(`bad URL parameters (n=${n}, seed=${seed}) fall back with notices`, async ({ page }) => {
    await page.goto(`/santa?n=${n}&seed=${seed}`);
    await expect(page.locator('.notice-info').first()).toContainText('showing n=10 instead');
    await expect(page.locator('.notice-info').last()).toContainText('showing seed=1 instead');
    await expect(page.locator('.santa-circle circle')).toHaveCount(20);
  });
}

test('the Secret Santa page fits a 375 px phone @phone-only', async ({ page }, testInfo) => {
  await page.goto('/santa');
  await expect(page.locator('#santa-curve-canvas')).toHaveAttribute('data-draw-count', /\d+/, { timeout: 60_000 });
  await page.waitForTimeout(300);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);
  await page.screenshot({ path: `tests/e2e/screens/santa-${testInfo.project.name}-fit.png`, fullPage: true });
});
