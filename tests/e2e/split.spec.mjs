import { test, expect } from './fixtures.mjs';

// The seed's example: "Split 2 vs. 4 ... Searched 1247392 states to depth 17 ...
// E(split)= 0.12079971803625923". Our exact rational solve gives 0.120799718036259083…, whose
// nearest double ends in ...908: the seed's last two digits are its own rounding, so the test
// reads the 15 digits both agree on, then our exact double.
test('the worker solves the seed example: 1,247,392 states to depth 17, E(split) = 0.120799718036259…', async ({ page }) => {
  await page.goto('/');
  await page.locator('.card[data-slug="split"] a').click();
  await expect(page).toHaveURL(/\/split/);
  await expect(page.locator('#split-pair')).toHaveValue('2');
  await expect(page.locator('#split-up')).toHaveValue('4');
  await expect(page.locator('#split-estimate')).toContainText('states');
  await page.locator('#split-solve').click();
  await expect(page.locator('#split-value')).toContainText('0.120799718036259', { timeout: 60_000 });
  await expect(page.locator('#split-value')).toHaveText('0.12079971803625908');
  await expect(page.locator('#split-stats')).toContainText('Searched 1,247,392 states to depth 17');
  await expect(page.locator('#split-hit')).toHaveText('−0.0330');
  await expect(page.locator('#split-verdict')).toContainText('Split.');
  await expect(page.locator('#split-verdict')).not.toContainText('+');
  // The post's printed value beside ours, for the post's own example.
  await expect(page.locator('#split-seed')).toContainText('the post printed E(split) = 0.12079971803625923, this page computes 0.12079971803625908, a difference of 1.5 × 10⁻¹⁶.');
  await page.screenshot({ path: 'tests/e2e/screens/split-desktop.png', fullPage: true });
  // Another up card: the old value is not passed off as the new one's.
  await page.locator('#split-up').selectOption('10');
  await expect(page.locator('#split-value')).toHaveCount(0);
  await expect(page.locator('#split-stale')).toContainText('The last solve was for 2-2 against 4');
});

test('a long solve shows depth, states and memory, and cancels', async ({ page }) => {
  await page.goto('/split?decks=8&pair=2&up=2');
  await page.locator('#split-solve').click();
  const progress = page.locator('.progress-text');
  await expect(progress).toContainText(/search · depth \d+ · [\d.]+ MB — [\d,]+ of about [\d,]+ states/, { timeout: 30_000 });
  await page.locator('.progress button.cancel').click();
  await expect(page.locator('.notice-info')).toContainText('Cancelled');
  await expect(page.locator('#split-solve')).toBeEnabled();
  // The page still works: a small scenario solves after the cancel.
  await page.locator('#split-preset-1').click();
  await page.locator('#split-splits').selectOption('1');
  await page.locator('#split-pair').selectOption('1');
  await page.locator('#split-solve').click();
  await expect(page.locator('#split-stats')).toContainText('Searched', { timeout: 60_000 });
  await expect(page).toHaveURL(/pair=1/);
});

test('the precomputed table shows; a click or Enter on a cell opens its scenario', async ({ page }) => {
  await page.goto('/split');
  await expect(page.locator('#split-grid button.split-cell')).toHaveCount(100, { timeout: 30_000 });
  await expect(page.locator('#split-grid caption')).toContainText('1 deck, H17, DOA, DAS, SPL1');
  // The page's scenario is a cell of this table: highlighted, with the table's values.
  await expect(page.locator('#split-cell-2-4')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#split-table-detail')).toContainText('2-2 against 4: E(split) = +0.1208');
  await page.locator('#split-table').selectOption('6d-s17-doa-das-spl1.json');
  await expect(page.locator('#split-grid caption')).toContainText('6 decks, S17');
  await page.locator('#split-cell-8-10').click();
  await expect(page).toHaveURL(/decks=6/);
  await expect(page).toHaveURL(/h17=0/);
  await expect(page).toHaveURL(/pair=8&up=10/);
  await expect(page.locator('#split-pair')).toHaveValue('8');
  await expect(page.locator('#split-up')).toHaveValue('10');
  await expect(page.locator('#split-h17')).toHaveValue('0');
  await expect(page.locator('#split-count-10')).toHaveValue('96');
  await expect(page.locator('#split-table-detail')).toContainText('8-8 against T');
  await expect(page.locator('#split-solve-title')).toHaveText('Split 8-8 against T');
  // Keyboard: focus a cell and press Enter.
  await page.locator('#split-cell-9-7').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/pair=9&up=7/);
  await expect(page.locator('#split-cell-9-7')).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.locator('#split-pair')).toHaveValue('9');
  await expect(page.locator('#split-table')).toHaveValue('6d-s17-doa-das-spl1.json');
});

