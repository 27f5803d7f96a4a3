import { test, expect } from './fixtures.mjs';

// The page opens on Gobblet Gobblers itself, (3,2,1), whose solve takes a minute: most tests
// use (2,2,1), two sizes of two pieces, moves allowed. The CLI's figures: 252,238 states, a
// draw; X's small piece in the centre (1@4) loses in 14 plies. Squares are named like a chess
// board: a3 is the top left (square 0), b2 the centre (square 4), c1 the bottom right.
const SMALL = '/gobblet?sizes=2&per=2&move=1';

test('the worker solves (2,2,1); a reload finds the table in storage', async ({ page }) => {
  await page.goto('/');
  await page.locator('.card[data-slug="gobblet"] a').click();
  await expect(page).toHaveURL(/\/gobblet/);
  // The page opens on the real game and states its known answer first.
  await expect(page.locator('#gobblet-answer')).toContainText('the first player (X) wins in 13 plies');
  await expect(page.locator('.lede')).toContainText("The post's program solves a chosen rule variant by retrograde analysis");
  await expect(page.locator('label[for="gobblet-file"]')).toContainText('Or load a table file made by the command-line tool, or drop it here');
  await page.goto(`${SMALL}&mode=humans`);
  await expect(page.locator('#gobblet-outcome')).toContainText('Variant (2,2,1): a draw. 252,238 states', { timeout: 60_000 });
  await expect(page.locator('#gobblet-table-note')).toContainText('kept in its storage');
  // Every first move has a value; the draws are the best.
  await expect(page.locator('.gobblet-move')).toHaveCount(18);
  await expect(page.locator('.gobblet-move[data-move="1@4"]')).toContainText('loss in 14');
  await expect(page.locator('.gobblet-move[data-move="1@4"]')).toContainText('small X from hand to centre');
  await expect(page.locator('.gobblet-move.best').first()).toContainText('draw');
  // The table is stored in chunks under a manifest (one chunk for this small table).
  const manifest = await page.evaluate(() => new Promise((resolve, reject) => {
    const open = indexedDB.open('snipelab-gobblet', 1);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const get = open.result.transaction('tables').objectStore('tables').get('2,2,1');
      get.onsuccess = () => { resolve(get.result); open.result.close(); };
    };
  }));
  expect(JSON.parse(manifest)).toEqual({ chunks: 1, bytes: expect.any(Number) });
  /** Reads the stored chunk 0 of (2,2,1) and returns its first 8 bytes as text; with
   * `damage`, flips a bit of its last byte and stores it back. */
  const chunkZero = (damage) => page.evaluate((damage) => new Promise((resolve, reject) => {
    const open = indexedDB.open('snipelab-gobblet', 1);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const store = open.result.transaction('tables', 'readwrite').objectStore('tables');
      const get = store.get('2,2,1#0');
      get.onsuccess = () => {
        const chunk = get.result;
        if (damage) {
          chunk[chunk.length - 1] ^= 1;
          store.put(chunk, '2,2,1#0');
        }
        store.transaction.oncomplete = () => {
          resolve(String.fromCharCode(...chunk.slice(0, 8)));
          open.result.close();
        };
      };
    };
  }), damage);
  // The chunks are the library's checked chunks (`Solution::chunks`).
  expect(await chunkZero(false)).toBe('GOBCHUNK');
  await page.reload();
  await expect(page.locator('#gobblet-table-note')).toHaveText("Table loaded from this browser's storage.");
  await expect(page.locator('#gobblet-outcome')).toContainText('252,238 states');
  // The picker lists the outcome of every variant solved here.
  await expect(page.locator('#gobblet-known')).toContainText('(2,2,1): a draw');
  await page.screenshot({ path: 'tests/e2e/screens/gobblet-desktop.png', fullPage: true });
  // A damaged stored chunk is refused (its checksum fails) and the table is solved again.
  await chunkZero(true);
  await page.reload();
  await expect(page.locator('#gobblet-table-note')).toContainText('Solved in this browser', { timeout: 60_000 });
  await expect(page.locator('.gobblet-move')).toHaveCount(18);
});

