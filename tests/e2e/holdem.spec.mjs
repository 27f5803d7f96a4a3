import { test, expect, expectFitsPhone } from './fixtures.mjs';

// The post: with integer raises 2..40 Alice gains at least 0.39776 per hand, optimal to 1e-4.
const POST_VALUE = 0.39776;

// AdAc against KhKs over all 1,712,304 boards: GNU poker-eval's published counts, which the
// library's tests pin (crates/core/src/holdem/tests.rs).
const AA_KK = { win: '1,388,072', tie: '6,538', loss: '317,694' };

const number = async (page, selector) => Number(await page.locator(selector).textContent());
/** The gap as a number: the page writes it in print ("9.7 × 10⁻⁵"), its exact figure in data-value. */
const gapOf = async (page) => Number(await page.locator('#holdem-gap').getAttribute('data-value'));

/** The backgrounds of a grid's 169 cells, to compare two colourings. */
const gridColours = (page, id) => page.locator(`#${id} button.holdem-cell`)
  .evaluateAll((cells) => cells.map((c) => c.style.backgroundColor).join(';'));

/**
 * The post's plot on the page already loaded: Alice's share of deals per action as bars that
 * match the table, and each of the post's statements about it with the verdict its numbers give.
 * Called from the first test, which has the page open (no page load of its own).
 */
