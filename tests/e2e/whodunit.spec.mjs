// The whodunit page: the posts' puzzles (seeds 001_… and 000_…) checked against a brute force
// written here in JavaScript, independent of the library: every guilty suspect lies, every
// innocent one tells the truth, so a statement fits an assignment when its truth equals its
// speaker's innocence; "X could claim S" is true when S's truth equals X's innocence.
import { test, expect, expectFitsPhone } from './fixtures.mjs';

/** Every assignment (array of guilt) of n suspects consistent with all statements but `skip`. */
function solutions(n, statements, skip = -1) {
  const out = [];
  for (let a = 0; a < 1 << n; a++) {
    const g = [...Array(n)].map((_, x) => ((a >> x) & 1) === 1);
    if (statements.every(([speaker, holds], i) => i === skip || holds(g) === !g[speaker])) out.push(g);
  }
  return out;
}

/** "Alice, Bob and Carol", as the page joins names. */
function names(all, g) {
  const guilty = all.filter((_, x) => g[x]);
  if (guilty.length === 0) return 'nobody';
  if (guilty.length === 1) return guilty[0];
  return `${guilty.slice(0, -1).join(', ')} and ${guilty[guilty.length - 1]}`;
}

const claim = (g, x, s) => s === !g[x];
// Paul, Quinn, Ray, Steve, Ted = 0..4, the post's five statements.
const PAUL = ['Paul', 'Quinn', 'Ray', 'Steve', 'Ted'];
const PAUL_STATEMENTS = [
  [0, (g) => !g[3] && !g[4]],
  [1, (g) => !g[2] && g[0]],
  [2, (g) => !g[4] || g[3]],
  [3, (g) => !g[0] && g[1]],
  [4, (g) => !g[1] && g[0]],
];
// Alice, Bob, Charlie, David, Zoe: "B could claim that I did it", then Zoe's count.
const ALICE = ['Alice', 'Bob', 'Charlie', 'David', 'Zoe'];
const aliceStatements = (k) => [
  ...[0, 1, 2, 3].map((x) => [x, (g) => claim(g, x + 1, g[x])]),
  [4, (g) => g.filter((guilty) => !guilty).length >= k],
];

test('Paul\'s puzzle from the gallery: Paul and Steve; the table shrinks statement by statement', async ({ page }) => {
  const expected = solutions(5, PAUL_STATEMENTS);
  expect(expected.length).toBe(1);
  await page.goto('/');
  await page.locator('.card[data-slug="whodunit"] a').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Whodunit puzzles' })).toBeVisible();
  await expect(page.locator('#whodunit-statement-1')).toHaveText('Paul says, “Neither Steve nor Ted was in on it.”');
  // The reader tries first: the answer waits for "Reveal the answer".
  await expect(page.locator('#whodunit-verdict-solver')).toHaveCount(0);
  await page.locator('#whodunit-reveal').click();
  await expect(page).toHaveURL(/reveal=1/);
  await expect(page.locator('#whodunit-verdict-solver'))
    .toHaveText(`One solution: ${names(PAUL, expected[0])} were in on it.`);
  await expect(page.locator('#whodunit-needed')).toContainText('Every statement is needed');
  await expect(page.locator('#whodunit-survivors')).toHaveAttribute('data-count', '32');
  await expect(page.locator('section:has(#whodunit-table-title)')).toContainText('Each row is one of the 32 (2⁵) ways to choose the guilty');
  // Apply statements one at a time, in the order 3, 1, 5, 2, 4, comparing with the brute force.
  const applied = [];
  for (const k of [3, 1, 5, 2, 4]) {
    await page.locator(`#whodunit-apply-${k}`).check();
    applied.push(k - 1);
    const count = solutions(5, PAUL_STATEMENTS.filter((_, i) => applied.includes(i))).length;
    await expect(page.locator('#whodunit-survivors')).toHaveAttribute('data-count', String(count));
  }
  await expect(page.locator('#whodunit-survivors')).toHaveAttribute('data-count', '1');
  await expect(page.locator('#whodunit-survivors')).toHaveText('1 of 32 assignments survives 5 statements.');
  await expect(page.locator('#whodunit-table tbody tr')).toHaveCount(1);
  await expect(page.locator('#whodunit-table tbody tr.solution')).toHaveCount(1);
  await expect(page).toHaveURL(/filter=1%2C2%2C3%2C4%2C5|filter=1,2,3,4,5/);
  // Unticking one statement brings rows back; "Apply statement 1" then applies it again.
  await page.locator('#whodunit-apply-1').uncheck();
  const without1 = solutions(5, PAUL_STATEMENTS, 0).length;
  await expect(page.locator('#whodunit-survivors')).toHaveAttribute('data-count', String(without1));
  await page.locator('#whodunit-apply-next').click();
  await expect(page.locator('#whodunit-survivors')).toHaveAttribute('data-count', '1');
  await page.screenshot({ path: 'tests/e2e/screens/whodunit-desktop.png', fullPage: true });
});

