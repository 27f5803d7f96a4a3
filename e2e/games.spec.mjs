import { test, expect, expectFitsPhone, typeSliderValue } from './fixtures.mjs';

// Independent values: Nim 3,4,5 has value 3 ⊕ 4 ⊕ 5 = 2; Grundy's game g(0..10) is
// 0 0 0 1 0 2 1 0 2 1 0 (OEIS A002188), so 4 + 9 has value 0 ⊕ 1 = 1; crosses is Dawson's
// chess (octal .137), g(1..3) = 1 1 2, period 34; Euclid's game 34,12: a quotient ≥ 2 wins.

async function setPosition(page, game, pos) {
  await page.locator('#games-game').selectOption(game);
  await page.locator('#games-pos').fill(pos);
}

test('from the gallery: Grundy\'s game 4 + 9, the why, and g(0..10,000) in the worker', async ({ page }) => {
  await page.goto('/');
  await page.locator('.card[data-slug="games"] a').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Games of Grundy and minimax' })).toBeVisible();
  await expect(page.locator('#games-verdict')).toContainText('wins with perfect play: the Grundy value is 1');
  await expect(page.locator('#games-xor')).toHaveText('1');
  await expect(page.locator('#games-why')).toContainText('pile of 9');
  // Every winning move leaves value 0.
  const wins = page.locator('#games-moves button[data-outcome="wins"]');
  expect(await wins.count()).toBeGreaterThan(0);
  for (const text of await wins.allTextContents()) expect(text).toContain('leaves g = 0');
  // The why accounts for every winning move listed, the ones that raise a value included
  // (pile 1: 4 → 1 + 3 takes g(4) = 0 to g(1) ⊕ g(3) = 1), and highlights every pile they are in.
  const named = await page.locator('#games-why-moves .games-why-move').allTextContents();
  const listed = await wins.locator('.games-move-name').allTextContents();
  expect(listed).toContain('pile 1: 4 → 1 + 3');
  expect([...named].sort()).toEqual([...listed].sort());
  await expect(page.locator('#games-why-moves')).toContainText('in pile of 4, raising its value from 0 to 1');
  await expect(page.locator('#games-why-moves')).toContainText('in pile of 9, lowering its value from 1 to 0');
  await expect(page.locator('#games-why tr.move-here')).toHaveCount(2);
  await page.locator('#games-why').screenshot({ path: `e2e/screens/games-why-${test.info().project.name}.png` });
  await expect(page.locator('#games-seq-summary')).toContainText('g(0..10,000)', { timeout: 60_000 });
  await expect(page.locator('#games-seq-summary')).toContainText('no period');
  await expect(page.locator('#games-seq-first')).toContainText('g(0..20) = 0 0 0 1 0 2 1 0 2 1 0');
  console.log(`g(0..10,000) of Grundy's game in the worker: ${await page.locator('#games-seq-ms').textContent()} ms`);
  await expect(page.locator('#games-seq-canvas')).toHaveAttribute('data-draw-count', /\d+/);
  // Crosses: the corrected recurrence, period 34.
  await page.locator('#games-seq-crosses').check();
  await expect(page).toHaveURL(/seq=crosses/);
  await expect(page.locator('#games-seq-summary')).toContainText('period 34', { timeout: 60_000 });
  await expect(page.locator('#games-seq-first')).toContainText('g(0..20) = 0 1 1 2 ');
  await typeSliderValue(page, 'games-to', 120);
  await expect(page).toHaveURL(/to=120/);
  await expect(page.locator('#games-corrections')).toContainText('seed_formulas_disagree_with_the_games');
  await page.screenshot({ path: 'e2e/screens/games-desktop.png', fullPage: true });
});

test('play Nim 1,2,3 to the end against perfect play and lose; undo', async ({ page }) => {
  await page.goto('/games?game=nim&pos=1,2,3');
  await expect(page.locator('#games-verdict')).toContainText('loses with perfect play: the Grundy value is 0');
  await page.locator('#games-play').check();
  await expect(page).toHaveURL(/play=1/);
  let played = 0;
  while (played < 10 && (await page.locator('#games-over').count()) === 0) {
    await page.locator('#games-moves button:not([disabled])').first().click();
    played += 1;
    await expect(page.locator('#games-record li')).toHaveCount(2 * played);
    // Perfect play always hands back a zero XOR.
    await expect(page.locator('#games-xor')).toHaveText('0');
  }
  await expect(page.locator('#games-over')).toHaveText('Game over: you lose — perfect play won.');
  // A finished game's verdict takes neither side's colour.
  await expect(page.locator('#games-verdict')).toHaveClass(/\bover\b/);
  await expect(page).toHaveURL(/pos=0%2C0%2C0|pos=0,0,0/);
  await page.locator('#games-undo').click();
  await expect(page.locator('#games-record li')).toHaveCount(2 * played - 2);
  await expect(page.locator('#games-over')).toHaveCount(0);
});

