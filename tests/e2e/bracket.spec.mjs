// Browser tests of the perfect-bracket page (issue 3). Figures checked here are the library's,
// pinned by its own tests against the posts: with p(16 beats 1) = 1/136, chalk is 1 in 186
// billion (linear) and 1 in 89.8 billion (normal, the post's "about 90 billion").
import { test, expect, canvasPixels } from './fixtures.mjs';

test('the plot renders with every year, and the 1/136 reference lines match the post', async ({ page }) => {
  await page.goto('/');
  await page.locator('.card[data-slug="bracket"] a').click();
  await expect(page.locator('h1')).toHaveText('Perfect NCAA brackets');
  const canvas = page.locator('#bracket-history-canvas');
  await expect(canvas).toHaveAttribute('data-draw-count', /\d+/);
  await expect(canvas).toHaveAttribute('aria-label', /1985 to 2026/);
  // One button per tournament: 1985–2026 without the cancelled 2020.
  await expect(page.locator('.bracket-year')).toHaveCount(41);
  await expect(page.locator('#bracket-year-2020')).toHaveCount(0);
  for (const id of ['#bracket-upsets-canvas', '#bracket-distribution-canvas']) {
    await expect(page.locator(id)).toHaveAttribute('data-draw-count', /\d+/);
  }
  await page.goto('/bracket?p16=1/136');
  await expect(page.locator('#bracket-summary')).toContainText('1 in 89.8 billion');
  await expect(page.locator('#bracket-summary')).toContainText('1 in 186 billion');
  await expect(page.locator('#bracket-summary')).toContainText('1 in 9.22 quintillion');
  // A p16 from the link is named as on its readout, and the lede allows for it.
  await expect(page.locator('#bracket-headline')).toContainText('p(16 beats 1) = 1/136, set by hand)');
  await expect(page.locator('.lede')).toContainText('as often as it has (or as the value you set)');
  await expect(page.locator('.lede')).toContainText("the model's probability of that year's outcome");
  // The 2018 post's figures beside the page's, recomputed at its 1/136.
  await expect(page.locator('#bracket-posts')).toContainText('1 in 90 billion under normal strength and 1 in 186 billion under linear strength');
  await expect(page.locator('#bracket-posts')).toContainText("with that calibration this page's models give 1 in 89.8 billion and 1 in 186 billion");
  await expect(page.locator('#bracket-posts')).toContainText('2018 is the least likely of those 34 years');
  await page.screenshot({ path: 'tests/e2e/screens/bracket-desktop.png', fullPage: true });
});

test('moving the p16 slider redraws the plot and changes the numbers', async ({ page }) => {
  await page.goto('/bracket?p16=1/136');
  const canvas = '#bracket-history-canvas';
  await expect(page.locator(canvas)).toHaveAttribute('data-draw-count', /\d+/);
  const before = await canvasPixels(page, canvas);
  const summary = await page.locator('#bracket-summary').textContent();
  await page.locator('#bracket-odds').focus();
  await page.locator('#bracket-odds').press('ArrowRight');
  await expect(page).toHaveURL(/p16=1%2F137(&|$)/);
  await expect(page.locator('#bracket-p16')).toContainText('set by hand');
  await expect(page.locator('#bracket-summary')).not.toHaveText(summary);
  await expect(page.locator('#bracket-summary')).toContainText('1 in 89.7 billion'); // normal chalk at 1/137
  await expect.poll(() => canvasPixels(page, canvas)).not.toEqual(before);
  // Back to the post's calibration by its year: the record through 2018 is 1 win in 136 games.
  await page.locator('#bracket-cal').selectOption('2018');
  await expect(page).toHaveURL(/cal=2018/);
  await expect(page.locator('#bracket-p16')).toContainText('1 win in 136 games');
  await expect(page.locator('#bracket-summary')).toContainText('1 in 186 billion');
});