async function checkDealPlot(page) {
  // Prerendered: the bars and the verdicts are in the page's HTML before any script runs.
  const html = await (await page.request.get('/holdem')).text();
  const prerendered = html.split('id="holdem-deals"')[1] ?? '';
  expect(prerendered.match(/ class="bar/g) ?? []).toHaveLength(40);
  expect((prerendered.split('id="holdem-deal-claims"')[1] ?? '').split('</ul>')[0].match(/data-verdict=/g) ?? []).toHaveLength(5);
  const bars = page.locator('#holdem-deals rect.bar');
  // The post's game: a call bar and the 39 raise sizes 2..40 (Alice never folds).
  await expect(bars).toHaveCount(40);
  await expect(page.locator('#holdem-deals-table tbody tr')).toHaveCount(40);
  const shown = await bars.evaluateAll((rs) => rs.map((r) => ({
    action: r.dataset.action, share: Number(r.dataset.share), height: Number(r.getAttribute('height')),
    title: r.querySelector('title').textContent,
  })));
  const rows = await page.locator('#holdem-deals-table tbody tr').evaluateAll((trs) => trs.map((tr) => ({
    action: tr.dataset.action, name: tr.querySelector('th').textContent, value: tr.querySelector('td').textContent,
  })));
  expect(shown.map((b) => b.action)).toEqual(rows.map((r) => r.action));
  for (const [i, b] of shown.entries()) {
    expect(b.title).toBe(`${rows[i].name}: ${rows[i].value} of deals`);
    // The table's percentage is the bar's share, rounded; a share too small for four decimals
    // reads "under 0.0001%", never a bare "0.%".
    expect(rows[i].value).not.toMatch(/\.%/);
    const under = /^under ([\d.]+)%$/.exec(rows[i].value);
    if (under) expect(100 * b.share).toBeLessThan(Number(under[1]));
    else expect(Math.abs(Number(rows[i].value.replace('%', '')) - 100 * b.share)).toBeLessThanOrEqual(0.05);
  }
  // Shares of all deals sum to 1, and bar heights follow them.
  expect(Math.abs(shown.reduce((s, b) => s + b.share, 0) - 1)).toBeLessThan(1e-4);
  const tallest = shown.reduce((a, b) => (b.height > a.height ? b : a));
  expect(tallest.action).toBe('call');
  const byShare = [...shown].sort((a, b) => a.share - b.share);
  // data-share is rounded to 1e-6, so two bars tied there may differ in height by up to 1e-6 of
  // the axis (under 1e-3 px).
  for (let i = 1; i < byShare.length; i++) expect(byShare[i].height).toBeGreaterThanOrEqual(byShare[i - 1].height - 1e-3);
  // Each statement's verdict follows from the bars' numbers (percent of deals).
  const share = Object.fromEntries(shown.map((b) => [b.action, 100 * b.share]));
  const raises = Object.entries(share).filter(([a]) => a !== 'call').map(([a, p]) => [Number(a), p]);
  const claims = page.locator('#holdem-deal-claims li');
  await expect(claims).toHaveCount(5);
  const verdictIs = async (i, ok) => expect(await claims.nth(i).getAttribute('data-verdict')).toBe(ok ? 'Confirmed' : 'Not reproduced');
  // 1. "flat call (around 43% of the time)".
  await verdictIs(0, Math.abs(share.call - 43) <= 1);
  await expect(claims.nth(0)).toContainText(`She calls on ${rows[0].value} of all deals`);
  // 2. "a moderate amount between 4 and 7": each of 4..7 more frequent than any other size.
  const moderate = raises.filter(([b]) => b >= 4 && b <= 7).map(([, p]) => p);
  await verdictIs(1, Math.min(...moderate) > Math.max(...raises.filter(([b]) => b < 4 || b > 7).map(([, p]) => p)));
  // 3. "trailing off up to 16": each of 8..16 on at least 0.5% of deals, below every moderate
  // size, and 17 on less.
  const middle = raises.filter(([b]) => b > 7 && b <= 16).map(([, p]) => p);
  await verdictIs(2, Math.min(...middle) >= 0.5 && Math.max(...middle) < Math.min(...moderate) && share['17'] < 0.5);
  // 4. "all out with a raise of 20 or 21": the most frequent size above 16.
  const above16 = raises.filter(([b]) => b > 16).sort((a, b) => b[1] - a[1]);
  await verdictIs(3, [20, 21].includes(above16[0][0]));
  await expect(claims.nth(3)).toContainText(/Above 16 her most frequent raises? (is|are) [\d.]+ \([\d.]+% of deals\)( and [\d.]+ \([\d.]+%\))?\./);
  // 5. "almost never raises by 2 or 3 or more than 23": together on under 0.1% of deals.
  const rare = raises.filter(([b]) => b === 2 || b === 3 || b > 23).reduce((s, [, p]) => s + p, 0);
  await verdictIs(4, rare < 0.1);
  await page.locator('#holdem-deals-title').scrollIntoViewIfNeeded();
  await page.locator('section:has(#holdem-deals)').screenshot({ path: `tests/e2e/screens/holdem-deals-${test.info().project.name}.png` });
}

test('gallery card → the post\'s game: 169 cells, bounds with the post\'s figure, observations and the plot\'s words checked', async ({ page }) => {
  await page.goto('/');
  await page.locator('.card[data-slug="holdem"] a').click();
  await expect(page).toHaveURL(/\/holdem/);
  await expect(page.getByRole('heading', { level: 1, name: 'One-round hold\'em' })).toBeVisible();
  await expect(page.locator('#holdem-lower')).toBeVisible();
  await expect(page.locator('#holdem-alice button.holdem-cell')).toHaveCount(169);
  await expect(page.locator('#holdem-bob button.holdem-cell')).toHaveCount(169);
  // The bounds come from the precomputed file: the post's value is reproduced within its 1e-4.
  const lower = await number(page, '#holdem-lower');
  const upper = await number(page, '#holdem-upper');
  const gap = await gapOf(page);
  expect(lower).toBeGreaterThanOrEqual(POST_VALUE - 1e-4);
  expect(lower).toBeLessThanOrEqual(upper);
  expect(gap).toBeLessThanOrEqual(1e-4);
  await expect(page.locator('#holdem-post')).toContainText('0.39776');
  await expect(page.locator('#holdem-post')).toContainText('agrees within the post\'s 1e-4');
  // The post's observations, each marked confirmed or not from the loaded strategy.
  await expect(page.locator('#holdem-claims li')).toHaveCount(4);
  // "Around 43%" flat calls is checked once on the page, with the deal plot's words.
  await expect(page.getByText('Overall Alice flat calls around 43% of the time.')).toHaveCount(1);
  // The largest raise is stated with its threshold; rarer ones are not hidden, and no share
  // prints as a bare "0.%".
  await expect(page.locator('#holdem-claims')).toContainText('the largest raise any class makes at least 0.001% of the time is');
  await expect(page.locator('#holdem-claims')).toContainText('rarer raises go up to 38 (AA, ');
  await expect(page.locator('body')).not.toContainText('0.%');
  await expect(page.locator('#holdem-bounds')).toContainText("Alice's strategy guarantees her at least");
  await expect(page.locator('#holdem-claims li').first()).toContainText('Confirmed: Alice never folds.');
  await expect(page.locator('#holdem-claims')).toContainText('63s raises');
  await expect(page.locator('#holdem-claims')).toContainText('raises by 40');
  await expect(page.locator('.lede')).toContainText('up to 12 raise sizes');
  // The post's plot of Alice's moves over all deals, and its words checked.
  await checkDealPlot(page);
  await page.screenshot({ path: 'tests/e2e/screens/holdem-desktop.png', fullPage: true });
});

/** Every class's mix as the page's detail panel shows it: combos, fold, call, and each raise. */
async function shownStrategy(page) {
  const cells = page.locator('#holdem-alice button.holdem-cell');
  const names = await cells.evaluateAll((bs) => bs.map((b) => b.id.replace('holdem-alice-', '')));
  const mixes = {};
  for (const [i, name] of names.entries()) {
    await cells.nth(i).hover();
    await expect(page.locator('#holdem-detail h3')).toHaveText(new RegExp(`^${name} \\(`));
    const combos = Number(/\((\d+) combos\)/.exec(await page.locator('#holdem-detail h3').textContent())[1]);
    const mix = await page.locator('#holdem-detail-mix').textContent();
    const [, fold, call] = /fold ([\d.]+)%, call ([\d.]+)%/.exec(mix).map(Number);
    const raises = {};
    for (const li of await page.locator('#holdem-detail .holdem-raises li').allTextContents()) {
      const [, b, p] = /raise by ([\d.]+): ([\d.]+)%/.exec(li);
      raises[b] = Number(p);
    }
    mixes[name] = { combos, fold, call, raises };
  }
  return mixes;
}

test('every "Confirmed" claim meets the post\'s words on the strategy shown; the others say why', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/holdem');
  await expect(page.locator('#holdem-claims li')).toHaveCount(4);
  const claims = page.locator('#holdem-claims li');
  const verdict = async (i) => claims.nth(i).getAttribute('data-verdict');
  const text = async (i) => claims.nth(i).textContent();
  const mixes = await shownStrategy(page);
  expect(Object.keys(mixes)).toHaveLength(169);
  // Any "not reproduced" gives both numbers and a reason.
  for (let i = 0; i < 4; i++) {
    if ((await verdict(i)) === 'Not reproduced') {
      await expect(claims.nth(i).locator('.holdem-claim-why')).toContainText('equilibria');
    }
  }
  // 1. "Alice never folds": no class shown folding.
  const folding = Object.entries(mixes).filter(([, m]) => m.fold > 0);
  expect(await verdict(0)).toBe(folding.length === 0 ? 'Confirmed' : 'Not reproduced');
  // 2. "With 63s Alice raises by 15 70% of the time": the claim's number is the cell's.
  const bluff = await text(1);
  const by15 = Number(/63s raises by 15 ([\d.]+)% of the time/.exec(bluff)[1]);
  expect(Math.abs(by15 - (mixes['63s'].raises['15'] ?? 0))).toBeLessThanOrEqual(0.05);
  const top = /most frequent raise is ([\d.]+) \(([\d.]+)%\)/.exec(bluff);
  if (top) expect(mixes['63s'].raises[top[1]]).toBeCloseTo(Number(top[2]), 1);
  expect(await verdict(1)).toBe(Math.abs(by15 - 70) <= 5 ? 'Confirmed' : 'Not reproduced');
  // 3. "Alice raises by 40 only with AA, 0.1% of the time": who the cells show raising by 40.
  const by40 = Object.entries(mixes).filter(([, m]) => m.raises['40'] > 0).map(([c]) => c);
  const aces = mixes.AA.raises['40'] ?? 0;
  const only = by40.length === 1 && by40[0] === 'AA' && aces >= 0.05 && aces < 0.15;
  expect(await verdict(2)).toBe(only ? 'Confirmed' : 'Not reproduced');
  if (by40.length === 0) await expect(claims.nth(2)).toContainText('No class raises by 40');
  // "Alice flat calls around 43%" (checked once, with the deal plot's words): the
  // combo-weighted call share of the cells.
  await expect(page.getByText('Overall Alice flat calls around 43% of the time.')).toHaveCount(1);
  const callClaim = page.locator('#holdem-deal-claims li').first();
  const calls = Object.values(mixes).reduce((sum, m) => sum + m.combos * m.call, 0) / 1326;
  const stated = Number(/She calls on ([\d.]+)% of all deals/.exec(await callClaim.textContent())[1]);
  expect(Math.abs(calls - stated)).toBeLessThan(0.1);
  expect(await callClaim.getAttribute('data-verdict')).toBe(Math.abs(stated - 43) <= 1 ? 'Confirmed' : 'Not reproduced');
  // 3 (again). The largest raise is stated with its threshold; rarer ones are not hidden (the
  // file has AA raising by up to 38 at its rounding, 1e-6); no share prints as a bare "0.%".
  await expect(claims.nth(2)).toContainText('the largest raise any class makes at least 0.001% of the time is');
  await expect(claims.nth(2)).toContainText('rarer raises go up to 38 (AA, ');
  await expect(page.locator('body')).not.toContainText('0.%');
  await expect(page.locator('#holdem-bounds')).toContainText("Alice's strategy guarantees her at least");
  // 4. "With 87s Alice's most likely raises are 13 (40%), 16 (10%) and 22 (29%)": the three the
  // line names are the cell's three most likely raises, at the cell's shares.
  const found87 = await claims.nth(3).locator('.holdem-claim-found').textContent();
  const list87 = /most likely raises are ([^;]+?)[;.]?(?:;|$)/.exec(found87)[1];
  const named = [...list87.matchAll(/([\d.]+) \(([\d.]+)%\)/g)].map((m) => [m[1], Number(m[2])]);
  expect(named).toHaveLength(3);
  const cell87 = Object.entries(mixes['87s'].raises).sort((a, b) => b[1] - a[1]).slice(0, 3);
  expect(named.map(([b]) => b)).toEqual(cell87.map(([b]) => b));
  for (const [b, p] of named) expect(Math.abs(p - mixes['87s'].raises[b])).toBeLessThanOrEqual(0.05);
  const post87 = { 13: 40, 16: 10, 22: 29 };
  const met = Object.entries(post87).every(([b, p]) => named.some(([c]) => c === b)
    && Math.abs((mixes['87s'].raises[b] ?? 0) - p) <= 5);
  expect(await verdict(3)).toBe(met ? 'Confirmed' : 'Not reproduced');
  // The post's game today: one confirmed, three not reproduced (63s by 14 and 15; nobody by 40;
  // 87s by 13, 22 and 21).
  expect(await verdict(1)).toBe('Not reproduced');
  expect(await verdict(2)).toBe('Not reproduced');
  expect(await verdict(3)).toBe('Not reproduced');
  await page.locator('#holdem-claims').screenshot({ path: `tests/e2e/screens/holdem-claims-${test.info().project.name}.png` });
});

test('a cell\'s exact mix on hover and on focus; arrow keys walk the grid', async ({ page }) => {
  await page.goto('/holdem');
  await expect(page.locator('#holdem-alice-63s')).toBeVisible();
  await page.locator('#holdem-alice-63s').hover();
  await expect(page.locator('#holdem-detail h3')).toContainText('63s (4 combos)');
  await expect(page.locator('#holdem-detail-mix')).toContainText(/Alice: fold [\d.]+%, call [\d.]+%, raise [\d.]+%/);
  await expect(page.locator('#holdem-detail .holdem-raises li').first()).toContainText(/raise by \d+: [\d.]+%/);
  await page.mouse.move(0, 0);
  // Keyboard: the selected cell (AKs by default) is the grid's tab stop.
  await page.locator('#holdem-alice-AKs').focus();
  await expect(page.locator('#holdem-detail h3')).toContainText('AKs');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('#holdem-alice-AQs')).toBeFocused();
  await expect(page).toHaveURL(/[?&]cell=AQs(&|$)/);
  await expect(page.locator('#holdem-detail h3')).toContainText('AQs (4 combos)');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('#holdem-alice-KQs')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('#holdem-alice-KK')).toBeFocused();
  await expect(page.locator('#holdem-detail h3')).toContainText('KK (6 combos)');
  await expect(page.locator('#holdem-alice-KK')).toHaveAttribute('aria-label', /^KK: calls \d+%/);
});