test('the moves played live in the URL: a reload restores the game and its undo', async ({ page }) => {
  await page.goto('/games?game=nim&pos=1,2,3');
  await page.locator('#games-play').check();
  await expect(page).toHaveURL(/play=1/);
  // The positions the reader moved from: undo must return to them.
  const from = [];
  for (let k = 1; k <= 2; k++) {
    await expect(page.locator('#games-moves button:not([disabled])').first()).toBeVisible();
    from.push(new URL(page.url()).searchParams.get('pos'));
    await page.locator('#games-moves button:not([disabled])').first().click();
    await expect(page.locator('#games-record li')).toHaveCount(2 * k);
    // Perfect play always hands back a zero XOR (Bouton), after a reload too.
    await expect(page.locator('#games-xor')).toHaveText('0');
  }
  const record = await page.locator('#games-record li').allTextContents();
  expect(record.map((line) => line.split(':')[0])).toEqual(['You', 'Perfect play', 'You', 'Perfect play']);
  await expect(page).toHaveURL(/[?&]played=/);
  const link = page.url();
  await page.reload();
  await expect(page.locator('#games-record li')).toHaveText(record);
  await expect(page.locator('#games-xor')).toHaveText('0');
  expect(page.url()).toBe(link);
  await page.screenshot({ path: 'e2e/screens/games-record.png', fullPage: true });
  await page.locator('#games-undo').click();
  await expect(page.locator('#games-record li')).toHaveText(record.slice(0, 2));
  expect(new URL(page.url()).searchParams.get('pos')).toBe(from[1]);
  await page.locator('#games-undo').click();
  await expect(page.locator('#games-record')).toHaveCount(0);
  await expect(page.locator('#games-undo')).toBeDisabled();
  expect(new URL(page.url()).searchParams.get('pos')).toBe(from[0]);
  await expect(page).not.toHaveURL(/played=/);
  // A link whose record ends with the reader's move: perfect play answers on arrival.
  await page.goto('/games?game=nim&pos=0,2,3&play=1&played=y~1,2,3~pile%201:%201%20%E2%86%92%200');
  await expect(page.locator('#games-record li')).toHaveText(['You: pile 1: 1 → 0', /^Perfect play: /]);
  await expect(page.locator('#games-xor')).toHaveText('0');
  // A record that is not one of the game's falls back with a notice.
  await page.goto('/games?game=nim&pos=3,4,5&played=y~3,,4~pile');
  await expect(page.locator('.notice-info').first()).toContainText('not a record of Nim: move 1');
  await expect(page.locator('#games-record')).toHaveCount(0);
});

test('a link\'s moves are checked against the rules: the legal ones kept, the bad one named', async ({ page }) => {
  // 1,2,3 → 1,2,0 → 1,1,0 are legal Nim moves; then pile 2 cannot grow from 1 to 5.
  const played = ['y~1,2,3~pile 3: 3 → 0', 'p~1,2,0~pile 2: 2 → 1', 'y~1,1,0~pile 2: 1 → 5'].join(';');
  await page.goto(`/games?game=nim&pos=1,5,0&play=1&played=${encodeURIComponent(played)}`);
  const notices = page.locator('.notice-info');
  await expect(notices.filter({ hasText: 'The link\'s Nim move 3, “pile 2: 1 → 5”, is not a legal move from 1,1,0; showing the position before it (2 moves kept).' })).toHaveCount(1);
  await expect(page.locator('#games-record li')).toHaveText(['You: pile 3: 3 → 0', 'Perfect play: pile 2: 2 → 1']);
  await expect(page.locator('#games-pos')).toHaveValue('1,1,0');
  await expect(page.locator('#games-xor')).toHaveText('0');
  // The kept record still undoes to the reader's move.
  await page.locator('#games-undo').click();
  await expect(page.locator('#games-record')).toHaveCount(0);
  await expect(page.locator('#games-pos')).toHaveValue('1,2,3');
  // A record that does not lead to the link's position: its last move is named.
  await page.goto(`/games?game=nim&pos=3,3,3&played=${encodeURIComponent('y~1,2,3~pile 3: 3 → 0')}`);
  await expect(notices.filter({ hasText: 'move 1, “pile 3: 3 → 0”, leads to 1,2,0, not to 3,3,3; showing the position before it (no moves kept).' })).toHaveCount(1);
  await expect(page.locator('#games-record')).toHaveCount(0);
  await expect(page.locator('#games-pos')).toHaveValue('1,2,3');
  // Tic Tac Toe: a move onto a taken square.
  await page.goto(`/games?game=tictactoe&pos=xo.......&played=${encodeURIComponent('y~x........~cell 1 (row 1, column 1)')}`);
  await expect(notices.filter({ hasText: 'Tic Tac Toe move 1, “cell 1 (row 1, column 1)”, is not a legal move from x........' })).toHaveCount(1);
  await expect(page.locator('#games-pos')).toHaveValue('x........');
});