test('against perfect play, a losing position is lost', async ({ page }) => {
  // X has just played 1@4 (a loss in 14); perfect play answers for O.
  await page.goto(`${SMALL}&mode=x&moves=1@4`);
  await expect(page.locator('#gobblet-status')).toContainText('X to move. O can force a win in 12 plies.', { timeout: 60_000 });
  await expect(page).toHaveURL(/moves=1%404%2C|moves=1@4,/);
  // Play by clicking: pick a piece from the hand; its legal targets light up, coloured (all losses).
  await page.locator('#gobblet-hand-x-2').click();
  await expect(page.locator('.gobblet-square.target').first()).toBeVisible();
  await expect(page.locator('.gobblet-square.target.val-win')).toHaveCount(0);
  const target = page.locator('.gobblet-square.target.val-loss').first();
  await target.click();
  // Then keep playing the best (slowest) loss from the list until the game ends.
  for (let i = 0; i < 12; i++) {
    const status = await page.locator('#gobblet-status').textContent();
    if (/wins/.test(status)) break;
    await expect(page.locator('#gobblet-status')).toContainText('X to move', { timeout: 10_000 });
    if (/wins/.test(await page.locator('#gobblet-status').textContent())) break;
    await page.locator('.gobblet-move.best').first().click();
    await expect(page.locator('#gobblet-status')).toContainText(/X to move|wins/, { timeout: 10_000 });
  }
  await expect(page.locator('#gobblet-status')).toHaveText('O wins. You lose.');
  expect(await page.locator('.gobblet-square.winning').count()).toBeGreaterThanOrEqual(3);
  await page.screenshot({ path: 'tests/e2e/screens/gobblet-lost.png', fullPage: true });
});

test('click to play, hidden pieces, undo, redo and rewind', async ({ page }) => {
  await page.goto(`${SMALL}&mode=humans`);
  await expect(page.locator('#gobblet-outcome')).toBeVisible({ timeout: 60_000 });
  const square0 = page.locator('.gobblet-square[data-square="0"]');
  await page.locator('#gobblet-hand-x-1').click();
  await square0.click();
  await expect(square0).toHaveAttribute('aria-label', /square a3: X small/);
  // O gobbles it with a large piece, chosen with the keyboard.
  await page.locator('#gobblet-hand-o-2').focus();
  await page.keyboard.press('Enter');
  await square0.focus();
  await page.keyboard.press('Enter');
  await expect(square0).toHaveAttribute('aria-label', 'square a3: O large, covering X small');
  await expect(page.locator('#gobblet-hand-o-2')).toHaveAttribute('aria-label', 'O large: 1 in hand');
  // Hidden pieces: only the top piece shows.
  await page.locator('#gobblet-hidden').check();
  await expect(page).toHaveURL(/hidden=1/);
  await expect(square0).toHaveAttribute('aria-label', 'square a3: O large');
  // X plays a large piece, then O moves its large piece 0 → 4, uncovering X's small one.
  await page.locator('.gobblet-move[data-move="2@8"]').click();
  await page.locator('.gobblet-move[data-move="0>4"]').click();
  await expect(page.locator('.gobblet-history-move')).toHaveCount(5);
  await page.locator('#gobblet-hidden').uncheck();
  await expect(square0).toHaveAttribute('aria-label', 'square a3: X small');
  await page.locator('#gobblet-undo').click();
  await expect(page).toHaveURL(/at=3/);
  await expect(square0).toHaveAttribute('aria-label', 'square a3: O large, covering X small');
  await page.locator('#gobblet-redo').click();
  await expect(page).toHaveURL(/at=4/);
  // Rewind to the start from the move list; the moves stay for redo.
  await page.locator('.gobblet-history-move', { hasText: 'Start' }).click();
  await expect(page).toHaveURL(/at=0/);
  await expect(square0).toHaveAttribute('aria-label', 'square a3: empty');
  await expect(page.locator('.gobblet-history-move.undone')).toHaveCount(4);
  await page.locator('.gobblet-history-move', { hasText: '2. large O from hand to a3' }).click();
  await expect(square0).toHaveAttribute('aria-label', 'square a3: O large, covering X small');
  // Reload restores the game.
  await page.reload();
  await expect(square0).toHaveAttribute('aria-label', 'square a3: O large, covering X small');
  await expect(page.locator('.gobblet-history-move')).toHaveCount(5);
});