test('removing a statement of Paul\'s puzzle shows the assignments that appear', async ({ page }) => {
  await page.goto('/whodunit?reveal=1');
  for (const k of [1, 2, 3, 4, 5]) {
    await page.locator('#whodunit-without').selectOption(String(k));
    const appearing = solutions(5, PAUL_STATEMENTS, k - 1).length - 1;
    expect(appearing).toBeGreaterThan(0);
    await expect(page.locator('#whodunit-removed')).toHaveAttribute('data-count', String(appearing));
    await expect(page.locator('#whodunit-appearing li')).toHaveCount(appearing);
  }
  await expect(page).toHaveURL(/without=5/);
  // The third statement ("if Ted, then so was Steve"): the brute force's extra assignments, by name.
  await page.locator('#whodunit-without').selectOption('3');
  const extra = solutions(5, PAUL_STATEMENTS, 2).filter((g) => !(g[0] && g[3] && !g[1] && !g[2] && !g[4]));
  await expect(page.locator('#whodunit-appearing li')).toHaveText(extra.map((g) => `${names(PAUL, g)} guilty`));
});

test('Alice\'s puzzle: all five guilty; Problem 2: two solutions; only David and Zoe needed', async ({ page }) => {
  const one = solutions(5, aliceStatements(1));
  const two = solutions(5, aliceStatements(2));
  expect(one.length).toBe(1);
  expect(two.length).toBe(2);
  await page.goto('/whodunit');
  await page.locator('#whodunit-tab-alice').click();
  await expect(page).toHaveURL(/puzzle=alice(&|$)/);
  await page.locator('#whodunit-reveal').click();
  await expect(page.locator('#whodunit-verdict-solver'))
    .toHaveText(`One solution: ${names(ALICE, one[0])} were in on it.`);
  // Needed: removing the statement lets in a new assignment (the brute force, statement by statement).
  const needed = [0, 1, 2, 3, 4].filter((i) => solutions(5, aliceStatements(1), i).length > 1).map((i) => i + 1);
  expect(needed).toEqual([4, 5]);
  await expect(page.locator('#whodunit-needed')).toContainText('Needed: statements 4 and 5.');
  await expect(page.locator('#whodunit-needed')).toContainText('Not needed: statements 1, 2 and 3 (removing any one of them alone lets in nothing new).');
  await page.locator('#whodunit-tab-alice-two').click();
  await expect(page.locator('#whodunit-statement-5')).toContainText('At least two of us are innocent');
  // Problem 2 has two answers: marking either one is right.
  await expect(page.locator('#whodunit-verdict-solver')).toHaveCount(0);
  for (let x = 0; x < 5; x++) if (two[0][x]) await page.locator(`#whodunit-mark-${x + 1}`).click();
  await page.locator('#whodunit-check').click();
  await expect(page.locator('#whodunit-verdict')).toHaveText('Right: that is one of the 2 assignments consistent with every statement.');
  await page.locator('#whodunit-reveal').click();
  await expect(page.locator('#whodunit-revealed')).toHaveText(`The 2 answers: ${two.map((g) => names(ALICE, g)).join('; or ')}.`);
  await expect(page.locator('#whodunit-verdict-solver')).toHaveAttribute('data-count', '2');
  await expect(page.locator('#whodunit-solutions li')).toHaveText(two.map((g) => `${names(ALICE, g)} guilty`));
  await page.locator('#whodunit-apply-all').click();
  await expect(page.locator('#whodunit-survivors')).toHaveAttribute('data-count', '2');
});