test('the URL restores a position, and a typed position goes into the URL', async ({ page }) => {
  await page.goto('/games');
  await setPosition(page, 'nim', '3,4,5');
  await expect(page).toHaveURL(/game=nim.*pos=3%2C4%2C5|game=nim.*pos=3,4,5/);
  await expect(page.locator('#games-verdict')).toContainText('the Grundy value is 2');
  await page.reload();
  await expect(page.locator('#games-pos')).toHaveValue('3,4,5');
  await expect(page.locator('#games-game')).toHaveValue('nim');
  await expect(page.locator('#games-verdict')).toContainText('the Grundy value is 2');
  await page.goto('/games?game=euclid&pos=34,12&method=minimax');
  await expect(page.locator('#games-verdict')).toContainText('wins with perfect play');
  await expect(page.locator('#games-method-minimax')).toBeChecked();
});

test('bad positions give messages and the page stays usable', async ({ page }) => {
  await page.goto('/games');
  await setPosition(page, 'nim', '3,-4,5');
  await expect(page.locator('#games-pos-error')).toContainText('At character 3');
  await expect(page.locator('#games-pos-error')).toContainText('no negative sizes');
  await setPosition(page, 'thirty-one', '66666');
  await expect(page.locator('#games-pos-error')).toContainText('At character 5: a fifth 6');
  await setPosition(page, 'grundy', '2000000');
  await expect(page.locator('#games-pos-error')).toContainText('too large: at most 100000');
  await page.locator('#games-pos').fill('4,9');
  await expect(page.locator('#games-pos-error')).toHaveCount(0);
  await expect(page.locator('#games-verdict')).toContainText('the Grundy value is 1');
  // Bad links fall back with a notice.
  await page.goto('/games?game=thirty-one&pos=6666612&from=x&seq=chess');
  await expect(page.locator('.notice-info').first()).toContainText('pos=6666612');
  await expect(page.locator('article')).toContainText('showing 66553 instead');
  await expect(page.locator('#games-verdict')).toBeVisible();
  // An unknown game falls back to Grundy's game, where a pile of 3 has g(3) = 1 (OEIS A002188).
  await page.goto('/games?game=go&pos=3');
  await expect(page.locator('.notice-info').first()).toContainText("unknown game 'go'");
  await expect(page.locator('#games-verdict')).toContainText('the Grundy value is 1');
});

test('minimax trees: 31 near the end, Euclid, Tic Tac Toe; pruning visits fewer nodes; each under 50 ms', async ({ page }) => {
  await page.goto('/games');
  for (const label of ['31 near the end', 'Euclid 34, 12', 'Tic Tac Toe, 4 moves played']) {
    await page.getByRole('button', { name: label }).click();
    await expect(page.locator('#games-tree')).toBeVisible();
    await expect(page.locator('#games-count-minimax')).toHaveText(/^[\d,]+$/, { timeout: 30_000 });
    const num = async (id) => Number((await page.locator(id).textContent()).replaceAll(',', ''));
    const [full, cut, ordered] = [await num('#games-count-minimax'), await num('#games-count-alpha-beta'), await num('#games-count-ordered')];
    expect(cut).toBeLessThan(full);
    expect(ordered).toBeLessThanOrEqual(full);
    const times = {};
    for (const method of ['minimax', 'alpha-beta', 'alpha-beta-ordered']) {
      await page.locator(`#games-method-${method}`).check();
      await expect(page.locator('#games-tree-summary')).toContainText(`${method}:`);
      times[method] = Number(await page.locator('#games-tree-ms').textContent());
      expect(times[method]).toBeLessThan(50);
    }
    await expect(page.locator('#games-tree-summary')).toContainText(`${(await page.locator('#games-count-ordered').textContent())} nodes visited`);
    console.log(`${label}: nodes minimax ${full}, alpha-beta ${cut}, ordered ${ordered}; ms ${JSON.stringify(times)}`);
    await page.locator('#games-method-alpha-beta').check();
    await expect(page.locator('#games-tree .node.pruned').first()).toBeVisible();
    await page.screenshot({ path: `e2e/screens/games-tree-${label.split(' ')[0].toLowerCase()}.png`, fullPage: true });
  }
});