test('another raise size redraws Bob\'s calling map; the URL restores the view', async ({ page }) => {
  await page.goto('/holdem?b=5&cell=63s');
  await expect(page.locator('#holdem-bob-AA')).toBeVisible();
  const at5 = await gridColours(page, 'holdem-bob');
  const summary5 = await page.locator('#holdem-bob-summary').textContent();
  await page.locator('#holdem-b').selectOption({ label: '20' });
  await expect(page).toHaveURL(/[?&]b=20(&|$)/);
  await expect(page.locator('#holdem-bob-summary')).toContainText('Against a raise of 20');
  await expect.poll(() => gridColours(page, 'holdem-bob')).not.toEqual(at5);
  expect(await page.locator('#holdem-bob-summary').textContent()).not.toEqual(summary5);
  // A larger raise is called less often: Bob's calling share falls.
  const share = async () => Number(/calls with ([\d.]+)%/.exec(await page.locator('#holdem-bob-summary').textContent())[1]);
  const share20 = await share();
  expect(share20).toBeLessThan(Number(/calls with ([\d.]+)%/.exec(summary5)[1]));
  await page.reload();
  await expect(page.locator('#holdem-b')).toHaveValue(/\d+/);
  await expect(page.locator('#holdem-b option:checked')).toHaveText('20');
  await expect(page.locator('#holdem-detail h3')).toContainText('63s');
  await expect(page.locator('#holdem-detail-bob')).toContainText('calls a raise of 20');
});

