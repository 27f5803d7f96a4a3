import { test, expect, expectFitsPhone } from './fixtures.mjs';

// Records every value the sawtooth's data-solved attribute takes, from the first paint on.
async function watchSolved(page) {
  await page.addInitScript(() => {
    window.__solved = [];
    new MutationObserver(() => {
      const v = document.querySelector('#bsearch-sawtooth')?.getAttribute('data-solved');
      if (v !== undefined && v !== null && window.__solved.at(-1) !== v) window.__solved.push(v);
    }).observe(document, { subtree: true, attributes: true, childList: true, attributeFilter: ['data-solved'] });
  });
}

test('the sawtooth fills in point by point, with exact values on hover and by keyboard', async ({ page }) => {
  await watchSolved(page);
  await page.goto('/');
  await page.locator('.card[data-slug="bsearch"] a').click();
  await expect(page).toHaveURL(/\/bsearch/);
  const figure = page.locator('#bsearch-sawtooth');
  await expect(figure).toHaveAttribute('data-solved', '100', { timeout: 90_000 });
  await expect(page.locator('#bsearch-sawtooth .pt')).toHaveCount(100);
  await expect(page.locator('#bsearch-sawtooth-status')).toContainText('All n = 1…100 solved exactly');
  // Points appeared as they were solved, not all at once.
  const seen = await page.evaluate(() => window.__solved.map(Number));
  expect(seen.filter((v) => v > 0 && v < 100).length, `data-solved went ${seen.join(', ')}`).toBeGreaterThan(5);
  // Hover: the readout gives the exact value; powers of two are Bob's (the post's sawtooth).
  await page.locator('#bsearch-sawtooth .hit[data-n="64"]').hover();
  await expect(page.locator('#bsearch-readout')).toContainText('n = 64:');
  await expect(page.locator('#bsearch-readout')).toContainText('Bob wins on average');
  await expect(page.locator('#bsearch-readout-return')).toContainText('/');
  // Keyboard: the number box does the same.
  await page.locator('#bsearch-inspect').fill('63');
  await expect(page.locator('#bsearch-readout')).toContainText('n = 63:');
  await expect(page.locator('#bsearch-readout')).toContainText('Alice wins on average');
  await expect(page.locator('#bsearch-table tbody tr')).toHaveCount(100);
  // The game shown by default is Ballmer's: take the $6 bet.
  await expect(page.locator('#bsearch-value-exact')).toContainText('/');
  await expect(page.locator('#bsearch-ballmer')).toContainText("Ballmer's interview offer: $6");
  await expect(page.locator('#bsearch-ballmer-answer')).toContainText('Take the bet');
  await expect(page.locator('#bsearch-ballmer')).toContainText('−10/51 ≈ −0.196078');
  await expect(page.locator('#bsearch-bounds')).toContainText('Certified bounds: 5.8039215686 ≤ v(100) ≤ 5.8039215687');
  await expect(page.locator('#bsearch-conjecture')).toContainText('Optimal');
  // The post's "consistent pattern for n up to 13" is checked there exactly: it fails at five n.
  await expect(page.locator('#bsearch-conjecture-record')).toContainText(
    'The post reports this pattern for every n ≤ 13; exactly, it fails at n = 5, 6, 11, 12, 13 (at n = 13 it guarantees 47/15 ≈ 3.1333, below v(13) = 485/152 ≈ 3.1908).');
  // The live table calls the fair n = 4 exactly fair, not "+0.000000"; tree counts use superscripts.
  await expect(page.locator('#bsearch-table tbody tr').nth(3)).toContainText('0 (exactly fair)');
  await expect(page.getByRole('heading', { name: /^Bob's optimal mixture: \d+ of about 9\.0 × 10⁵⁶ search trees$/ })).toBeVisible();
  // n = 100 is solved twice, and each sentence says which solve it describes: the sawtooth's
  // (from the trees of n = 99) and the game's own (not from those trees), whose mixture is the one drawn.
  await page.locator('#bsearch-inspect').fill('100');
  await expect(page.locator('#bsearch-readout')).toContainText('starting from the trees of n − 1');
  await expect(page.locator('#bsearch-readout')).toContainText('the game below, solved on its own, may find another');
  const bounds = await page.locator('#bsearch-bounds').textContent();
  const own = /solved on its own, not from the trees of n − 1: (\d+) rounds? of column generation added (\d+) trees?, each with its mirror image, and Bob's mixture below uses (\d+) trees?/.exec(bounds);
  expect(own, bounds).not.toBeNull();
  const heading = await page.getByRole('heading', { name: /^Bob's optimal mixture: \d+ of / }).textContent();
  expect(Number(/: (\d+) of /.exec(heading)[1])).toBe(Number(own[3]));
  // The mixture can only use trees that were added, or their mirror images.
  expect(Number(own[3])).toBeLessThanOrEqual(2 * Number(own[2]));
  // The x axis labels of the sawtooth do not overlap (1 and 2 did).
  const boxes = await page.locator('#bsearch-sawtooth text.tick.x').evaluateAll((ts) =>
    ts.map((t) => { const r = t.getBoundingClientRect(); return [r.left, r.right]; }).sort((a, b) => a[0] - b[0]));
  expect(boxes.length).toBeGreaterThan(3);
  for (let i = 1; i < boxes.length; i++) expect(boxes[i][0]).toBeGreaterThan(boxes[i - 1][1]);
  await page.screenshot({ path: 'tests/e2e/screens/bsearch-desktop.png', fullPage: true });
  await page.locator('#bsearch-sawtooth').screenshot({ path: 'tests/e2e/screens/bsearch-sawtooth.png' });
  await page.locator('#bsearch-game-title').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'tests/e2e/screens/bsearch-game.png' });
  await page.locator('#bsearch-trees').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'tests/e2e/screens/bsearch-trees100.png' });
  await page.locator('#bsearch-conjecture').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'tests/e2e/screens/bsearch-claims.png' });
  // Clicking a point studies that game.
  await page.locator('#bsearch-sawtooth .hit[data-n="13"]').click();
  await expect(page).toHaveURL(/n=13/);
  await expect(page.locator('#bsearch-game-title')).toHaveText('The game with n = 13');
});