/** Drags with the mouse from the centre of one element to the centre of another. */
async function drag(page, from, to) {
  // The mouse works in the viewport: bring the board (and the hands beside it) into view.
  await page.locator('#gobblet-board').scrollIntoViewIfNeeded();
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
  await page.mouse.up();
}

test('drag a piece from the hand and across the board', async ({ page }) => {
  await page.goto(`${SMALL}&mode=humans`);
  await expect(page.locator('#gobblet-outcome')).toBeVisible({ timeout: 60_000 });
  const square = (s) => page.locator(`.gobblet-square[data-square="${s}"]`);
  // X's large piece from the hand to the centre.
  await drag(page, page.locator('#gobblet-hand-x-2'), square(4));
  await expect(square(4)).toHaveAttribute('aria-label', /square b2 \(centre\): X large/);
  await expect(page.locator('#gobblet-status')).toContainText('O to move');
  // O's small piece to a corner.
  await drag(page, page.locator('#gobblet-hand-o-1'), square(0));
  await expect(square(0)).toHaveAttribute('aria-label', /square a3: O small/);
  // X moves the large piece on the board and gobbles O's small one.
  await drag(page, square(4), square(0));
  await expect(square(0)).toHaveAttribute('aria-label', /square a3: X large, covering O small/);
  await expect(square(4)).toHaveAttribute('aria-label', /square b2 \(centre\): empty/);
  // A drop on an illegal square does nothing: O's small piece cannot cover X's large one.
  await drag(page, page.locator('#gobblet-hand-o-1'), square(0));
  await expect(square(0)).toHaveAttribute('aria-label', /square a3: X large, covering O small/);
  await expect(page.locator('#gobblet-status')).toContainText('O to move');
  await expect(page).toHaveURL(/moves=2%404%2C1%400%2C4%3E0|moves=2@4,1@0,4>0/);
});

test('bad URL parameters fall back with notices; too big a variant is refused', async ({ page }) => {
  await page.goto('/gobblet?sizes=7&per=0&mode=robot&moves=2@4,2@4');
  // The default variant is now Gobblet Gobblers, (3,2,1): a medium piece cannot cover a medium
  // one. Without a table the computer answers for O by the simple rule: its large piece on the
  // centre, gobbling X's medium one.
  await expect(page).toHaveURL(/sizes=3&per=2&move=1/);
  await expect(page.locator('.gobblet-history-move')).toHaveCount(3);
  await expect(page.locator('.gobblet-history-move').nth(2)).toHaveText('2. large O from hand to centre');
  // The computer's reply (450 ms after the page opened) leaves the link's notices in sight: the
  // reader has not acted yet. (They vanished with the reply once, too fast to read.)
  const notices = page.locator('.notice-info');
  await expect(notices.filter({ hasText: 'sizes=7' })).toBeVisible();
  await expect(notices.filter({ hasText: 'per=0' })).toBeVisible();
  await expect(notices.filter({ hasText: 'mode=robot' })).toBeVisible();
  await expect(notices.filter({ hasText: "The link's move 2 (2@4) cannot be played" })).toBeVisible();
  // The reader's own move is news of its own: the link's notices go.
  await page.locator('#gobblet-hand-x-3').click();
  await page.locator('.gobblet-square[data-square="0"]').click();
  await expect(page.locator('.gobblet-history-move')).toHaveCount(5);
  await expect(notices).toHaveCount(0);
  await page.goto('/gobblet?sizes=3&per=3&move=1');
  await expect(page.locator('#gobblet-too-big')).toContainText('cannot be solved here');
  await expect(page.locator('#gobblet-solve')).toHaveCount(0);
  // The game still works, without values, against the simple rule.
  await page.locator('#gobblet-hand-x-3').click();
  await page.locator('.gobblet-square[data-square="4"]').click();
  await expect(page.locator('.gobblet-history-move').nth(1)).toHaveText('1. large X from hand to centre');
  await expect(page.locator('.gobblet-history-move').nth(2)).toContainText('2. large O from hand to');
});