test('the posts\' puzzles open with the answer hidden: mark, check, then reveal', async ({ page }) => {
  const expected = solutions(5, PAUL_STATEMENTS)[0];
  await page.goto('/whodunit');
  await expect(page.locator('.whodunit-statements li')).toHaveCount(5);
  await expect(page.locator('#whodunit-verdict-solver')).toHaveCount(0);
  await expect(page.locator('#whodunit-table')).toHaveCount(0);
  await expect(page.locator('#whodunit-revealed')).toHaveCount(0);
  // A wrong guess first: Paul alone (the answer is Paul and Steve).
  await page.locator('#whodunit-mark-1').click();
  await page.locator('#whodunit-check').click();
  const wrong = expected.filter((g, x) => g !== (x === 0)).length;
  await expect(page.locator('#whodunit-verdict')).toHaveText(`Not yet: ${wrong} of the 5 suspects ${wrong === 1 ? 'is' : 'are'} marked wrongly.`);
  await page.locator('#whodunit-mark-4').click();
  await page.locator('#whodunit-check').click();
  await expect(page.locator('#whodunit-verdict')).toHaveText('Right: that is the only assignment consistent with every statement.');
  await page.screenshot({ path: `tests/e2e/screens/whodunit-try-first-${test.info().project.name}.png`, fullPage: true });
  await page.locator('#whodunit-reveal').click();
  await expect(page.locator('#whodunit-revealed')).toHaveText(`The answer: ${names(PAUL, expected)}.`);
  await expect(page.locator('#whodunit-verdict-solver')).toHaveText(`One solution: ${names(PAUL, expected)} were in on it.`);
  await expect(page.locator('#whodunit-reveal')).toHaveCount(0);
});

test('a link of 4,000 bad filter entries gets one notice that counts them', async ({ page }) => {
  const zeros = Array(4000).fill('0').join(',');
  await page.goto(`/whodunit?filter=${zeros}`);
  const notices = page.locator('.notice-info');
  await expect(notices).toHaveCount(1);
  await expect(notices).toContainText('ignoring 4,000 entries, the first 0.');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(5000);
});

test('a generated puzzle: mark, check, reveal; the solver agrees; the URL restores it', async ({ page }) => {
  await page.goto('/whodunit');
  await page.locator('#whodunit-tab-new').click();
  await page.locator('#whodunit-suspects').selectOption('8');
  await page.locator('#whodunit-seed').fill('2024');
  await expect(page).toHaveURL(/puzzle=new&n=8&difficulty=0&seed=2024/);
  await expect(page.locator('.whodunit-statements li')).toHaveCount(8);
  await expect(page.locator('#whodunit-generated')).toContainText('Generated in');
  // The answer stays hidden until revealed.
  await expect(page.locator('#whodunit-verdict-solver')).toHaveCount(0);
  const statements = await page.locator('.whodunit-statements li').allTextContents();
  await page.locator('#whodunit-mark-1').click();
  await expect(page.locator('#whodunit-mark-1')).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.locator('.whodunit-statements li')).toHaveText(statements);
  await expect(page.locator('#whodunit-mark-1')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#whodunit-seed')).toHaveValue('2024');
  await page.locator('#whodunit-reveal').click();
  const answer = (await page.locator('#whodunit-revealed').textContent()).replace(/^The answer: |\.$/g, '');
  // The solver (not the generator) finds exactly that answer, and every statement needed.
  await expect(page.locator('#whodunit-verdict-solver')).toContainText(`One solution: ${answer} w`);
  await expect(page.locator('#whodunit-needed')).toContainText('Every statement is needed');
  await page.locator('#whodunit-apply-all').click();
  await expect(page.locator('#whodunit-survivors')).toHaveAttribute('data-count', '1');
  // Mark exactly the answer: right. Then one more: wrong by one.
  const suspects = ['Alice', 'Bob', 'Carol', 'Dave', 'Erin', 'Frank', 'Grace', 'Heidi'];
  const guilty = suspects.map((name) => new RegExp(`\\b${name}\\b`).test(answer));
  for (let x = 0; x < 8; x++) {
    const pressed = (await page.locator(`#whodunit-mark-${x + 1}`).getAttribute('aria-pressed')) === 'true';
    if (pressed !== guilty[x]) await page.locator(`#whodunit-mark-${x + 1}`).click();
  }
  await page.locator('#whodunit-check').click();
  await expect(page.locator('#whodunit-verdict')).toHaveClass(/whodunit-right/);
  const innocent = guilty.indexOf(false);
  await page.locator(`#whodunit-mark-${innocent + 1}`).click();
  await page.locator('#whodunit-check').click();
  await expect(page.locator('#whodunit-verdict')).toHaveText('Not yet: 1 of the 8 suspects is marked wrongly.');
  // "New puzzle" draws another seed.
  await page.locator('#whodunit-new').click();
  await expect(page).not.toHaveURL(/seed=2024/);
  await expect(page.locator('#whodunit-reveal')).toBeVisible();
  await page.screenshot({ path: 'tests/e2e/screens/whodunit-new.png', fullPage: true });
});