test('a direct load shows the whole sawtooth at once, solved when the site was built, and continues it', async ({ page }) => {
  await watchSolved(page);
  await page.goto('/bsearch');
  const figure = page.locator('#bsearch-sawtooth');
  await expect(figure).toHaveAttribute('data-solved', '100');
  await expect(page.locator('#bsearch-sawtooth .pt')).toHaveCount(100);
  await expect(page.locator('#bsearch-sawtooth-status')).toHaveText(
    'All n = 1…100 solved exactly: n = 1…100 when this site was built, by the same solver (raise the largest n to continue in your browser).');
  // The figure never went through fewer points: it came with the page.
  expect(await page.evaluate(() => window.__solved)).toEqual(['100']);
  // Once the app runs, a larger n continues from the build's last trees (its warm start).
  await expect(page.locator('html')).toHaveAttribute('data-app', /.+/);
  await page.locator('#bsearch-nmax-value').fill('104');
  await page.locator('#bsearch-nmax-value').press('Enter');
  await expect(figure).toHaveAttribute('data-solved', '104', { timeout: 60_000 });
  await expect(page.locator('#bsearch-sawtooth-status')).toContainText(
    ': n = 1…100 when this site was built, then n = 101…104 in this browser\'s worker, ');
  await page.locator('#bsearch-inspect').fill('101');
  await expect(page.locator('#bsearch-readout')).toContainText('n = 101:');
  await expect(page.locator('#bsearch-readout-return')).toContainText('/');
});

test('raising the largest n continues the chain to 128', async ({ page }) => {
  await page.goto('/bsearch?n=1&nmax=16');
  const figure = page.locator('#bsearch-sawtooth');
  await expect(figure).toHaveAttribute('data-solved', '16', { timeout: 60_000 });
  await page.locator('#bsearch-nmax-value').fill('128');
  await page.locator('#bsearch-nmax-value').press('Enter');
  await expect(page).toHaveURL(/nmax=128/);
  await expect(figure).toHaveAttribute('data-solved', '128', { timeout: 120_000 });
  await expect(page.locator('#bsearch-sawtooth .pt')).toHaveCount(128);
  // Stopping and continuing: lower the maximum, it shows fewer points without solving again.
  await page.locator('#bsearch-nmax-value').fill('32');
  await page.locator('#bsearch-nmax-value').press('Enter');
  await expect(page.locator('#bsearch-sawtooth .pt')).toHaveCount(32);
  await expect(figure).toHaveAttribute('data-solved', '128');
});

