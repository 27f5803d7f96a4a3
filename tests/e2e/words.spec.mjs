import { test, expect, canvasPixels, typeSliderValue } from './fixtures.mjs';

test('n(67) = 1,113,322 from the gallery; the m slider changes it; reload restores the view', async ({ page }) => {
  await page.goto('/');
  await page.locator('.card[data-slug="words"] a').click();
  await expect(page).toHaveURL(/\/words/);
  await expect(page.locator('#words-n')).toHaveText('1,113,322');
  await expect(page.locator('#words-n-words')).toHaveText('one million one hundred thirteen thousand three hundred twenty-two');
  await expect(page.locator('#words-limit')).toContainText('n(67)');
  await expect(page.locator('#words-next-words')).toContainText('twenty-three');
  await page.locator('#words-m').focus();
  await page.locator('#words-m').press('ArrowRight');
  await expect(page).toHaveURL(/[?&]m=68(&|$)/);
  const n68 = await page.locator('#words-n').textContent();
  expect(n68).not.toBe('1,113,322');
  await page.reload();
  await expect(page.locator('#words-m')).toHaveValue('68');
  await expect(page.locator('#words-n')).toHaveText(n68);
  await page.screenshot({ path: 'tests/e2e/screens/words-desktop.png', fullPage: true });
});

test('the commas and "and" switches change n(m) and the plot, and stay in the URL', async ({ page }) => {
  await page.goto('/words?m=67');
  const canvas = '#words-curve-canvas';
  await expect(page.locator(canvas)).toHaveAttribute('data-draw-count', /\d+/);
  const before = await canvasPixels(page, canvas);
  await page.locator('#words-commas').check();
  await expect(page).toHaveURL(/commas=1/);
  await expect(page.locator('#words-n')).not.toHaveText('1,113,322');
  await expect.poll(() => canvasPixels(page, canvas)).not.toEqual(before);
  await page.locator('#words-and').check();
  await expect(page).toHaveURL(/and=1/);
  const both = await page.locator('#words-n').textContent();
  await page.reload();
  await expect(page.locator('#words-commas')).toBeChecked();
  await expect(page.locator('#words-and')).toBeChecked();
  await expect(page.locator('#words-n')).toHaveText(both);
  await expect(page.locator('#words-n-words')).toContainText(', ');
});

test('the speller spells any amount, marks what overflows m, and rejects junk', async ({ page }) => {
  await page.goto('/words?m=67');
  const box = page.locator('#words-say');
  await box.fill('1,113,323');
  await expect(page.locator('#words-said')).toHaveText('one million one hundred thirteen thousand three hundred twenty-three');
  await expect(page.locator('#words-said-length')).toHaveText('68 characters: 1 too many for m = 67.');
  await expect(page.locator('.words-overflow')).toHaveText('e');
  await expect(page).toHaveURL(/say=1%2C113%2C323/);
  await box.fill('-5');
  await expect(page.locator('#words-said')).toHaveText('minus five');
  await box.fill('12x');
  await expect(page.locator('#words-say-error')).toContainText("'12x' is not a whole number");
  // The URL keeps the last amount that could be spelled.
  await expect(page).toHaveURL(/say=-5/);
  await page.reload();
  await expect(page.locator('#words-say')).toHaveValue('-5');
  await expect(page.locator('#words-said')).toHaveText('minus five');
});

test('m = 0 explains that nothing fits; m = 1000 is exact', async ({ page }) => {
  await page.goto('/words?m=67');
  await typeSliderValue(page, 'words-m', 0);
  await expect(page).toHaveURL(/m=0(&|$)/);
  await expect(page.locator('#words-error')).toContainText('m must be at least 4');
  await typeSliderValue(page, 'words-m', 1000);
  await expect(page.locator('#words-limit')).toContainText('(76 digits)');
  await expect(page.locator('#words-n-words')).toContainText('quattuorvigintillion');
});

test('bad URL parameters fall back with notices, and the page still works', async ({ page }) => {
  await page.goto('/words?m=abc&commas=maybe&mmax=5&say=%3Cjunk%3E');
  const notices = page.locator('.notice-info');
  await expect(notices).toHaveCount(4);
  await expect(notices.nth(0)).toContainText('cannot be spelled');
  await expect(page.getByText('showing m=67 instead')).toBeVisible();
  await expect(page.getByText('showing mmax=300 instead')).toBeVisible();
  await expect(page.getByText('commas=maybe, which is neither on nor off')).toBeVisible();
  await expect(page.locator('#words-n')).toHaveText('1,113,322');
  await expect(page.locator('#words-say')).toHaveValue('');
  await page.locator('#words-m').focus();
  await page.locator('#words-m').press('ArrowLeft');
  await expect(page).toHaveURL(/m=66/);
});

test('the words page fits a 375 px phone @phone-only', async ({ page }) => {
  await page.goto('/words?m=139&say=1234567890123');
  await expect(page.locator('#words-n')).toBeVisible();
  await expect(page.locator('#words-curve-canvas')).toHaveAttribute('data-draw-count', /\d+/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'tests/e2e/screens/words-phone.png', fullPage: true });
});

test('a step of n(m) admits a whole run of amounts, stopped by one name that is too long', async ({ page }) => {
  const read = async (m) => {
    await page.goto(`/words?m=${m}`);
    await expect(page.locator('#words-limit')).toContainText(`n(${m})`);
    return {
      n: Number((await page.locator('#words-n').textContent()).replaceAll(',', '')),
      next: (await page.locator('#words-next-words').textContent()).trim(),
    };
  };
  const a = await read(75);
  const b = await read(76);
  // The page's own numbers: one step of width admits far more than "one more amount".
  expect(b.n - a.n).toBeGreaterThan(1);
  // The name that stopped n(75) is exactly 76 characters long: one long name stops the count.
  expect(a.next.length).toBe(76);
  const prose = page.locator('section[aria-labelledby="words-curve-title"]');
  await expect(prose).toContainText('one long name is enough');
  await expect(prose).toContainText('a whole run of amounts in one step');
  await expect(prose).not.toContainText('one more amount finally fits');
  await expect(prose).not.toContainText('long names are rare');
  // The growth rate is the plotted curve's own: characters per digit between its ends.
  await expect(prose).not.toContainText('every few characters');
  const rate = await page.locator('#words-curve-rate').textContent();
  const r = rate.match(/from m = ([\d,]+) to m = ([\d,]+), n\(m\) goes from ([\d,]+) digits? to ([\d,]+) digits, about one more digit for every ([\d.]+) characters/);
  expect(r).not.toBeNull();
  const [m0, m1, d0, d1, per] = r.slice(1).map((t) => Number(t.replaceAll(',', '')));
  expect(Math.abs(per - (m1 - m0) / (d1 - d0))).toBeLessThanOrEqual(0.051);
});
