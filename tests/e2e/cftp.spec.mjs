// Coupling from the past: the shuffle's chains merge, histograms, exact tilings against the
// library's pinned figures (MacMahon's counts, the ab/bc/ca theorem, the 40×40×40 sample of
// seed 1 with T = 16,384 over 15 runs, as the native CLI gives it), exports, URLs.
import { readFileSync } from 'node:fs';
import { test, expect, setSliderByKeys, typeSliderValue, expectFitsPhone } from './fixtures.mjs';

test('from the gallery: four cards, all 24 chains end in one deck; counters shown', async ({ page }) => {
  await page.goto('/');
  await page.locator('.card[data-slug="cftp"] a').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coupling from the past' })).toBeVisible();
  await expect(page.locator('#cftp-shuffle-coalescence')).toHaveText(/^\d[\d,]*$/);
  const t = Number((await page.locator('#cftp-shuffle-coalescence').textContent()).replace(/,/g, ''));
  // T doubles from 1, so it is a power of two.
  expect(Math.log2(t) % 1).toBe(0);
  // The last frame: every one of the 4! chains shows the sample.
  await page.locator('#cftp-frame').focus();
  await page.locator('#cftp-frame').press('End');
  await expect(page.locator('#cftp-all-distinct')).toHaveText('All 24 chains: one deck, they have all met');
  await expect(page.locator('.cftp-why li').nth(3)).toContainText('see all 24 chains of 4 cards below');
  await expect(page.locator('#cftp-shuffle-time')).toHaveText('0');
  const sample = (await page.locator('#cftp-shuffle-sample').textContent()).split(' ').map(Number);
  expect([...sample].sort()).toEqual([1, 2, 3, 4]);
  // The first frame of the first run: 24 different decks.
  await page.locator('#cftp-frame').press('Home');
  await expect(page.locator('#cftp-all-distinct')).toHaveCount(t === 1 ? 1 : 0);
  // Play steps through the frames to the end.
  await page.locator('#cftp-play').click();
  await expect(page.locator('#cftp-shuffle-time')).toHaveText('0', { timeout: 30_000 });
  await page.screenshot({ path: 'tests/e2e/screens/cftp-desktop.png', fullPage: true });
});

test('histograms: exact samples are uniform; running forward until the chains meet is not', async ({ page }) => {
  await page.goto('/cftp?hn=3&k=6000');
  // Step 5 of "why it is exact" points at what the histogram really draws.
  const step5 = page.locator('.cftp-why li').nth(4);
  await expect(step5).toContainText('Running forward until the chains meet would NOT do');
  await expect(step5).toContainText('The histogram of many shuffles below draws decks both ways');
  // Drawn when the page loads (with the page, for the default view): no click needed.
  await expect(page.locator('#cftp-chi-square')).toContainText('5 degrees of freedom', { timeout: 60_000 });
  const text = await page.locator('#cftp-chi-square').textContent();
  const [, exact, forward] = text.match(/coupling from the past (\d+(?:\.\d+)?), forward until the chains meet (\d+(?:\.\d+)?)/).map(Number);
  // 5 degrees of freedom: P(χ² > 20.5) = 0.001. Forward coupling ends on the sorted or the
  // reversed deck a quarter of the time each, the others an eighth: χ² ≈ 0.125 × 6,000 = 750.
  expect(exact).toBeLessThan(20.5);
  expect(forward).toBeGreaterThan(300);
  const times = await page.locator('#cftp-meeting-times').textContent();
  const [, fromPast, ahead] = times.match(/mean T of ([\d.]+), forward after a mean of ([\d.]+) steps/).map(Number);
  expect(fromPast).toBeGreaterThanOrEqual(1);
  expect(ahead).toBeGreaterThanOrEqual(1);
  await expect(page.locator('#cftp-histogram-chart-canvas')).toHaveAttribute('data-draw-count', /\d+/);
});

test('two cards: both methods are exact, and the page says so', async ({ page }) => {
  await page.goto('/cftp?hn=2&k=1000');
  await expect(page.locator('#cftp-chi-square')).toContainText('(1 degree of freedom,', { timeout: 60_000 });
  await expect(page.locator('#cftp-meeting-times')).toContainText('With two cards both are exact');
  await expect(page.locator('#cftp-meeting-times')).not.toContainText('Only the first is exact');
  await expect(page.locator('.cftp-why li').nth(4)).toContainText('With two cards there is no bias to see');
});