test('the Check verdict lives in the URL: a shared link shows the same verdict', async ({ page, context }) => {
  await page.goto('/whodunit?puzzle=new&n=5&difficulty=0&seed=7');
  await page.locator('#whodunit-mark-1').click();
  await page.locator('#whodunit-mark-3').click();
  await page.locator('#whodunit-check').click();
  await expect(page).toHaveURL(/guess=1,3&checked=1|guess=1%2C3&checked=1/);
  const verdict = await page.locator('#whodunit-verdict').textContent();
  const shared = await context.newPage();
  await shared.goto(page.url());
  await expect(shared.locator('#whodunit-verdict')).toHaveText(verdict);
  // The verdict agrees with the revealed answer, counted here: marks 1 and 3 against it.
  await shared.locator('#whodunit-reveal').click();
  const answer = await shared.locator('#whodunit-revealed').textContent();
  const marks = [true, false, true, false, false];
  const wrong = ['Alice', 'Bob', 'Carol', 'Dave', 'Erin']
    .filter((name, x) => new RegExp(`\\b${name}\\b`).test(answer) !== marks[x]).length;
  const expected = wrong === 0
    ? 'Right: that is the only assignment consistent with every statement.'
    : `Not yet: ${wrong} of the 5 suspects ${wrong === 1 ? 'is' : 'are'} marked wrongly.`;
  await expect(shared.locator('#whodunit-verdict')).toHaveText(expected);
  await shared.screenshot({ path: 'tests/e2e/screens/whodunit-checked.png', fullPage: true });
  // Marks beyond the puzzle's five suspects are not counted.
  await shared.goto('/whodunit?puzzle=new&n=5&difficulty=0&seed=7&guess=1,3,24&checked=1');
  await expect(shared.locator('#whodunit-verdict')).toHaveText(expected);
  // A new mark is not checked yet: the verdict and the URL's check go.
  await shared.locator('#whodunit-mark-2').click();
  await expect(shared).not.toHaveURL(/checked=/);
  await expect(shared.locator('#whodunit-verdict')).toHaveCount(0);
});

test('a typed puzzle: an error at its line and column, then a fix; the URL keeps the text', async ({ page }) => {
  await page.goto('/whodunit?puzzle=own');
  const area = page.locator('#whodunit-text');
  await area.fill('Ann says, “Bea was in on it.”\nBea says, “Ann wasn\'t in on it, bot Cy was.”\nCy says, “I did it.”');
  await expect(page.locator('#whodunit-text-error')).toContainText('line 2, column');
  await expect(page.locator('.whodunit-caret')).toBeVisible();
  await page.locator('.whodunit-editor .notice-error').screenshot({ path: 'tests/e2e/screens/whodunit-own-error.png' });
  // The last valid puzzle (Paul's, the default text) is still shown.
  await expect(page.locator('#whodunit-statement-1')).toContainText('Paul says');
  await area.fill('Ann says, “Bea was in on it.”\nBea says, “Ann wasn\'t in on it, but Cy was.”\nCy says, “At most one of us is guilty.”');
  await expect(page.locator('#whodunit-text-error')).toHaveCount(0);
  const mine = [[0, (g) => g[1]], [1, (g) => !g[0] && g[2]], [2, (g) => g.filter(Boolean).length <= 1]];
  const expected = solutions(3, mine);
  await expect(page.locator('#whodunit-verdict-solver')).toHaveAttribute('data-count', String(expected.length));
  await expect(page.locator('#whodunit-statement-3')).toContainText('Cy says');
  await expect(page).toHaveURL(/puzzle=own&text=/);
  await page.reload();
  await expect(page.locator('#whodunit-statement-2')).toContainText('Bea says');
  await expect(page.locator('#whodunit-verdict-solver')).toHaveAttribute('data-count', String(expected.length));
  await page.screenshot({ path: 'tests/e2e/screens/whodunit-own.png', fullPage: true });
});

