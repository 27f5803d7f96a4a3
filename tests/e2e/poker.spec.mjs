import { test, expect, canvasPixels, typeSliderValue, expectFitsPhone } from './fixtures.mjs';

test('b = 1: thresholds 5/9 and 2/3, A = 2/9, and the linear program agrees', async ({ page }) => {
  await page.goto('/');
  await page.locator('.card[data-slug="poker"] a').click();
  await expect(page).toHaveURL(/\/poker/);
  await expect(page.locator('#poker-xt')).toHaveText('5/9');
  await expect(page.locator('#poker-yt')).toHaveText('2/3');
  await expect(page.locator('#poker-value')).toHaveText('2/9');
  // The post prints another formula, (2 + 2b)/(2 + b)³; the page says so, with both values.
  const formula = page.locator('#poker-post-formula');
  await expect(formula).toContainText('A = (2 + 2b)/(2 + b)³');
  const [, post, ours] = /the post's formula gives (\d+\.\d+) and ours (\d+\.\d+)/.exec(await formula.textContent());
  expect(Number(post)).toBeCloseTo(4 / 27, 6);
  expect(Number(ours)).toBeCloseTo(2 / 9, 6);
  await expect(page.locator('#poker-variable-exact')).toHaveText('7/24');
  await expect(page.locator('#poker-lp-value')).toContainText('On 100 hands', { timeout: 60_000 });
  const lp = Number(await page.locator('#poker-lp-number').textContent());
  expect(Math.abs(lp - 2 / 9)).toBeLessThan(0.005);
  // The difference is printed as a reader would write it ("4.4 × 10⁻⁵" or "0.0012"), never "4.4e-5".
  await expect(page.locator('#poker-lp-value')).toContainText(/a difference of (\d(\.\d)? × 10⁻[⁰¹²³⁴⁵⁶⁷⁸⁹]+|[\d.]+)\.$/);
  await expect(page.locator('#poker-lp-value')).not.toContainText(/\de-\d/);
  await expect(page.locator('#poker-lp-strategies-canvas')).toBeVisible();
  await page.screenshot({ path: 'tests/e2e/screens/poker-desktop.png', fullPage: true });
});

test('an exact bet of 1/3 gives exact thresholds; the slider moves the bet; reload restores it', async ({ page }) => {
  await page.goto('/poker');
  await page.locator('#poker-bet-exact').fill('1/3');
  await expect(page.locator('#poker-xt')).toHaveText('25/49');
  await expect(page.locator('#poker-yt')).toHaveText('4/7');
  await expect(page.locator('#poker-value')).toHaveText('12/49');
  await expect(page).toHaveURL(/b=1%2F3/);
  await page.reload();
  await expect(page.locator('#poker-bet-exact')).toHaveValue('1/3');
  await expect(page.locator('#poker-value')).toHaveText('12/49');
  await page.goto('/poker?b=1');
  const heat = '#poker-heat-canvas';
  await expect(page.locator(heat)).toHaveAttribute('data-draw-count', /\d+/);
  const before = await canvasPixels(page, heat);
  await page.locator('#poker-b').focus();
  await page.locator('#poker-b').press('ArrowRight');
  await expect(page).toHaveURL(/b=1\.05/);
  await expect(page.locator('#poker-yt')).toHaveText('41/61');
  await expect(page.locator('#poker-bet-exact')).toHaveValue('1.05');
  await expect.poll(() => canvasPixels(page, heat)).not.toEqual(before);
});

test('b = 0 is the post\'s A = 1/4', async ({ page }) => {
  await page.goto('/poker?b=0');
  await expect(page.locator('#poker-value')).toHaveText('1/4');
  await expect(page.locator('#poker-xt')).toHaveText('1/2');
  await expect(page.locator('#poker-yt')).toHaveText('1/2');
});

test('negative, junk and huge bets get a message, and the last valid bet stays', async ({ page }) => {
  await page.goto('/poker?b=2');
  const box = page.locator('#poker-bet-exact');
  await box.fill('-1');
  await expect(page.locator('#poker-bet-error')).toContainText("'-1' is not a bet");
  await expect(page.locator('#poker-value')).toHaveText('3/16');
  await box.fill('1/0');
  await expect(page.locator('#poker-bet-error')).toContainText('the denominator is zero');
  await box.fill('2000');
  await expect(page.locator('#poker-bet-error')).toContainText('bets above 1000 are not supported');
  await box.fill('abc');
  await expect(page.locator('#poker-bet-error')).toContainText("'abc' is not a bet");
  await expect(page).toHaveURL(/b=2(&|$)/);
  await box.fill('0.5');
  await expect(page.locator('#poker-bet-error')).toHaveCount(0);
  await expect(page.locator('#poker-yt')).toHaveText('3/5');
});

test('bad link parameters fall back with notices', async ({ page }) => {
  await page.goto('/poker?b=-1&hands=1&bmax=99&x=2');
  const notices = page.locator('.notice-info');
  await expect(notices).toHaveCount(4);
  await expect(notices.nth(0)).toContainText("'-1' is not a bet");
  await expect(page.getByText('showing hands=100 instead')).toBeVisible();
  await expect(page.getByText('showing bmax=6 instead')).toBeVisible();
  await expect(page.getByText('showing x=0.9 instead')).toBeVisible();
  await expect(page.locator('#poker-value')).toHaveText('2/9');
});

test('the linear program reruns for another number of hands; the hand slider moves the best bet', async ({ page }) => {
  await page.goto('/poker?b=1&hands=100');
  await expect(page.locator('#poker-lp-value')).toContainText('On 100 hands', { timeout: 60_000 });
  await typeSliderValue(page, 'poker-hands', 40);
  await expect(page).toHaveURL(/hands=40/);
  await expect(page.locator('#poker-lp-value')).toContainText('On 40 hands', { timeout: 60_000 });
  await expect(page.locator('#poker-best-bet')).toContainText('best bet b* = 1.1623');
  await typeSliderValue(page, 'poker-x', 0.6);
  await expect(page).toHaveURL(/x=0\.6/);
  await expect(page.locator('#poker-best-bet')).toContainText('best bet 0 (just call)');
  await typeSliderValue(page, 'poker-x', 0.3);
  await expect(page.locator('#poker-best-bet')).toContainText('any bet, or folding, gives 0');
});

test('the poker page fits a 375 px phone @phone-only', async ({ page }) => {
  await page.goto('/poker?b=1/3');
  await expect(page.locator('#poker-value')).toHaveText('12/49');
  await expect(page.locator('#poker-heat-canvas')).toHaveAttribute('data-draw-count', /\d+/);
  await expect(page.locator('#poker-lp-value')).toBeVisible({ timeout: 60_000 });
  await expectFitsPhone(page);
  await page.screenshot({ path: 'tests/e2e/screens/poker-phone.png', fullPage: true });
});