/** A gain as the page prints it: sign, three decimals, a true minus. */
const signed = (v) => `${v < 0 ? '\u2212' : '+'}${Math.abs(v).toFixed(3)}`;
const combosOf = (name) => (name.length === 2 ? 6 : name.endsWith('s') ? 4 : 12);

test('what each hand is worth to Alice: every cell, the detail and the summary from the file', async ({ page }) => {
  await page.goto('/holdem');
  const file = await (await page.request.get('/static/holdem/solve-2-40.json')).json();
  const values = file.values;
  expect(Object.keys(values)).toHaveLength(169);
  // Every cell names its class's gain, as the file gives it.
  const cells = page.locator('#holdem-value button.holdem-cell');
  await expect(cells).toHaveCount(169);
  const labels = await cells.evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label')));
  for (const label of labels) {
    const name = label.split(':')[0];
    expect(label).toBe(`${name}: Alice's expected gain ${signed(values[name])}`);
  }
  // The summary's words, recomputed here from the file.
  const named = Object.entries(values).sort((a, b) => a[1] - b[1]);
  const [worst, best] = [named[0], named[168]];
  const losing = named.filter(([, v]) => v < 0).length;
  const average = named.reduce((s, [n, v]) => s + combosOf(n) * v, 0) / 1326;
  expect(average).toBeGreaterThanOrEqual(file.alice_lower - 1e-5);
  expect(average).toBeLessThanOrEqual(file.alice_upper + 1e-5);
  expect(worst[1]).toBeGreaterThan(-1);
  const summary = page.locator('#holdem-value-summary');
  await expect(summary).toContainText(`From ${best[0]} (${signed(best[1])}) down to ${worst[0]} (${signed(worst[1])}): ${losing} of the 169 classes lose on average, yet even the worst loses less than the 1 a fold gives up.`);
  await expect(summary).toContainText(`dealt, they average ${average.toFixed(5)}, the game's value with these strategies, within the bounds`);
  // A cell of this map selects its class for the detail, which states its gain.
  await page.locator('#holdem-value-87s').click();
  await expect(page).toHaveURL(/[?&]cell=87s(&|$)/);
  await expect(page.locator('#holdem-detail-value')).toHaveText(`Holding 87s, Alice's expected gain is ${signed(values['87s'])} a hand with these strategies.`);
});