test('Gobblet Gobblers states its memory; the solve shows progress and cancels', async ({ page }) => {
  await page.goto('/gobblet?sizes=2&per=2&move=1');
  // The small variant solves as soon as the page opens. Its table, when it comes, adds the
  // moves' values and the result above the rules and moves the presets down: a click aimed
  // while that happens (a loaded run) lands beside the button. So let it come first.
  await expect(page.locator('#gobblet-table-note')).toContainText('kept in its storage', { timeout: 60_000 });
  await page.locator('#gobblet-preset-gobblet').click();
  await expect(page).toHaveURL(/sizes=3&per=2&move=1/);
  await expect(page.locator('#gobblet-solve')).toHaveText('Verify: solve Gobblet Gobblers here');
  await expect(page.locator('.gobblet-solve')).toContainText('It needs about 445 MB of memory in the worker');
  await page.locator('#gobblet-solve').click();
  await expect(page.locator('#gobblet-progress')).toContainText('searching', { timeout: 30_000 });
  // The time taken shows, and the search counts against the real game's 341,024,631 states.
  await expect(page.locator('#gobblet-progress')).toContainText(/\d+ s so far\. searching: [\d,]+ of 341,024,631 states/);
  await page.locator('#gobblet-progress .cancel').click();
  await expect(page.locator('#gobblet-cancelled')).toHaveText('Cancelled.');
});

test('a table file from the CLI is loaded; a corrupt one gives a message', async ({ page }) => {
  await page.goto(`${SMALL}&mode=humans`);
  // A small variant solves as soon as it is chosen: let that finish, or its note replaces the
  // file's message.
  await expect(page.locator('#gobblet-table-note')).toContainText('kept in its storage', { timeout: 60_000 });
  await page.locator('#gobblet-file').setInputFiles({
    name: 'junk.bin', mimeType: 'application/octet-stream',
    buffer: Buffer.concat([Buffer.from('GOBBLET\x1a', 'latin1'), Buffer.alloc(100, 7)]),
  });
  await expect(page.locator('#gobblet-table-note')).toContainText('junk.bin was not loaded: not a usable solution file');
  await page.locator('#gobblet-file').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(4000, 0xff) });
  await expect(page.locator('#gobblet-table-note')).toContainText('wrong magic number');
  // The CLI's table of Tic Tac Toe (snipelab gobblet solve --sizes 1 --per-size 5 --no-move --out FILE).
  await page.locator('#gobblet-file').setInputFiles('tests/e2e/fixtures/gobblet-1-5-0.bin');
  await expect(page).toHaveURL(/sizes=1&per=5&move=0/);
  await expect(page.locator('#gobblet-outcome')).toContainText('Variant (1,5,0): a draw. 765 states, 614 of them won or lost');
  await expect(page.locator('#gobblet-table-note')).toContainText('Loaded gobblet-1-5-0.bin');
  await expect(page.locator('#gobblet-known')).toContainText('(1,5,0): a draw');
});