// The post's figure of its draws and its puzzle of the order, recomputed by hand here: the post's
// list after r restarts holds 2^(r+1) − 1 draws; restart r's block (draws 2^r − 1 .. 2^(r+1) − 2)
// is used at times 2^(r+1) − 1 down to 2^r. The Bruhat order of 3 cards has 19 pairs p ≤ q.
test('the order of the draws and the order of the decks: the post\'s figure and puzzle, computed', async ({ page }) => {
  await page.goto('/cftp');
  // The picture comes first: the tiling's section is the first after the seed.
  const headings = await page.locator('article h2').allTextContents();
  expect(headings[0]).toBe('Tiling a hexagon with lozenges');
  expect(headings.at(-1)).toBe('The order of the draws, and the order of the decks');
  await expect(page.locator('#cftp-draws-text')).toContainText('After 5 restarts the list holds 63 draws.');
  await expect(page.locator('#cftp-draws-text')).toContainText('Draw 0, made first, moves the chains at time −1');
  await expect(page.locator('#cftp-draws-text')).toContainText('draws 31–62, made last, move them at times −63 … −32');
  await expect(page.locator('#cftp-draws-chart-canvas')).toHaveAttribute('data-draw-count', /\d+/);
  const rows = page.locator('#cftp-order-census tbody tr');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1).locator('td')).toHaveText(['3', '19', '4', '0', /^[1-9]/]);
  for (let i = 0; i < 4; i++) await expect(rows.nth(i).locator('td.cftp-sort-breaks')).toHaveText('0');
  await expect(page.locator('#cftp-order-verdict')).toContainText('never unorders a pair: the chain is monotone');
  // The example, checked here by the definition: p ≤ q before, not after.
  const witness = await page.locator('#cftp-order-witness').textContent();
  const m = witness.match(/with 3 cards (\d+) ≤ (\d+); swapping the cards at positions (\d) and \d in both gives (\d+) and (\d+)/);
  expect(m).not.toBeNull();
  const below = (p, q) => [1, 2, 3].every((v) => [1, 2, 3].every((r) => {
    const count = (d) => [...d.slice(0, r)].filter((c) => Number(c) >= v).length;
    return count(p) <= count(q);
  }));
  const swap = (d, k) => { const a = [...d]; [a[k - 1], a[k]] = [a[k], a[k - 1]]; return a.join(''); };
  expect(below(m[1], m[2])).toBe(true);
  expect(swap(m[1], Number(m[3]))).toBe(m[4]);
  expect(swap(m[2], Number(m[3]))).toBe(m[5]);
  expect(below(m[4], m[5])).toBe(false);
  await page.locator('section[aria-labelledby="cftp-order-title"]').screenshot({ path: `tests/e2e/screens/cftp-order-${test.info().project.name}.png` });
});

test('tilings: MacMahon counts and ab, bc, ca; sliders, cubes and the URL', async ({ page }) => {
  await page.goto('/cftp?a=2&b=2&c=2&seed=5');
  await expect(page.locator('#cftp-tiling-count')).toHaveText('20', { timeout: 60_000 });
  await expect(page.locator('#cftp-tiling-counts')).toHaveText('4, 4, 4');
  // Keyboard on the slider: a = 3, then b typed: 3×3×2.
  await setSliderByKeys(page, '#cftp-a', 2);
  await expect(page).toHaveURL(/[?&]a=3(&|$)/);
  await typeSliderValue(page, 'cftp-b', 3);
  await expect(page).toHaveURL(/[?&]b=3(&|$)/);
  // MacMahon: the 3×3×2 box holds 175 plane partitions.
  await expect(page.locator('#cftp-tiling-count')).toHaveText('175', { timeout: 60_000 });
  await expect(page.locator('#cftp-tiling-counts')).toHaveText('9, 6, 6');
  await typeSliderValue(page, 'cftp-c', 3);
  await expect(page.locator('#cftp-tiling-count')).toHaveText('980', { timeout: 60_000 });
  const before = await page.locator('#cftp-tiling').innerHTML();
  await page.locator('#cftp-cubes').check();
  await expect(page).toHaveURL(/[?&]cubes=1(&|$)/);
  await expect(page.locator('#cftp-tiling path[data-orientation="Top"]')).toHaveAttribute('fill', '#f0f0f0');
  // The run-by-run pictures: the last run met.
  await expect(page.locator('.cftp-run figcaption').last()).toContainText('met');
  await page.reload();
  await expect(page.locator('#cftp-tiling-count')).toHaveText('980', { timeout: 60_000 });
  await expect(page.locator('#cftp-cubes')).toBeChecked();
  await page.locator('#cftp-cubes').uncheck();
  await expect.poll(() => page.locator('#cftp-tiling').innerHTML()).toBe(before);
});