test('the larger precomputed games load and are worth at least the post\'s', async ({ page }) => {
  await page.goto('/holdem');
  await expect(page.locator('#holdem-lower')).toBeVisible();
  const post = await number(page, '#holdem-lower');
  for (const [label, set] of [['Integer raises 2 to 100 (precomputed)', '2-100'], ['Raises 2 to 40 in halves (precomputed)', 'frac']]) {
    await page.locator('#holdem-set').selectOption({ label });
    await expect(page).toHaveURL(new RegExp(`[?&]set=${set}(&|$)`));
    await expect(page.locator('#holdem-post')).toContainText('worth');
    const lower = await number(page, '#holdem-lower');
    const upper = await number(page, '#holdem-upper');
    expect(lower).toBeLessThanOrEqual(upper);
    // More raise sizes can only help Alice, up to the two certificates' gaps.
    expect(upper).toBeGreaterThanOrEqual(post - 2e-4);
    await expect(page.locator('#holdem-alice button.holdem-cell')).toHaveCount(169);
  }
});

test('a custom grid is solved in the worker: bounds converge, lower ≤ upper, gap shown', async ({ page }) => {
  await page.goto('/holdem?set=custom&raises=2,4,8');
  await expect(page.locator('#holdem-solve-stats')).toContainText('Solved in', { timeout: 60_000 });
  const lower = await number(page, '#holdem-lower');
  const upper = await number(page, '#holdem-upper');
  expect(lower).toBeLessThanOrEqual(upper);
  // The solve stops at the page's default target, the post's 1e-4.
  const gap = await gapOf(page);
  expect(gap).toBeLessThanOrEqual(1e-4);
  await expect(page.locator('#holdem-target-gap option:checked')).toHaveText('1e-4');
  // The page rounds each figure; the three agree to that rounding.
  expect(Math.abs(upper - lower - gap)).toBeLessThan(2e-5 + gap * 0.05);
  await expect(page.locator('#holdem-convergence-canvas')).toHaveAttribute('data-draw-count', /\d+/);
  await expect(page.locator('#holdem-post')).toContainText('These 3 raise sizes');
  await expect(page.locator('#holdem-b option')).toHaveCount(3);
  // The worker's solve knows what each hand is worth too.
  await expect(page.locator('#holdem-value button.holdem-cell')).toHaveCount(169);
  await expect(page.locator('#holdem-value-summary')).toContainText('within the bounds');
  // No raise of 5 here, but the reader asked for none: the map shows the nearest without a notice.
  await expect(page.locator('.notice-info').filter({ hasText: 'cannot raise by' })).toHaveCount(0);
  // Claims about sizes the grid lacks cannot be checked on it.
  await expect(page.locator('#holdem-claims li[data-verdict="Cannot be checked here"]')).toHaveCount(3);
  // The slider sets every integer from 2 up to the largest raise, and the worker solves again.
  await page.locator('#holdem-largest').focus();
  await page.locator('#holdem-largest').press('Home');
  await page.locator('#holdem-largest').press('ArrowRight');
  await page.locator('#holdem-largest').press('ArrowRight');
  await expect(page).toHaveURL(/[?&]raises=2%2C3%2C4(&|$)/);
  await expect(page.locator('#holdem-raises')).toHaveValue('2,3,4');
  await expect(page.locator('#holdem-solve-stats')).toContainText('Solved in', { timeout: 60_000 });
  await expect(page.locator('#holdem-b option')).toHaveCount(3);
  await page.screenshot({ path: 'tests/e2e/screens/holdem-custom.png', fullPage: true });
});