test('the games page fits a 375 px phone @phone', async ({ page }, testInfo) => {
  await page.goto('/games?game=euclid&pos=34,12');
  await expect(page.locator('#games-verdict')).toBeVisible();
  await expect(page.locator('#games-seq-summary')).toContainText('g(0..10,000)', { timeout: 60_000 });
  await expect(page.locator('#games-counts')).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(300);
  await expectFitsPhone(page);
  await page.screenshot({ path: `e2e/screens/games-${testInfo.project.name}-fit.png`, fullPage: true });
});

test('Grundy\'s game at scale: N = 10⁶ in the worker, with progress and Cancel, the statement and the sparse positions @phone', async ({ page }, testInfo) => {
  await page.goto('/games?n=2000');
  const statement = page.locator('#games-scale-statement');
  await expect(statement).toContainText('Up to N = 2,000 this computation found', { timeout: 60_000 });
  await page.locator('#games-scale-n').fill('1,000,000');
  await page.locator('#games-scale-go').click();
  await expect(page).toHaveURL(/[?&]n=1000000/);
  // Progress with Cancel while the worker runs; cancelled, it can be computed again.
  const section = page.locator('section[aria-labelledby="games-scale-title"]');
  await section.locator('.progress .cancel').click();
  await expect(page.locator('#games-scale-cancelled')).toBeVisible();
  await page.locator('#games-scale-compute').click();
  await expect(section.locator('.progress')).toBeVisible();
  await expect(statement).toContainText('Up to N = 1,000,000 this computation found', { timeout: 120_000 });
  console.log(`g(0..10⁶) of Grundy's game by the sparse-space method in the worker (${testInfo.project.name}): ${await page.locator('#games-scale-ms').textContent()} ms`);
  const text = await statement.textContent();
  expect(text).toContain('Achim Flammenkamp\'s table lists 1,287 known sparse values');
  // The statement's count and last position are the listed positions'.
  const m = text.match(/found ([\d,]+) sparse values of Grundy's game; the largest n among them is ([\d,]+) \(g = (\d+)\)/);
  expect(m).not.toBeNull();
  await expect(page.locator('#games-scale-list summary')).toHaveText(`The ${m[1]} sparse positions n (with g(n))`);
  const listed = (await page.locator('#games-scale-list .games-scale-positions').textContent()).split('), ');
  expect(listed.length).toBe(Number(m[1].replaceAll(',', '')));
  expect(listed[0]).toBe('0 (0');
  expect(listed[listed.length - 1]).toBe(`${m[2]} (${m[3]})`);
  await expect(page.locator('#games-scale-canvas')).toHaveAttribute('data-draw-count', /\d+/);
  await section.screenshot({ path: `e2e/screens/games-scale-${testInfo.project.name}.png` });
});

test('Grundy\'s game at scale: bad N in the link or the box gives a notice and a sane view', async ({ page }) => {
  for (const bad of ['abc', '-5', '99999999999', '0']) {
    await page.goto(`/games?n=${bad}`);
    await expect(page.locator('.notice-info').first()).toContainText(`n=${bad}, which is not a number from 1 to 1000000; showing n=100000 instead`);
    await expect(page.locator('#games-scale-statement')).toContainText('Up to N = 100,000 this computation found', { timeout: 60_000 });
  }
  await page.locator('#games-scale-n').fill('ten');
  await page.locator('#games-scale-go').click();
  await expect(page.locator('#games-scale-n-error')).toContainText('“ten” is not a whole number from 1 to 1,000,000.');
  await expect(page.locator('#games-scale-statement')).toContainText('Up to N = 100,000');
});