test('a typed puzzle of 14 suspects is solved in the worker', async ({ page }) => {
  const n = 14;
  const who = [...Array(n)].map((_, i) => `S${'abcdefghijklmnop'[i]}`);
  // Each says the next one lied; the last says at least three of us are guilty.
  const text = who.map((name, i) => (i + 1 < n
    ? `${name} says, “${who[i + 1]} wasn't in on it.”`
    : `${name} says, “At least three of us are guilty.”`)).join('\n');
  const mine = who.map((_, i) => [i, i + 1 < n ? (g) => !g[i + 1] : (g) => g.filter(Boolean).length >= 3]);
  const expected = solutions(n, mine);
  await page.goto(`/whodunit?puzzle=own&text=${encodeURIComponent(text)}`);
  await expect(page.locator('#whodunit-verdict-solver')).toHaveAttribute('data-count', String(expected.length), { timeout: 60_000 });
  await expect(page.locator('#whodunit-no-table')).toContainText('No truth table for 14 suspects');
  if (expected.length === 1) {
    await expect(page.locator('#whodunit-verdict-solver')).toContainText(names(who, expected[0]));
  }
});

for (const [query, notice] of [
  ['puzzle=zzz', 'puzzle=zzz, which is not one of'],
  ['puzzle=new&n=99', 'n=99, which is not a number from 3 to 8'],
  ['filter=1,x', 'ignoring x'],
  ['puzzle=own&text=Hello+there', 'does not read as a puzzle (line 1'],
]) {
  test(`a bad link (${query}) falls back with a notice`, async ({ page }) => {
    await page.goto(`/whodunit?${query}`);
    await expect(page.locator('.notice-info')).toContainText(notice);
    await expect(page.locator('.whodunit-statements li').first()).toBeVisible();
  });
}

test('link entries beyond the puzzle are ignored with a notice naming them', async ({ page }) => {
  // Paul's puzzle has 5 statements: statement 6 and "without 7" cannot apply.
  await page.goto('/whodunit?filter=1,6&without=7');
  const notices = page.locator('.notice-info');
  await expect(notices.filter({ hasText: 'filter=1,6, but this puzzle has only 5 statements; ignoring 6.' })).toHaveCount(1);
  await expect(notices.filter({ hasText: 'without=7, but this puzzle has only 5 statements; ignoring it.' })).toHaveCount(1);
  // What is within the puzzle still applies.
  await expect(page.locator('#whodunit-apply-1')).toBeChecked();
  await expect(page.locator('#whodunit-without')).toHaveValue('0');
  // Applying another statement rewrites the link without the ignored entries.
  await page.locator('#whodunit-apply-2').check();
  await expect(page).toHaveURL(/filter=1(%2C|,)2(&|$)/);
  await expect(notices.filter({ hasText: 'ignoring 6' })).toHaveCount(0);
  await expect(notices.filter({ hasText: 'without=7' })).toHaveCount(1);
  // A generated puzzle of 5 suspects has no suspect 7 to mark.
  await page.goto('/whodunit?puzzle=new&n=5&seed=3&guess=1,7');
  await expect(notices.filter({ hasText: 'guess=1,7, but this puzzle has only 5 suspects; ignoring 7.' })).toHaveCount(1);
});

test('the whodunit page fits a 375 px phone @phone-only', async ({ page }, testInfo) => {
  await page.goto('/whodunit?filter=1,3');
  await expect(page.locator('#whodunit-survivors')).toBeVisible();
  await expectFitsPhone(page);
  await page.screenshot({ path: `tests/e2e/screens/whodunit-fit-${testInfo.project.name}.png`, fullPage: true });
  await page.goto('/whodunit?puzzle=new&n=8&seed=7&reveal=1');
  await expect(page.locator('#whodunit-survivors')).toBeVisible();
  await expectFitsPhone(page);
  await page.screenshot({ path: `tests/e2e/screens/whodunit-fit-${testInfo.project.name}-new.png`, fullPage: true });
  await page.screenshot({ path: `tests/e2e/screens/whodunit-fit-${testInfo.project.name}-top.png` });
  await page.locator('.whodunit-table-wrap').screenshot({ path: `tests/e2e/screens/whodunit-fit-${testInfo.project.name}-table.png` });
});