test('a custom solve shows its bounds live and can be cancelled and run again', async ({ page }) => {
  // Twelve sizes to a gap of 1e-7: tens of thousands of iterations, long enough to watch.
  await page.goto('/holdem?set=custom&raises=2,3,4,5,6,7,8,9,10,11,12,13&gap=1e-7');
  await expect(page.locator('#holdem-solve-live')).toContainText(/Solving: iteration [\d,]+, Alice between/);
  await expect(page.locator('#holdem-convergence-canvas')).toHaveAttribute('data-draw-count', /\d+/);
  await page.locator('button.cancel').click();
  await expect(page.locator('#holdem-solve-cancelled')).toBeVisible();
  await expect(page.locator('#holdem-lower')).toHaveCount(0);
  await page.locator('#holdem-solve-compute').click();
  await expect(page.locator('button.cancel')).toBeVisible();
  // A coarser target finishes.
  await page.locator('#holdem-target-gap').selectOption('1e-3');
  await expect(page).toHaveURL(/[?&]gap=1e-3(&|$)/);
  await expect(page.locator('#holdem-solve-stats')).toContainText('Solved in', { timeout: 60_000 });
  expect(await gapOf(page)).toBeLessThanOrEqual(1e-3);
});

test('equity explorer: AA vs KK from the table at once, AdAc vs KhKs exactly in the worker', async ({ page }) => {
  await page.goto('/holdem');
  // Classes: summed over the 36 disjoint combo pairs of AA and KK, 1,712,304 boards each.
  await expect(page.locator('#holdem-eq-source')).toContainText('36 pairs of disjoint combos');
  const count = async (what) => Number((await page.locator(`#holdem-eq-${what}`).textContent()).replaceAll(',', ''));
  const [w, t, l] = [await count('win'), await count('tie'), await count('loss')];
  expect(w + t + l).toBe(36 * 1712304);
  const equity = await number(page, '#holdem-eq-equity');
  expect(equity).toBeCloseTo((w + t / 2) / (36 * 1712304), 5);
  expect(equity).toBeGreaterThan(0.8);
  await page.locator('#holdem-eq-a').fill('AdAc');
  await page.locator('#holdem-eq-b').fill('KhKs');
  await expect(page).toHaveURL(/[?&]a=AdAc(&|$)/);
  await expect(page).toHaveURL(/[?&]vs=KhKs(&|$)/);
  await expect(page.locator('#holdem-eq-source')).toContainText('1,712,304 in all', { timeout: 60_000 });
  await expect(page.locator('#holdem-eq-win')).toHaveText(AA_KK.win);
  await expect(page.locator('#holdem-eq-tie')).toHaveText(AA_KK.tie);
  await expect(page.locator('#holdem-eq-loss')).toHaveText(AA_KK.loss);
});

test('bad URL parameters give notices and the page still works', async ({ page }) => {
  await page.goto('/holdem?set=2-41&raises=1,3&b=abc&cell=AKx&a=AsAs&vs=QQQ');
  const notices = page.locator('.notice-info');
  await expect(notices.filter({ hasText: 'set=2-41' })).toHaveCount(1);
  await expect(notices.filter({ hasText: 'raises=1,3' })).toHaveCount(1);
  await expect(notices.filter({ hasText: 'b=abc' })).toHaveCount(1);
  await expect(notices.filter({ hasText: 'cell=AKx' })).toHaveCount(1);
  await expect(notices.filter({ hasText: 'a= is not a hand' })).toHaveCount(1);
  await expect(notices.filter({ hasText: 'vs= is not a hand' })).toHaveCount(1);
  await expect(page.locator('#holdem-lower')).toBeVisible();
  await expect(page.locator('#holdem-detail h3')).toContainText('AKs');
  // A raise size the game lacks shows the nearest one, with a notice.
  await page.goto('/holdem?b=41');
  await expect(page.locator('.notice-info').filter({ hasText: 'cannot raise by 41' })).toBeVisible();
  await expect(page.locator('#holdem-b option:checked')).toHaveText('40');
  // One raise size is "this one raise size", not "these 1 raise sizes".
  await page.goto('/holdem?set=custom&raises=5');
  await expect(page.locator('#holdem-solve-stats')).toContainText('Solved in', { timeout: 60_000 });
  await expect(page.locator('#holdem-post')).toContainText('This one raise size is worth');
});