test('clicking 2018 opens its bracket, with UMBC over Virginia as an upset', async ({ page }) => {
  await page.goto('/bracket?cal=2018');
  await page.locator('#bracket-year-2018').click();
  await expect(page).toHaveURL(/year=2018/);
  await expect(page.locator('#bracket-year-2018')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#bracket-year-title')).toHaveText('The 2018 bracket');
  const umbc = page.locator('.bracket-game', { hasText: 'UMBC' }).filter({ hasText: 'Virginia' });
  await expect(umbc).toHaveCount(1);
  await expect(umbc).toHaveClass(/upset/);
  await expect(umbc.locator('.winner')).toContainText('UMBC');
  await expect(umbc.locator('.loser')).toContainText('Virginia');
  await expect(umbc).toContainText('0.735%'); // p16 = 1/136
  await expect(page.locator('#bracket-year .bracket-game')).toHaveCount(63);
  // Under the normal strength 2018 is 40th of 41 (only 2023 is less likely).
  await expect(page.locator('#bracket-year-rank')).toHaveText('rank 40 of 41');
  await expect(page.locator('#bracket-numbers')).toContainText('2018: 20 upsets, won by (1) Villanova');
  await expect(page.locator('#bracket-numbers')).toContainText('1 in 150 quadrillion');
  // The linear model ranks it 39th.
  await page.locator('#bracket-model-linear').check();
  await expect(page).toHaveURL(/model=linear/);
  await expect(page.locator('#bracket-year-rank')).toHaveText('rank 39 of 41');
});

test('picking a bracket updates its probability', async ({ page }) => {
  await page.goto('/bracket?year=2018&p16=1/136&model=linear');
  const odds = page.locator('#bracket-price-odds');
  await expect(odds).toHaveText('1 in 186 billion'); // chalk to start with
  await expect(page.locator('#bracket-price-chalk')).toContainText('exactly as likely as chalk');
  const game = page.locator('.pick-game', { hasText: 'UMBC' });
  await game.getByRole('button', { name: /UMBC/ }).click();
  await expect(page).toHaveURL(/picks=2410010000010000/);
  await expect(odds).not.toHaveText('1 in 186 billion');
  // One click, one upset: Virginia's later games go to the better seeds.
  await expect(page.locator('#bracket-price')).toContainText('1 upset,');
  await expect(page.locator('#bracket-price-correct')).toHaveText('38 of 63 picks as in 2018');
  await expect(game).toHaveClass(/as-happened/);
  await expect(game.getByRole('button', { name: /UMBC/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#bracket-price-chalk')).toContainText('times less likely than chalk');
  // The second round now has UMBC in it.
  await page.locator('#bracket-round-2').click();
  await expect(page).toHaveURL(/round=2/);
  await expect(page.locator('.pick-game', { hasText: 'UMBC' })).toHaveCount(1);
  // What actually happened, picked in full, is 63 of 63 and exactly as likely as itself.
  await page.locator('#bracket-start-actual').click();
  await expect(page.locator('#bracket-price-correct')).toHaveText('63 of 63 picks as in 2018');
  await expect(page.locator('#bracket-price-actual')).toContainText('exactly as likely as what happened');
  await expect(odds).toHaveText('1 in 145 quadrillion');
  await page.locator('#bracket-start-chalk').click();
  await expect(odds).toHaveText('1 in 186 billion');
});

test('the URL restores the same view after a reload', async ({ page }) => {
  await page.goto('/bracket');
  await page.locator('#bracket-model-linear').check();
  await page.locator('#bracket-year-2007').click();
  await page.locator('#bracket-n').focus();
  await page.locator('#bracket-n').press('ArrowRight');
  await expect(page).toHaveURL(/n=352/);
  await page.locator('#bracket-round-3').click();
  await page.locator('.pick-game').first().getByRole('button').nth(1).click();
  await expect(page).not.toHaveURL(/picks=0000000000000000/);
  const url = page.url();
  const price = await page.locator('#bracket-price-odds').textContent();
  const rank = await page.locator('#bracket-year-rank').textContent();
  const pixels = await canvasPixels(page, '#bracket-history-canvas');
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(page.locator('#bracket-model-linear')).toBeChecked();
  await expect(page.locator('#bracket-n')).toHaveValue('352');
  await expect(page.locator('#bracket-year-2007')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#bracket-round-3')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#bracket-price-odds')).toHaveText(price);
  await expect(page.locator('#bracket-year-rank')).toHaveText(rank);
  await expect.poll(() => canvasPixels(page, '#bracket-history-canvas')).toEqual(pixels);
});

test('bad URL parameters fall back with a notice each, and the page still works', async ({ page }) => {
  await page.goto('/bracket?model=cubic&p16=0.9&n=64&year=2020&picks=xyz&round=9');
  const notices = page.locator('.notice-info');
  await expect(notices).toHaveCount(6);
  await expect(notices.nth(0)).toContainText('model=cubic');
  await expect(notices.nth(1)).toContainText('p16=0.9');
  await expect(notices.nth(2)).toContainText('showing n=351 instead');
  await expect(notices.nth(3)).toContainText('year=2020');
  await expect(notices.nth(4)).toContainText('bad bracket code');
  await expect(notices.nth(5)).toContainText('showing round=1 instead');
  await expect(page.locator('#bracket-year-title')).toHaveText('The 2026 bracket');
  await expect(page.locator('#bracket-history-canvas')).toHaveAttribute('data-draw-count', /\d+/);
  // A year before any #16 seed won cannot calibrate the model: the library says why.
  await page.goto('/bracket?cal=2017&p16');
  await expect(page.locator('.notice-info').first()).toContainText('p16=');
  await page.goto('/bracket?cal=2017');
  await expect(page.locator('.notice-info')).toContainText('no #16 seed beat a #1 seed');
  await page.goto('/bracket?picks=%00%00&year=junk&p16=1/0');
  await expect(page.locator('.notice-info')).toHaveCount(3);
  await page.locator('#bracket-year-2018').click();
  await expect(page.locator('#bracket-year-title')).toHaveText('The 2018 bracket');
});

test('@phone-only the page fits a 375 px screen', async ({ page }) => {
  await page.goto('/bracket?year=2018');
  await expect(page.locator('#bracket-history-canvas')).toHaveAttribute('data-draw-count', /\d+/);
  await expect(page.locator('#bracket-year .bracket-game')).toHaveCount(63);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);
  await page.locator('.pick-game', { hasText: 'UMBC' }).getByRole('button', { name: /UMBC/ }).click();
  await expect(page).toHaveURL(/picks=2410010000010000/);
  await page.screenshot({ path: 'tests/e2e/screens/bracket-phone.png', fullPage: true });
});

test('every control is labelled', async ({ page }) => {
  await page.goto('/bracket?year=2018');
  await expect(page.locator('.pick-game')).toHaveCount(32);
  const unlabelled = await page.evaluate(() =>
    [...document.querySelectorAll('input, select, textarea')]
      .filter((el) => !el.getAttribute('aria-label') && !(el.id && document.querySelector(`label[for="${el.id}"]`)))
      .map((el) => el.outerHTML));
  expect(unlabelled).toEqual([]);
  const nameless = await page.evaluate(() =>
    [...document.querySelectorAll('button')].filter((b) => !b.textContent.trim() && !b.getAttribute('aria-label')).length);
  expect(nameless).toBe(0);
});

test('the headline names the least likely year from the ranking the page computes', async ({ page }) => {
  await page.goto('/');
  // The gallery card claims no year.
  await expect(page.locator('.card[data-slug="bracket"]')).not.toContainText(/\b(19|20)\d\d was\b/);
  await page.locator('.card[data-slug="bracket"] a').click();
  const headline = page.locator('#bracket-headline');
  await expect(headline).toContainText('Under the page\'s model (normal strength with n = 351');
  await expect(headline).toContainText('the least likely of the 41 tournaments was 2023');
  await expect(headline).toContainText('then 2018');
  await expect(page.locator('.lede')).not.toContainText('least likely');
  // Cross-check with the year's own numbers, ranked separately: last of 41 under the normal strength.
  const least = await headline.getAttribute('data-least');
  const most = await headline.getAttribute('data-most');
  await page.locator(`#bracket-year-${least}`).click();
  await expect(page.locator('#bracket-numbers li').first()).toContainText('rank 41 of 41');
  await page.locator(`#bracket-year-${most}`).click();
  await expect(page.locator('#bracket-numbers li').first()).toContainText('rank 1 of 41');
  // The linear model is named when chosen, and the sentence follows its own ranking.
  await page.goto('/bracket?model=linear');
  await expect(page.locator('#bracket-headline')).toContainText('Under the page\'s model (linear strength');
  const linearLeast = await page.locator('#bracket-headline').getAttribute('data-least');
  await page.locator(`#bracket-year-${linearLeast}`).click();
  await expect(page.locator('#bracket-numbers li').nth(1)).toContainText('rank 41 of 41');
  await page.locator('#bracket-headline').screenshot({ path: 'tests/e2e/screens/bracket-headline.png' });
});
