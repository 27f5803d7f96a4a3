import { test, expect } from './fixtures.mjs';

test('the gallery lists every exploration and links the built ones @phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Snipe Lab' })).toBeVisible();
  const cards = page.locator('.gallery .card');
  await expect(cards).toHaveCount(20);
  for (const slug of ['wow', 'bracket', 'bsearch', 'halftone', 'gobblet', 'split', 'war', 'santa', 'coins',
    'truecount', 'words', 'scrabble', 'wang', 'poker', 'games', 'whodunit', 'robot', 'cftp', 'withoutwords',
    'holdem']) {
    await expect(page.locator(`.card[data-slug="${slug}"] svg`)).toHaveCount(1);
  }
  // Every exploration is built and linked: one-round hold'em was the last card still coming.
  await expect(page.locator('.card[data-slug="wow"] a')).toHaveAttribute('href', '/wow');
  await expect(page.locator('.card[data-slug="holdem"] a')).toHaveAttribute('href', '/holdem');
  await expect(page.locator('.card.coming')).toHaveCount(0);
  await page.locator('.card[data-slug="wow"] a').click();
  await expect(page).toHaveURL(/\/wow/);
  await expect(page.getByRole('heading', { level: 1, name: 'The WOW board' })).toBeVisible();
});

test('an unknown address says so and links home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'No such page' })).toBeVisible();
  await page.getByRole('link', { name: 'See them all' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the page fits a 375 px phone without sideways scrolling @phone-only', async ({ page }) => {
  for (const path of ['/', '/wow']) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    await page.waitForTimeout(300);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `tests/e2e/screens/phone${path === '/' ? '-home' : path.replace('/', '-')}.png`, fullPage: true });
  }
});

test('every control on every page is labelled and reachable by keyboard', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.card a').first()).toBeVisible();
  const built = await page.locator('.card a').evaluateAll((links) => links.map((a) => new URL(a.href).pathname));
  expect(built.length).toBeGreaterThanOrEqual(10);
  for (const path of ['/', ...built]) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    // Every input has an accessible name: aria-label, a label that names it, or a label around it.
    const unlabelled = await page.evaluate(() =>
      [...document.querySelectorAll('input, select, textarea')]
        .filter((el) => el.type !== 'hidden')
        .filter((el) => !el.getAttribute('aria-label') && !el.getAttribute('aria-labelledby')
          && !(el.id && document.querySelector(`label[for="${el.id}"]`)) && !el.closest('label'))
        .map((el) => el.outerHTML));
    expect(unlabelled, `unlabelled controls on ${path}`).toEqual([]);
    // Every button has text.
    const nameless = await page.evaluate(() =>
      [...document.querySelectorAll('button')].filter((b) => !b.textContent.trim() && !b.getAttribute('aria-label')).length);
    expect(nameless, `buttons without a name on ${path}`).toBe(0);
  }
  // Tab from the top reaches the skip link, then the brand, then (on /wow) the slider.
  await page.goto('/wow');
  // Wait for the app to render before tabbing, or Tab lands on an empty page.
  await expect(page.locator('#wow-n')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.locator('.skip-link')).toBeFocused();
  let reached = false;
  for (let i = 0; i < 10 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate(() => document.activeElement?.id === 'wow-n');
  }
  expect(reached, 'the n slider is reachable with Tab').toBe(true);
});

// Issue 31: each card shows a result, read by the build from its own page's figure (the element
// the card's data-figure names), so the card and the page can never disagree.
test('each card shows its page\'s own figure, before any script and after coming back @phone', async ({ browser, baseURL, page }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto(`${baseURL}/`);
  const cards = await plain.locator('.gallery .card').evaluateAll((cards) => cards.map((card) => {
    const result = card.querySelector('.card-result');
    return { slug: card.dataset.slug, id: result?.dataset.figure, text: result?.textContent.trim() ?? '' };
  }));
  expect(cards).toHaveLength(20);
  const squeeze = (text) => text.replace(/\s+/g, ' ').trim();
  for (const { slug, id, text } of cards) {
    expect(text, `/${slug}'s card has a result`).toMatch(/\d/);
    await plain.goto(`${baseURL}/${slug}`);
    const figure = squeeze(await plain.locator(`#${id}`).first().textContent());
    expect(squeeze(text), `/${slug}'s card shows #${id} of its page`).toContain(figure);
  }
  await context.close();

  // Coming to the gallery from another page: the app fetches the results the build wrote.
  await page.goto('/wow');
  await expect(page.locator('html[data-app="hydrated"]')).toHaveCount(1);
  await page.locator('a.brand').click();
  await expect(page).toHaveURL(/\/$/);
  for (const { slug, text } of cards) {
    await expect(page.locator(`.card[data-slug="${slug}"] .card-result`)).toHaveText(text);
  }
});

// Issue 31: "the Counting in words icon is clipped". Every card's picture lies inside its
// 64×64 view box (the geometry's bounding box, as the browser measures it).
test('every card\'s picture lies inside its 64 × 64 box', async ({ page }) => {
  await page.goto('/');
  const outside = await page.locator('.card svg').evaluateAll((svgs) => svgs.map((svg) => {
    const b = svg.getBBox();
    return { slug: svg.closest('.card').dataset.slug, box: [b.x, b.y, b.x + b.width, b.y + b.height] };
  }).filter(({ box: [x0, y0, x1, y1] }) => x0 < 0 || y0 < 0 || x1 > 64 || y1 > 64));
  expect(outside).toEqual([]);
});