test('bad typed input gives messages and keeps the last good figures', async ({ page }) => {
  await page.goto('/holdem?set=custom&raises=2,4');
  await expect(page.locator('#holdem-solve-stats')).toContainText('Solved in', { timeout: 60_000 });
  for (const bad of ['1,3', '2,x', '', '2,3,4,5,6,7,8,9,10,11,12,13,14']) {
    await page.locator('#holdem-raises').fill(bad);
    await expect(page.locator('#holdem-raises-error')).toBeVisible();
    await expect(page).toHaveURL(/[?&]raises=2(,|%2C)4(&|$)/);
  }
  await expect(page.locator('#holdem-raises-error')).toContainText('at most 12');
  await expect(page.locator('#holdem-lower')).toBeVisible();
  await page.locator('#holdem-eq-a').fill('AsKs');
  await page.locator('#holdem-eq-b').fill('AsQd');
  await expect(page.locator('#holdem-eq-error')).toContainText('share a card');
  await page.locator('#holdem-eq-b').fill('Xx');
  await expect(page.locator('.holdem-eq-input-error')).toContainText('neither two cards');
  // While a field does not parse, no matchup is shown: the last one answered another question.
  await expect(page.locator('#holdem-eq-win')).toHaveCount(0);
  await expect(page.locator('#holdem-eq-waiting')).toBeVisible();
  await page.locator('#holdem-eq-b').fill('as ks');
  await expect(page.locator('.holdem-eq-input-error')).toBeVisible();
  await expect(page.locator('#holdem-eq-win')).toHaveCount(0);
  await page.locator('#holdem-eq-b').fill('QdQc');
  await expect(page.locator('.holdem-eq-input-error')).toHaveCount(0);
  await expect(page.locator('#holdem-eq-source')).toContainText('1,712,304 in all', { timeout: 60_000 });
});

test('the hold\'em page fits a 375 px phone @phone-only', async ({ page }, testInfo) => {
  await page.goto('/holdem');
  await expect(page.locator('#holdem-alice button.holdem-cell')).toHaveCount(169);
  await page.locator('#holdem-alice-63s').click();
  await expect(page.locator('#holdem-detail h3')).toContainText('63s');
  await page.waitForTimeout(300);
  await expectFitsPhone(page);
  await page.screenshot({ path: `tests/e2e/screens/holdem-${testInfo.project.name}-fit.png`, fullPage: true });
  await page.locator('#holdem-alice').screenshot({ path: `tests/e2e/screens/holdem-${testInfo.project.name}-grid.png` });
  // The deal plot's labels stay legible when its SVG shrinks to the phone's column.
  const tick = await page.locator('#holdem-deals text.tick.x').first().evaluate((t) => t.getBoundingClientRect().height);
  expect(tick).toBeGreaterThanOrEqual(10);
  await page.locator('section:has(#holdem-deals)').screenshot({ path: `tests/e2e/screens/holdem-deals-${testInfo.project.name}.png` });
  await page.goto('/holdem?set=custom&raises=2,4,8');
  await expect(page.locator('#holdem-solve-stats')).toContainText('Solved in', { timeout: 60_000 });
  await expectFitsPhone(page);
  await page.screenshot({ path: `tests/e2e/screens/holdem-${testInfo.project.name}-custom.png`, fullPage: true });
});

/** The first `digits` decimals of p/q (0 < p/q < 1), truncated, by BigInt division. */
const decimals = (p, q, digits) => (BigInt(p) * 10n ** BigInt(digits) / BigInt(q)).toString().padStart(digits, '0');