test('a mouse drag on a slider resamples', async ({ page }) => {
  await page.goto('/cftp?a=3&b=3&c=3');
  await expect(page.locator('#cftp-tiling-count')).toHaveText('980', { timeout: 60_000 });
  await page.locator('#cftp-c').scrollIntoViewIfNeeded();
  const box = await page.locator('#cftp-c').boundingBox();
  await page.mouse.move(box.x + 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.02, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect(page).toHaveURL(/[?&]c=[1-5](&|$)/);
  const c = Number(new URL(page.url()).searchParams.get('c'));
  await expect(page.locator('#cftp-tiling-counts')).toHaveText(`9, ${3 * c}, ${3 * c}`, { timeout: 60_000 });
});

test('the same seed gives the same tiling; a new seed another; typed seeds are checked', async ({ page }) => {
  await page.goto('/cftp?a=6&b=6&c=6&seed=11');
  await expect(page.locator('#cftp-tiling-counts')).toHaveText('36, 36, 36', { timeout: 60_000 });
  const first = await page.locator('#cftp-tiling').innerHTML();
  await page.locator('#cftp-seed').fill('12x4');
  await expect(page.locator('#cftp-seed-error')).toHaveText("Character 3 ('x') of the seed is not a digit.");
  await expect(page).toHaveURL(/[?&]seed=11(&|$)/);
  await page.locator('#cftp-seed').fill('12');
  await expect(page).toHaveURL(/[?&]seed=12(&|$)/);
  await expect(page.locator('#cftp-seed-error')).toHaveCount(0);
  await expect.poll(() => page.locator('#cftp-tiling').innerHTML(), { timeout: 60_000 }).not.toBe(first);
  await page.goto('/cftp?a=6&b=6&c=6&seed=11');
  await expect(page.locator('#cftp-tiling-counts')).toHaveText('36, 36, 36', { timeout: 60_000 });
  expect(await page.locator('#cftp-tiling').innerHTML()).toBe(first);
});

test('PNG and SVG downloads are valid files of the sample', async ({ page }) => {
  await page.goto('/cftp?a=4&b=5&c=6&seed=2');
  await expect(page.locator('#cftp-tiling-counts')).toHaveText('20, 30, 24', { timeout: 60_000 });
  const [svg] = await Promise.all([page.waitForEvent('download'), page.locator('#cftp-download-svg').click()]);
  expect(svg.suggestedFilename()).toBe('tiling-4x5x6.svg');
  const text = readFileSync(await svg.path(), 'utf8');
  expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  // One path per orientation, with 20, 30 and 24 lozenges ("Z" closes each).
  const counts = [...text.matchAll(/data-orientation="(\w+)"[^>]* d="([^"]*)"/g)].map((m) => [m[1], m[2].split('Z').length - 1]);
  expect(counts).toEqual([['Top', 20], ['Left', 30], ['Right', 24]]);
  const [png] = await Promise.all([page.waitForEvent('download'), page.locator('#cftp-download-png').click()]);
  expect(png.suggestedFilename()).toBe('tiling-4x5x6.png');
  const bytes = readFileSync(await png.path());
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  // The PNG decodes in the browser.
  const size = await page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  }, bytes.toString('base64'));
  expect(size[0]).toBeGreaterThan(100);
});

for (const [query, notice] of [
  ['a=0', 'a=0, which is not a number from 1 to 200'],
  ['b=abc', 'b=abc, which is not a number from 1 to 200'],
  ['n=1', 'n=1, which is not a number from 2 to 100'],
  ['seed=-3', 'seed=-3, which is not a number'],
  ['cubes=maybe', 'cubes=maybe, which is neither on nor off'],
  ['a=' + '9'.repeat(400), 'a=' + '9'.repeat(24) + '…'],
]) {
  test(`a bad parameter (${query.slice(0, 20)}) falls back with a notice`, async ({ page }) => {
    await page.goto(`/cftp?${query}`);
    await expect(page.locator('.notice-info')).toContainText(notice);
    await expect(page.locator('#cftp-tiling-counts')).toHaveText(/^\d/, { timeout: 60_000 });
  });
}