test('the sawtooth can be stopped and continued', async ({ page }) => {
  await page.goto('/bsearch?n=1&nmax=200');
  const figure = page.locator('#bsearch-sawtooth');
  await expect(figure).toHaveAttribute('data-solved', /^1[3-9]\d$/, { timeout: 60_000 });
  await page.locator('#bsearch-sawtooth-title').locator('xpath=..').locator('.progress button.cancel').click();
  await expect(page.locator('#bsearch-sawtooth-cancelled')).toContainText('Stopped after n = ');
  const stoppedAt = Number(await figure.getAttribute('data-solved'));
  expect(stoppedAt).toBeLessThan(200);
  await page.waitForTimeout(500);
  await expect(figure).toHaveAttribute('data-solved', String(stoppedAt));
  await page.locator('#bsearch-sawtooth-compute').click();
  await expect(figure).toHaveAttribute('data-solved', '200', { timeout: 120_000 });
  await expect(page.locator('#bsearch-sawtooth .pt')).toHaveCount(200);
});

test('n = 13 shows the 13 trees and the post\'s mixture reaches the value', async ({ page }) => {
  await page.goto('/bsearch?n=13&nmax=16');
  await expect(page.locator('#bsearch-trees > li')).toHaveCount(13, { timeout: 60_000 });
  await expect(page.locator('#bsearch-trees svg').first()).toHaveAttribute('aria-label', /first guess 7/);
  await expect(page.locator('#bsearch-trees > li').first()).toContainText('29/76');
  await expect(page.locator('#bsearch-post-mixture')).toContainText("the post's mixture is optimal for Bob");
  await expect(page.locator('#bsearch-alice .bar')).toHaveCount(13);
  await expect(page.locator('#bsearch-first-guess .bar')).toHaveCount(13);
  await page.screenshot({ path: 'tests/e2e/screens/bsearch-n13.png', fullPage: true });
  // At n = 5 the post's 2/(n+2) conjecture fails; the page says so and offers n = 13.
  await page.locator('#bsearch-n-value').fill('5');
  await page.locator('#bsearch-n-value').press('Enter');
  await expect(page).toHaveURL(/n=5/);
  await expect(page.locator('#bsearch-value-exact')).toHaveText('20/9');
  await expect(page.locator('#bsearch-conjecture')).toContainText('Not optimal');
  await page.locator('#bsearch-show-13').click();
  await expect(page).toHaveURL(/n=13/);
  await expect(page.locator('#bsearch-post-mixture')).toContainText('optimal for Bob');
});

test('playing rounds as Bob and as Alice updates the tally', async ({ page }) => {
  await page.goto('/bsearch?n=20&nmax=16');
  await page.locator('#bsearch-new-round').click();
  // Plain bisection on the interval the page reports.
  for (let i = 0; i < 20 && !(await page.locator('#bsearch-round-result').isVisible()); i++) {
    const label = await page.locator('label[for="bsearch-guess"]').textContent();
    const [, lo, hi] = label.match(/between (\d+) and (\d+)/).map(Number);
    await page.locator('#bsearch-guess').fill(String(Math.floor((lo + hi) / 2)));
    await page.locator('#bsearch-guess-button').click();
  }
  await expect(page.locator('#bsearch-round-result')).toContainText("Found Alice's key");
  await expect(page.locator('#bsearch-tally')).toContainText('You as Bob: 1 round,');
  // Junk guesses get a message, not a crash.
  await page.locator('#bsearch-new-round').click();
  await page.locator('#bsearch-guess').fill('99');
  await page.locator('#bsearch-guess-button').click();
  await expect(page.locator('#bsearch-play-error')).toHaveText('Type a whole number from 1 to 20.');
  // Switch sides: hide key 1 from Bob.
  await page.locator('#bsearch-as-alice').check();
  await expect(page).toHaveURL(/play=alice/);
  await page.locator('#bsearch-key').fill('1');
  await page.locator('#bsearch-hide').click();
  await expect(page.locator('#bsearch-round-result')).toContainText('so he pays you $');
  await page.locator('#bsearch-hide').click();
  await expect(page.locator('#bsearch-tally')).toContainText('You as Alice: 2 rounds');
  await expect(page.locator('#bsearch-tally')).toContainText('You as Bob: 1 round,');
});