test('the Gobblet page fits a 375 px phone @phone-only', async ({ page }) => {
  await page.goto(`${SMALL}&mode=humans&moves=1@0,2@0,1@4`);
  await expect(page.locator('#gobblet-outcome')).toBeVisible({ timeout: 60_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow').toBeLessThanOrEqual(0);
  const unlabelled = await page.evaluate(() => [...document.querySelectorAll('input, button, select')]
    .filter((el) => !el.getAttribute('aria-label') && !(el.id && document.querySelector(`label[for="${el.id}"]`))
      && !el.closest('label') && !(el.tagName === 'BUTTON' && el.textContent.trim()))
    .map((el) => el.outerHTML));
  expect(unlabelled, 'controls without a label').toEqual([]);
  await page.locator('#gobblet-hand-o-1').click();
  await expect(page.locator('.gobblet-square.target').first()).toBeVisible();
  // Both projects run this test; each keeps its own picture.
  await page.screenshot({ path: `tests/e2e/screens/gobblet-fit-${test.info().project.name}.png`, fullPage: true });
  await page.locator('.gobblet-game').screenshot({ path: `tests/e2e/screens/gobblet-game-${test.info().project.name}.png` });
});

test('perfect play against itself draws Tic Tac Toe', async ({ page }) => {
  await page.goto('/gobblet?sizes=1&per=5&move=0&mode=perfect');
  await expect(page.locator('#gobblet-outcome')).toContainText('Variant (1,5,0): a draw. 765 states', { timeout: 60_000 });
  await expect(page.locator('#gobblet-status')).toHaveText('O cannot move: a draw.', { timeout: 30_000 });
  await expect(page.locator('.gobblet-history-move')).toHaveCount(10);
});

test('Tic Tac Toe\'s table: the longest forced win is named as such, not as a game length', async ({ page }) => {
  await page.goto('/gobblet?sizes=1&per=5&move=0&mode=humans');
  const outcome = page.locator('#gobblet-outcome');
  await expect(outcome).toContainText('Variant (1,5,0): a draw. 765 states', { timeout: 60_000 });
  // The table's longest distance is a forced win from some position, not a perfect game (9 plies).
  await expect(outcome).toContainText(/the longest forced win among them, with the loser holding out as long as possible, takes \d+ plies/);
});

test('the simple rule against itself may repeat a position: that is not called a draw without a table', async ({ page }) => {
  // (3,4,1) cannot be solved here, and the page does not promise a table "until" it is made.
  await page.goto('/gobblet?sizes=3&per=4&move=1');
  await expect(page.locator('#gobblet-status')).toContainText('This variant is too large to solve here, so the computer plays by a simple rule');
  await expect(page.locator('#gobblet-status')).not.toContainText('Until the table is made');
  // The computer plays both sides by the simple rule.
  await page.goto('/gobblet?sizes=3&per=4&move=1&mode=perfect');
  const status = page.locator('#gobblet-status');
  await expect(status).toContainText('The position repeats', { timeout: 60_000 });
  await expect(page.locator('#gobblet-outcome')).toHaveCount(0);
  await expect(status).toContainText('whether the position is a draw under perfect play is not known');
  await expect(status).not.toContainText('a draw under perfect play, which');
  await expect(status).toContainText('the computer plays by a simple rule');
});

test('Gobblet Gobblers opens first: the known answer, and play at once against the simple rule', async ({ page }) => {
  await page.goto('/gobblet');
  await expect(page.locator('#gobblet-answer')).toContainText(
    'Gobblet Gobblers is solved: the first player (X) wins in 13 plies with perfect play');
  await expect(page.locator('#gobblet-answer')).toContainText('341,024,631 positions');
  await expect(page.locator('#gobblet-game-title')).toHaveText('Play Gobblet Gobblers (3,2,1)');
  await expect(page.locator('#gobblet-mode')).toHaveValue('x');
  await expect(page.locator('#gobblet-status')).toContainText('Move values appear once the variant is solved.');
  await expect(page.locator('#gobblet-status')).toContainText('the computer plays by a simple rule');
  // Nothing is solved: the (3,2,1) solve waits for the reader's click.
  await expect(page.locator('#gobblet-solve')).toBeVisible();
  await expect(page.locator('#gobblet-move-values')).toHaveCount(0);
  // X plays a small piece in a corner; O answers by the simple rule (no table), which takes
  // the centre with a large piece.
  await page.locator('#gobblet-hand-x-1').click();
  await page.locator('.gobblet-square[data-square="0"]').click();
  await expect(page.locator('.gobblet-history-move')).toHaveText(
    ['Start', '1. small X from hand to a3', '2. large O from hand to centre']);
  await expect(page.locator('#gobblet-status')).toContainText('X to move.');
  // Pointing at a piece shows where it may go, without values before the solve.
  await page.locator('#gobblet-hand-x-2').hover();
  await expect(page.locator('.gobblet-square.preview')).toHaveCount(8);
  await expect(page.locator('.gobblet-target-value')).toHaveCount(0);
  await page.screenshot({ path: 'tests/e2e/screens/gobblet-opening.png', fullPage: true });
});

test('values on the board: pointing at or picking up a piece colours its squares by value', async ({ page }) => {
  // X's large piece in the centre, O's small one on a3.
  await page.goto(`${SMALL}&mode=humans&moves=2@4,1@0,1@8`);
  await expect(page.locator('#gobblet-outcome')).toBeVisible({ timeout: 60_000 });
  const square = (s) => page.locator(`.gobblet-square[data-square="${s}"]`);
  const listed = async (move) => page.locator(`.gobblet-move[data-move="${move}"] .gobblet-move-value`).textContent();
  // O to move. Pointing at O's large piece in hand previews its targets, valued as in the list.
  await page.locator('#gobblet-hand-o-2').hover();
  const previews = page.locator('.gobblet-square.preview');
  await expect(previews).toHaveCount(await page.locator('.gobblet-move[data-move^="2@"]').count());
  for (const s of [1, 2, 8]) {
    await expect(square(s).locator('.gobblet-target-value')).toHaveText(await listed(`2@${s}`));
  }
  // Each square's colour is its value's: wins green, draws grey, losses red.
  for (const [cls, word] of [['val-win', 'win'], ['val-draw', 'draw'], ['val-loss', 'loss']]) {
    for (const text of await page.locator(`.gobblet-square.preview.${cls} .gobblet-target-value`).allTextContents()) {
      expect(text).toContain(word);
    }
  }
  // Moving away clears the preview; picking the piece up shows the same values, to play.
  await page.locator('#gobblet-status').hover();
  await expect(previews).toHaveCount(0);
  await page.locator('#gobblet-hand-o-2').click();
  await expect(page.locator('.gobblet-square.target:not(.preview)')).toHaveCount(await page.locator('.gobblet-move[data-move^="2@"]').count());
  await expect(square(2).locator('.gobblet-target-value')).toHaveText(await listed('2@2'));
  await page.screenshot({ path: 'tests/e2e/screens/gobblet-values-desktop.png' });
  await square(2).click();
  // X to move: pointing at X's large piece on the board previews its moves across the board,
  // named as a player reads them.
  await square(4).hover();
  await expect(previews).toHaveCount(await page.locator('.gobblet-move[data-move^="4>"]').count());
  await expect(page.locator('.gobblet-move[data-move="4>0"] .gobblet-move-name')).toHaveText('large X centre → a3');
  await expect(square(0).locator('.gobblet-target-value')).toHaveText(await listed('4>0'));
  // The keyboard gets the same preview from focus.
  await page.locator('#gobblet-status').hover();
  await page.locator('#gobblet-hand-x-1').focus();
  await expect(previews).not.toHaveCount(0);
});

test('storage failures are worded for people: private window, full storage', async ({ page }) => {
  await page.addInitScript(() => {
    indexedDB.open = () => { throw new DOMException('The user denied permission to access the database.', 'SecurityError'); };
  });
  await page.goto(`${SMALL}&mode=humans`);
  const note = page.locator('#gobblet-table-note');
  await expect(note).toContainText('but it could not be kept: this browser keeps no storage for this page, as in a private window', { timeout: 60_000 });
  await expect(note).not.toContainText('SecurityError');
  await expect(page.locator('.gobblet-move')).toHaveCount(18);
});

test('a private window: opening the page says nothing about storage', async ({ page }) => {
  await page.addInitScript(() => {
    window.storageOpens = 0;
    indexedDB.open = () => {
      window.storageOpens += 1;
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    };
  });
  // Gobblet Gobblers itself: nothing is solved until the reader asks.
  await page.goto('/gobblet');
  await expect.poll(() => page.evaluate(() => window.storageOpens)).toBeGreaterThan(0);
  // The search for a stored table is over (its busy line gone) and found nothing to report.
  await expect(page.locator('#gobblet-busy')).toHaveCount(0);
  await expect(page.locator('#gobblet-solve')).toBeVisible();
  await expect(page.locator('#gobblet-table-note')).toHaveCount(0);
  await expect(page.locator('.notice')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText('storage for this page');
  await expect(page.locator('.gobblet-square')).toHaveCount(9);
});

test('a full storage is worded for people', async ({ page }) => {
  await page.addInitScript(() => {
    IDBObjectStore.prototype.put = () => { throw new DOMException('Quota exceeded.', 'QuotaExceededError'); };
  });
  await page.goto(`${SMALL}&mode=humans`);
  const note = page.locator('#gobblet-table-note');
  await expect(note).toContainText("but it could not be kept: the browser's storage for this site is full", { timeout: 60_000 });
  await expect(note).not.toContainText('Quota');
});