// The 40×40×40 box, not the 100×100×100 of the post (that one is timed in the benchmark below,
// which also checks its T). The figures are the native CLI's,
// `snipelab cftp tiling --a 40 --b 40 --c 40 --seed 1` (T = 16,384 after 15 runs) and
// `snipelab cftp count --a 40 --b 40 --c 40` (546 digits): the worker runs the same core.
test('the 40×40×40 hexagon in the worker: seed 1 coalesces at T = 16,384, as natively; the arctic circle', async ({ page }) => {
  await page.goto('/cftp?a=40&b=40&c=40&seed=1&fw=8');
  await expect(page.locator('#cftp-tiling-t')).toHaveText('16,384', { timeout: 60_000 });
  await expect(page.locator('#cftp-tiling-runs')).toHaveText('15');
  await expect(page.locator('#cftp-tiling-counts')).toHaveText('1,600, 1,600, 1,600');
  // MacMahon's count of the 40×40×40 box, shortened on the page.
  await expect(page.locator('#cftp-tiling-count summary')).toHaveText('16414355…63200000 (546 digits)');
  // Computed here, in the browser: timed (the build's own sample says when it was made instead).
  await expect(page.locator('#cftp-tiling-elapsed')).toHaveText(/^\d+\.\d\d s$/);
  const forward = await page.locator('figure:has(#cftp-forward) figcaption').textContent();
  expect(forward).toMatch(/^Forward from the empty box, [\d,]+ sweeps?: [\d,]+ cubes?; the exact sample has [\d,]+, and a uniform tiling averages abc\/2 = 32,000\.$/);
  const ms = Number(await page.locator('#cftp-tiling-elapsed').getAttribute('data-ms'));
  console.log(`40×40×40, seed 1: ${ms} ms from request to result (sample and forward chain)`);
  await page.screenshot({ path: 'tests/e2e/screens/cftp-40.png', fullPage: false });
  await page.locator('#cftp-tiling').screenshot({ path: 'tests/e2e/screens/cftp-40-tiling.png' });
});

// Typing into a slider's number box while a job reports progress used to lose the typed value
// (the Slider re-rendered the box); the shared Slider now keeps the draft until it is committed.
test('a 200×200×200 sample can be cancelled, and computed again', async ({ page }) => {
  await page.goto('/cftp?a=200&b=200&c=200');
  const section = page.locator('section:has(#cftp-tiling-title)');
  await expect(section.locator('.progress-text')).toContainText('T = ');
  await section.locator('button.cancel').click();
  await expect(page.locator('#cftp-tiling-cancelled')).toBeVisible();
  await typeSliderValue(page, 'cftp-a', 2);
  await expect(page).toHaveURL(/[?&]a=2(&|$)/);
  await typeSliderValue(page, 'cftp-b', 2);
  await expect(page).toHaveURL(/[?&]b=2(&|$)/);
  await typeSliderValue(page, 'cftp-c', 2);
  await expect(page).toHaveURL(/[?&]c=2(&|$)/);
  await expect(page.locator('#cftp-tiling-count')).toHaveText('20', { timeout: 60_000 });
});

// A benchmark, not a check: the time goes to BENCHMARKS.md (issue 30's target < 5 s; 3.4–3.7 s
// with the WebAssembly's SIMD, 34–38 s without); asserting it here would fail whenever the
// machine is busy.
test('the 100×100×100 sample in the worker, timed @bench', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/cftp?a=100&b=100&c=100&seed=1&fw=1024');
  await expect(page.locator('#cftp-tiling-t')).toHaveText('131,072', { timeout: 150_000 });
  const ms = Number(await page.locator('#cftp-tiling-elapsed').getAttribute('data-ms'));
  console.log(`bench 100×100×100, seed 1: ${ms} ms (target < 5 s)`);
  expect(ms).toBeGreaterThan(0);
});

test('the coupling-from-the-past page fits a 375 px phone @phone-only', async ({ page }, testInfo) => {
  await page.goto('/cftp?a=8&b=8&c=8');
  await expect(page.locator('#cftp-order-census')).toBeVisible();
  await expect(page.locator('#cftp-tiling-counts')).toHaveText('64, 64, 64', { timeout: 60_000 });
  await expect(page.locator('#cftp-shuffle-coalescence')).toHaveText(/^\d/);
  await expectFitsPhone(page);
  await page.screenshot({ path: `tests/e2e/screens/cftp-${testInfo.project.name}-fit.png`, fullPage: true });
});