test('the URL restores the view', async ({ page }) => {
  await page.goto('/bsearch?n=7&nmax=32&play=alice');
  await expect(page.locator('#bsearch-n')).toHaveValue('7');
  await expect(page.locator('#bsearch-nmax')).toHaveValue('32');
  await expect(page.locator('#bsearch-as-alice')).toBeChecked();
  await expect(page.locator('#bsearch-ballmer-answer')).toContainText('Decline', { timeout: 60_000 });
  await page.locator('#bsearch-n-value').fill('9');
  await page.locator('#bsearch-n-value').press('Enter');
  await expect(page).toHaveURL(/n=9/);
  await page.reload();
  await expect(page.locator('#bsearch-n')).toHaveValue('9');
  await expect(page.locator('#bsearch-game-title')).toHaveText('The game with n = 9');
  await expect(page.locator('#bsearch-as-alice')).toBeChecked();
  await expect(page.locator('.notice')).toHaveCount(0);
});

test('bad parameters fall back with a notice', async ({ page }) => {
  for (const [query, shown] of [['n=0&nmax=16', 'n=0'], ['n=abc&nmax=16', 'n=abc'], ['n=100000&nmax=16', 'n=100000'],
    ['nmax=5', 'nmax=5'], ['play=carol&nmax=16', 'carol']]) {
    await page.goto(`/bsearch?${query}`);
    await expect(page.locator('.notice-info')).toContainText(shown);
    await expect(page.locator('#bsearch-game-title')).toHaveText('The game with n = 100');
  }
  await expect(page.locator('#bsearch-value-exact')).toContainText('/', { timeout: 60_000 });
});

test('the page fits a 375 px phone @phone-only', async ({ page }) => {
  await page.goto('/bsearch?n=13&nmax=32');
  await expect(page.locator('#bsearch-sawtooth')).toHaveAttribute('data-solved', '32', { timeout: 60_000 });
  await expect(page.locator('#bsearch-trees > li')).toHaveCount(13, { timeout: 60_000 });
  await expectFitsPhone(page);
  await page.screenshot({ path: 'tests/e2e/screens/bsearch-phone.png', fullPage: true });
  for (const [name, selector] of [['sawtooth', '#bsearch-sawtooth'], ['game', '#bsearch-game-title'],
    ['trees', '#bsearch-trees'], ['claims', '#bsearch-conjecture'], ['play', '#bsearch-tally']]) {
    await page.locator(selector).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `tests/e2e/screens/bsearch-phone-${name}.png` });
  }
});

// The precomputed table, read here independently of the app: which n have Alice ahead, and
// whether each complete octave 2^k..2^(k+1)-1 has its lowest return at 2^k and Alice ahead on
// exactly one final stretch (the post's reading). Exact comparisons with BigInt fractions.
async function readTable(page) {
  const response = await page.request.get('/static/bsearch/values.json');
  expect(response.ok()).toBe(true);
  const { values } = await response.json();
  const ret = values.map((text, i) => {
    const [p, q = '1'] = text.split('/');
    const k = BigInt(Math.floor(Math.log2(i + 1)));
    return { n: i + 1, p: BigInt(p) - k * BigInt(q), q: BigInt(q) }; // v(n) - k = p/q, q > 0
  });
  const less = (a, b) => a.p * b.q < b.p * a.q;
  const runs = (ns) => {
    const out = [];
    for (const n of ns) {
      if (out.length && out.at(-1)[1] + 1 === n) out.at(-1)[1] = n;
      else out.push([n, n]);
    }
    return out;
  };
  const text = (rs) => rs.map(([a, b]) => (a === b ? `${a}` : `${a}–${b}`)).join(', ');
  const ahead = runs(ret.filter((r) => r.p > 0n).map((r) => r.n));
  const failing = [];
  for (let from = 1; from * 2 - 1 <= ret.length; from *= 2) {
    const octave = ret.slice(from - 1, from * 2 - 1);
    const lowest = octave.reduce((lo, r) => (less(r, lo) ? r : lo));
    const mine = runs(octave.filter((r) => r.p > 0n).map((r) => r.n));
    const holds = lowest.n === from && mine.length === 1 && mine[0][1] === from * 2 - 1;
    if (!holds) failing.push(`${from}–${from * 2 - 1}`);
  }
  return { nMax: values.length, ahead: text(ahead), failing, ret };
}