test('bad parameters in the link fall back with notices', async ({ page }) => {
  await page.goto('/split?decks=99&pair=11&up=x&double=d7&splits=0&h17=maybe&shoe=4,4,-1&table=../../etc');
  const notices = page.locator('.notice-info');
  await expect(notices).toHaveCount(8);
  await expect(notices.filter({ hasText: 'decks=99' })).toHaveCount(1);
  await expect(notices.filter({ hasText: 'not a shoe' })).toHaveCount(1);
  await expect(page.locator('#split-pair')).toHaveValue('2');
  await expect(page.locator('#split-up')).toHaveValue('4');
  await expect(page.locator('#split-double')).toHaveValue('doa');
  await expect(page.locator('#split-solve')).toBeEnabled();
  await page.goto('/split?table=nope.json');
  await expect(page.locator('.notice-info')).toContainText('nope.json is not one of the precomputed tables');
  await expect(page.locator('#split-grid button.split-cell')).toHaveCount(100, { timeout: 30_000 });
});

test('impossible shoes get a message, never a crash', async ({ page }) => {
  await page.goto('/split?shoe=0,0,0,0,0,0,0,0,0,0');
  await expect(page.locator('#split-invalid')).toContainText('The shoe is empty');
  await expect(page.locator('#split-solve')).toBeDisabled();
  await page.locator('#split-preset-2').click();
  await expect(page.locator('#split-solve')).toBeEnabled();
  await expect(page.locator('#split-shoe-size')).toContainText('104 cards: 2 standard decks');
  // A negative count stays in its box with a message; the URL keeps the last valid shoe.
  await page.locator('#split-count-5').fill('-3');
  await expect(page.locator('#split-shoe-error')).toContainText('negative');
  await expect(page).not.toHaveURL(/-3/);
  await page.locator('#split-count-5').fill('8');
  await expect(page.locator('#split-shoe-error')).toHaveCount(0);
  await expect(page).toHaveURL(/shoe=8(%2C|,)8(%2C|,)8(%2C|,)8(%2C|,)8(%2C|,)8(%2C|,)8(%2C|,)8(%2C|,)8(%2C|,)32/);
  // Too few pair cards for the deal.
  await page.locator('#split-count-2').fill('1');
  await expect(page.locator('#split-invalid')).toContainText('rank 2');
  await expect(page.locator('#split-solve')).toBeDisabled();
});

test('a scenario beyond the browser budget is refused with a pointer to the tables', async ({ page }) => {
  await page.goto('/split?decks=8&splits=3&pair=2&up=6');
  await expect(page.locator('#split-refused')).toContainText('precomputed tables');
  await expect(page.locator('#split-refused')).toContainText("solve it with this site's command-line tool");
  await expect(page.locator('#split-refused')).not.toContainText('snipelab');
  await expect(page.locator('#split-estimate')).toContainText("(this page's budget: 1,500 MB)");
  await expect(page.locator('#split-solve')).toBeDisabled();
});

test('the split page fits a 375 px phone @phone-only', async ({ page }) => {
  await page.goto('/split');
  await expect(page.locator('#split-grid button.split-cell')).toHaveCount(100, { timeout: 30_000 });
  await page.locator('#split-solve').click();
  await expect(page.locator('#split-value')).toContainText('0.120799718036259', { timeout: 60_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);
  const unlabelled = await page.evaluate(() => [...document.querySelectorAll('input, select, button')]
    .filter((el) => !el.getAttribute('aria-label') && !(el.id && document.querySelector(`label[for="${el.id}"]`))
      && !(el.tagName === 'BUTTON' && el.textContent.trim()))
    .map((el) => el.outerHTML));
  expect(unlabelled, 'controls without a label').toEqual([]);
  await page.screenshot({ path: 'tests/e2e/screens/split-phone.png', fullPage: true });
  await page.locator('#split-grid').screenshot({ path: 'tests/e2e/screens/split-phone-grid.png' });
  await page.locator('.split-comparison').screenshot({ path: 'tests/e2e/screens/split-phone-comparison.png' });
  // The whole colour table fits the screen: its last column is visible without scrolling.
  const grid = await page.locator('#split-grid').boundingBox();
  expect(grid.x + grid.width, 'the colour table fits').toBeLessThanOrEqual(page.viewportSize().width);
});

test('split aces, resplit to four hands from eight decks: counted exactly and solved', async ({ page }) => {
  await page.goto('/split?decks=8&splits=3&rsa=1&enhc=1&pair=1&up=6');
  await expect(page.locator('#split-resplit-aces, #split-rsa')).toBeChecked();
  await expect(page.locator('#split-estimate')).toContainText('states');
  await page.locator('#split-solve').click();
  await expect(page.locator('#split-stats')).toContainText('Searched', { timeout: 60_000 });
  await expect(page.locator('#split-verdict')).toContainText('Split.');
});
