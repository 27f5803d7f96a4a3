import { test, expect, canvasPixels, expectFitsPhone } from './fixtures.mjs';

test('inverse_hash(0) = 0x7ffffbffffdfffff, step by step; reload restores the view', async ({ page }) => {
  await page.goto('/');
  await page.locator('.card[data-slug="wang"] a').click();
  await expect(page).toHaveURL(/\/wang/);
  await expect(page.locator('#wang-inverse')).toHaveText('0x7ffffbffffdfffff');
  await expect(page.locator('#wang-steps-result')).toHaveText('inverse_hash(0x0000000000000000) = 0x7ffffbffffdfffff');
  await expect(page.locator('.wang-step')).toHaveCount(7);
  await expect(page.locator('#wang-round-trip')).toContainText('hash(inverse_hash(key)) = 0x0000000000000000 ✓');
  await expect(page.locator('#wang-zero-note')).toContainText('bits 21, 42 and 63');
  // Follow the key forwards: hashing 0x7ffffbffffdfffff gives 0.
  await page.locator('#wang-use-inverse').click();
  await expect(page.locator('#wang-key')).toHaveValue('0x7ffffbffffdfffff');
  await expect(page.locator('#wang-hash')).toHaveText('0x0000000000000000');
  await page.locator('#wang-dir-hash').check();
  await expect(page.locator('#wang-steps-result')).toHaveText('hash(0x7ffffbffffdfffff) = 0x0000000000000000');
  await expect(page).toHaveURL(/key=0x7ffffbffffdfffff/);
  await expect(page).toHaveURL(/dir=hash/);
  await page.reload();
  await expect(page.locator('#wang-key')).toHaveValue('0x7ffffbffffdfffff');
  await expect(page.locator('#wang-dir-hash')).toBeChecked();
  await expect(page.locator('#wang-steps-result')).toHaveText('hash(0x7ffffbffffdfffff) = 0x0000000000000000');
  await page.screenshot({ path: 'tests/e2e/screens/wang-desktop.png', fullPage: true });
});

test('a typed decimal key is hashed and inverted, and both round trips hold', async ({ page }) => {
  await page.goto('/wang');
  await page.locator('#wang-key').fill('12345');
  await expect(page.locator('#wang-key-hex')).toHaveText('0x0000000000003039');
  await expect(page).toHaveURL(/key=12345/);
  const hash = await page.locator('#wang-hash').textContent();
  await expect(page.locator('#wang-round-trip li')).toHaveCount(2);
  await expect(page.locator('#wang-round-trip li').first()).toHaveText('inverse_hash(hash(key)) = 0x0000000000003039 ✓');
  await expect(page.locator('#wang-round-trip li').last()).toHaveText('hash(inverse_hash(key)) = 0x0000000000003039 ✓');
  // Stepping forwards makes the hash the key.
  await page.locator('#wang-use-hash').click();
  await expect(page.locator('#wang-key-hex')).toHaveText(hash);
});

test('non-hex and out-of-range keys get a message, and the last valid key stays', async ({ page }) => {
  await page.goto('/wang?key=0x10');
  const box = page.locator('#wang-key');
  await box.fill('0xZZ');
  await expect(page.locator('#wang-key-error')).toHaveText("'0xZZ' is not a hexadecimal number: unexpected character 'Z'");
  await expect(page.locator('#wang-key-hex')).toHaveText('0x0000000000000010');
  await box.fill('-5');
  await expect(page.locator('#wang-key-error')).toContainText('is not a decimal number');
  await box.fill('18446744073709551616');
  await expect(page.locator('#wang-key-error')).toContainText('does not fit in 64 bits');
  await expect(page).toHaveURL(/key=0x10/);
  await box.fill('0xffffffffffffffff');
  await expect(page.locator('#wang-key-error')).toHaveCount(0);
  await expect(page.locator('#wang-key-hex')).toHaveText('0xffffffffffffffff');
});

test('bad link parameters fall back with notices', async ({ page }) => {
  await page.goto('/wang?key=0xnothex&bit=99&dir=sideways&sample=some');
  const notices = page.locator('.notice-info');
  await expect(notices).toHaveCount(4);
  await expect(notices.nth(0)).toContainText('not a 64-bit key');
  await expect(page.getByText('showing bit=0 instead')).toBeVisible();
  await expect(page.locator('#wang-inverse')).toHaveText('0x7ffffbffffdfffff');
  await expect(page.locator('#wang-dir-inverse')).toBeChecked();
});

test('avalanche: flipping an input bit lights the output bits that change', async ({ page }) => {
  await page.goto('/wang?key=12345&bit=0');
  const summary = page.locator('#wang-changed-bits');
  await expect(summary).toContainText('Flipping input bit 0 changes');
  await page.locator('#wang-bit').focus();
  await page.locator('#wang-bit').press('ArrowRight');
  await expect(page).toHaveURL(/bit=1(&|$)/);
  await expect(summary).toContainText('Flipping input bit 1 changes');
  const changed = Number((await summary.textContent()).match(/changes (\d+) of/)[1]);
  await expect(page.locator('#wang-strip-changed .bit.lit')).toHaveCount(changed);
  expect(changed).toBeGreaterThan(10);
  // Clicking a bit of the key picks it.
  await page.locator('#wang-strip-key rect[data-bit="40"]').click();
  await expect(page).toHaveURL(/bit=40/);
  await expect(page.locator('#wang-strip-key .bit.lit')).toHaveCount(1);
  await expect(page.locator('#wang-strip-key rect[data-bit="40"]')).toHaveClass(/lit/);
});

test('the avalanche matrix redraws for consecutive keys', async ({ page }) => {
  await page.goto('/wang?key=0');
  const canvas = '#wang-matrix-canvas';
  await expect(page.locator(canvas)).toHaveAttribute('data-draw-count', /\d+/);
  await expect(page.locator('#wang-matrix-summary')).toContainText('Over 1000 random keys');
  const before = await canvasPixels(page, canvas);
  await page.locator('#wang-sample-counting').check();
  await expect(page).toHaveURL(/sample=counting/);
  await expect(page.locator('#wang-matrix-summary')).toContainText('Over 1000 consecutive keys');
  await expect.poll(() => canvasPixels(page, canvas)).not.toEqual(before);
});

test('the Wang page fits a 375 px phone @phone-only', async ({ page }) => {
  await page.goto('/wang?key=0x7ffffbffffdfffff&dir=hash');
  await expect(page.locator('#wang-hash')).toHaveText('0x0000000000000000');
  await expect(page.locator('#wang-matrix-canvas')).toHaveAttribute('data-draw-count', /\d+/);
  await expectFitsPhone(page);
  await page.screenshot({ path: 'tests/e2e/screens/wang-phone.png', fullPage: true });
});

test('the avalanche matrix gives the chance level for its keys; step names say what they do', async ({ page }) => {
  await page.goto('/wang?key=0x10&dir=hash');
  // 1,000 random keys: 1/(2√1000) ≈ 0.016, its mean distance ≈ 0.013, the 1% level ≈ 0.041.
  await expect(page.locator('#wang-matrix-chance')).toContainText(
    'Over 1,000 random keys, even a perfectly fair entry lands on average about 0.013 from 1/2 (standard deviation 0.016)');
  await expect(page.locator('#wang-matrix-chance')).toContainText('more than 0.041 away');
  await expect(page.locator('.wang-step-name').first()).toHaveText('complement-add-shift by 21');
  await expect(page.locator('section[aria-labelledby="wang-steps-title"]')).not.toContainText('not-and-shift');
});