test('the precomputed sawtooth is drawn to the table\'s end, with where Alice is ahead', async ({ page }) => {
  await page.goto('/bsearch?n=1&nmax=16');
  const table = await readTable(page);
  expect(table.nMax).toBeGreaterThanOrEqual(150);
  await expect(page.locator('#bsearch-far-title')).toHaveText(`Further: every n to ${table.nMax}, and where Alice is ahead`);
  // Readers get what was done in words, not a command line or a repository path.
  await expect(page.locator('#bsearch-far')).toContainText('certified the same way');
  await expect(page.locator('#bsearch-far')).not.toContainText(/snipelab|--|static\//);
  await expect(page.locator('#bsearch-far-chart-canvas')).toHaveAttribute('data-draw-count', /\d+/);
  await expect(page.locator('#bsearch-far-chart-canvas')).toHaveAttribute('aria-label', new RegExp(`n = 1 to ${table.nMax}`));
  // The page's statement matches the independent reading of the file.
  await expect(page.locator('#bsearch-ahead')).toContainText(`for n = ${table.ahead} (of n = 1 to ${table.nMax})`);
  if (table.failing.length === 0) {
    await expect(page.locator('#bsearch-reading')).toContainText('it holds in every complete octave');
  } else {
    await expect(page.locator('#bsearch-reading')).toContainText(`it fails in the octave${table.failing.length > 1 ? 's' : ''} n = ${table.failing.join(', ')}`);
  }
  await expect(page.locator('#bsearch-octaves tbody tr')).toHaveCount(Math.floor(Math.log2(table.nMax)) + 1);
  // n = 2 and 3 are a whole octave where Alice is ahead: v(2) = 3/2, v(3) = 5/3.
  await expect(page.locator('#bsearch-octaves tbody tr[data-k="1"]')).toContainText('n = 2: 1/2 ≈ +0.500000');
  // Every "n = m: …" cell of the table agrees in sign with the file; a zero return is called
  // exactly fair (n = 4 is), never "0 ≈ +0.000000".
  const cells = await page.locator('#bsearch-octaves tbody td').allTextContents();
  let checked = 0;
  for (const cell of cells) {
    const m = /^n = (\d+): (.*)$/.exec(cell.trim());
    if (!m) continue;
    const r = table.ret[Number(m[1]) - 1];
    if (r.p === 0n) expect(m[2]).toBe('0, exactly fair');
    else expect(m[2]).toMatch(r.p > 0n ? /≈ \+/ : /≈ −|≈ -/);
    checked += 1;
  }
  expect(checked).toBeGreaterThan(10);
  expect(table.ret[3].p).toBe(0n);
  await expect(page.locator('#bsearch-octaves tbody tr[data-k="2"]')).toContainText('n = 4: 0, exactly fair');
  await page.locator('#bsearch-far').scrollIntoViewIfNeeded();
  await page.locator('#bsearch-far').screenshot({ path: 'tests/e2e/screens/bsearch-far.png' });
  // The readout of the live sawtooth says "1 round", not "1 rounds".
  await page.locator('#bsearch-inspect').fill('1');
  await expect(page.locator('#bsearch-readout')).toContainText('n = 1:');
  await expect(page.locator('#bsearch-readout')).not.toContainText(/\b1 (rounds|trees|keys)\b/);
});

test('the precomputed section fits a 375 px phone @phone-only', async ({ page }) => {
  await page.goto('/bsearch?n=1&nmax=16');
  await expect(page.locator('#bsearch-far-chart-canvas')).toHaveAttribute('data-draw-count', /\d+/);
  await expect(page.locator('#bsearch-octaves tbody tr').first()).toBeVisible();
  await expectFitsPhone(page);
  await page.locator('#bsearch-far').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `tests/e2e/screens/bsearch-far-${test.info().project.name}.png` });
  await page.locator('#bsearch-octaves').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `tests/e2e/screens/bsearch-octaves-${test.info().project.name}.png` });
});