test('the exact value: its digits beside the post and the bounds, all of p/q on demand by keyboard', async ({ page }) => {
  await page.goto('/holdem');
  const shown = await page.locator('#holdem-exact-decimal').textContent();
  expect(shown).toMatch(/^0\.\d{30}$/);
  // Beside the post's figure (at least 0.39776, within 1e-4) and the bounds above it (shown
  // rounded to 5 decimals).
  const value = Number(shown);
  expect(value).toBeGreaterThanOrEqual(POST_VALUE);
  expect(value).toBeLessThanOrEqual(POST_VALUE + 1e-4);
  expect(value).toBeGreaterThanOrEqual(await number(page, '#holdem-lower') - 5e-6);
  expect(value).toBeLessThanOrEqual(await number(page, '#holdem-upper') + 5e-6);
  await expect(page.locator('#holdem-exact-post')).toContainText('within its 1e-4');
  await expect(page.locator('#holdem-exact-post')).not.toContainText('NOT');
  await expect(page.locator('#holdem-exact-bounds')).toContainText('lies inside them');
  await expect(page.locator('#holdem-exact')).toContainText('both give exactly this fraction');
  // All the digits, closed at first; the summary opens and closes from the keyboard.
  const p = page.locator('#holdem-exact-p');
  const q = page.locator('#holdem-exact-q');
  await expect(p).toBeHidden();
  const summary = page.locator('#holdem-exact-digits summary');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#holdem-exact-digits')).toHaveAttribute('open', '');
  await expect(p).toBeVisible();
  const [pText, qText] = [await p.textContent(), await q.textContent()];
  expect(pText).toMatch(/^[1-9]\d*$/);
  expect(qText).toMatch(/^[1-9]\d*$/);
  const grouped = (n) => n.toLocaleString('en-US');
  await expect(page.locator('#holdem-exact-p-digits')).toHaveText(grouped(pText.length));
  await expect(page.locator('#holdem-exact-q-digits')).toHaveText(grouped(qText.length));
  // The decimals shown are those of p/q, worked out again here in BigInt.
  expect(shown).toBe(`0.${decimals(pText, qText, 30)}`);
  await page.locator('#holdem-exact').screenshot({ path: `tests/e2e/screens/holdem-exact-${test.info().project.name}.png` });
  await page.keyboard.press('Space');
  await expect(p).toBeHidden();
  // The larger games show their own exact values, each against the post's game's: raises 2 to
  // 100 give the very same fraction, halves 0.000227989… more (both certified the same way).
  await page.locator('#holdem-set').selectOption('2-100');
  await expect(page.locator('#holdem-post')).toContainText('worth');
  await expect(page.locator('#holdem-exact-decimal')).toHaveText(shown);
  await expect(page.locator('#holdem-exact-post-game')).toContainText('the very same fraction: the extra raise sizes gain Alice exactly nothing');
  await expect(page.locator('#holdem-exact-bounds')).toContainText('lies inside them');
  await page.locator('#holdem-set').selectOption('frac');
  await expect(page.locator('#holdem-exact-decimal')).toHaveText(/^0\.398068457191979597\d{12}$/);
  await expect(page.locator('#holdem-exact-post-game')).toContainText('0.000227989643051… more a hand');
  await expect(page.locator('#holdem-exact-bounds')).toContainText('lies inside them');
  await page.locator('#holdem-set').selectOption('custom');
  await expect(page.locator('#holdem-exact')).toHaveCount(0);
});

test('a damaged or missing exact-value file gives a message and the rest of the page works', async ({ page }) => {
  // From the gallery the page is not the prerendered one, so it fetches the file.
  for (const answer of [{ status: 200, body: '{"value": "2/4"' }, { status: 404, body: 'gone' }]) {
    await page.route('**/static/holdem/exact-2-40.json', (route) => route.fulfill(answer));
    await page.goto('/');
    await expect(page.locator('html[data-app="hydrated"]')).toHaveCount(1);
    await page.locator('.card[data-slug="holdem"] a').click();
    await expect(page.locator('#holdem-exact .notice-error')).toContainText('The exact value could not be loaded');
    await expect(page.locator('#holdem-exact-decimal')).toHaveCount(0);
    await expect(page.locator('#holdem-lower')).toBeVisible();
    await expect(page.locator('#holdem-alice button.holdem-cell')).toHaveCount(169);
    await page.locator('#holdem-alice-63s').hover();
    await expect(page.locator('#holdem-detail h3')).toContainText('63s');
    await page.unroute('**/static/holdem/exact-2-40.json');
  }
});

test('the exact value\'s digits wrap on a phone @phone-only', async ({ page }, testInfo) => {
  for (const width of [375, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/holdem');
    await page.locator('#holdem-exact-digits summary').click();
    await expect(page.locator('#holdem-exact-q')).toBeVisible();
    await expectFitsPhone(page);
    for (const id of ['#holdem-exact-p', '#holdem-exact-q', '.holdem-exact-line']) {
      const over = await page.locator(id).evaluate((e) => e.scrollWidth - e.clientWidth);
      expect(over, id).toBeLessThanOrEqual(0);
    }
  }
  await page.locator('#holdem-exact').screenshot({ path: `tests/e2e/screens/holdem-exact-${testInfo.project.name}-390.png` });
});
