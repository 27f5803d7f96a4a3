// Every browser test runs with these checks: no request leaves 127.0.0.1, no uncaught page error,
// the panic banner never appears, and no id is on two elements when the test ends.
import { test as base, expect } from '@playwright/test';

export const test = base.extend({
  page: async ({ page, context, baseURL }, use) => {
    const requests = [];
    const errors = [];
    context.on('request', (r) => requests.push(r.url()));
    page.on('pageerror', (e) => errors.push(String(e)));
    // A prerendered page shows its controls before the app has started (ARCHITECTURE.md,
    // "Prerendering"); a key pressed then would reach a control the app has not taken over yet.
    // So a navigation waits for the app (<html data-app>), unless it asks to stop at 'commit'.
    for (const name of ['goto', 'reload']) {
      const navigate = page[name].bind(page);
      page[name] = async (...args) => {
        const options = (name === 'goto' ? args[1] : args[0]) ?? {};
        const response = await navigate(...args);
        if (options.waitUntil !== 'commit') {
          await page.locator('html[data-app]').waitFor({ state: 'attached', timeout: 60_000 });
        }
        return response;
      };
    }
    await use(page);
    const outside = requests.filter((u) => !u.startsWith(`${baseURL}/`) && !/^(data|blob):/.test(u));
    expect(outside, 'requests that left 127.0.0.1').toEqual([]);
    expect(errors, 'uncaught errors in the page').toEqual([]);
    await expect(page.locator('#fatal-error'), 'the panic banner').toHaveCount(0);
    // An id names one element: labels, aria references and the tests' own locators rely on it.
    // (The Gobblet solve's result once took the known answer's id, found only by a benchmark.)
    if (!page.isClosed()) {
      const repeated = await page.evaluate(() => {
        const seen = new Map();
        for (const el of document.querySelectorAll('[id]')) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
        return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
      });
      expect(repeated, 'ids given to more than one element').toEqual([]);
    }
  },
});

export { expect };

/** A canvas's pixels, as a data URL, to compare before and after a change. */
export async function canvasPixels(page, selector) {
  return page.locator(selector).evaluate((c) => c.toDataURL());
}

/** Moves a range input with the keyboard: Home, then `steps` presses of ArrowRight. */
export async function setSliderByKeys(page, selector, steps) {
  const slider = page.locator(selector);
  await slider.focus();
  await slider.press('Home');
  for (let i = 0; i < steps; i++) await slider.press('ArrowRight');
}

/** Types a value into a slider's number box and commits it. */
export async function typeSliderValue(page, id, value) {
  const box = page.locator(`#${id}-value`);
  await box.fill(String(value));
  await box.press('Enter');
}

/** The page fits the viewport without sideways scrolling, and every input and button has a name. */
export async function expectFitsPhone(page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);
  const unlabelled = await page.evaluate(() => [...document.querySelectorAll('input, button')]
    .filter((el) => !el.getAttribute('aria-label') && !(el.id && document.querySelector(`label[for="${el.id}"]`))
      && !el.closest('label') && !(el.tagName === 'BUTTON' && el.textContent.trim()))
    .map((el) => el.outerHTML));
  expect(unlabelled, 'controls without a label').toEqual([]);
}
