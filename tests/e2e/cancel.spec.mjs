// Issue 28: Cancel is one element in one place for the whole job, on every page with a
// cancellable job, and the first click on it cancels.
//
// The suite once timed out clicking Cancel on /halftone under load ("<html> intercepts pointer
// events"): the button moved while progress was redrawn. Here every page's job reports progress
// as fast as the page can take it, on a CPU slowed four times: the worker's script is replaced
// by one that never answers (so the job never ends by itself), and each worker the page starts
// posts a stream of progress messages, one per task, whose text changes length (short, long
// enough to wrap on a phone) and whose total comes and goes (the bar turns indeterminate and
// back). A monitor in the page checks, on every frame until the click, that the Cancel button is
// the same node and has the same box; the click is Playwright's plain click (no force, no
// retries of the test), and it must cancel at once.
//
// On the phone only (@phone-only): the 375 px column is where the progress text wraps and the
// bar's box can push the button; at 1280 px nothing wraps, and stress.spec.mjs clicks Cancel
// mid-job on the desktop on twelve pages. Both widths cost 317 s of the suite's test time.
import { test, expect } from './fixtures.mjs';

/** Every page with a cancellable job: where it starts (`start` clicks, when loading is not
 * enough) and the id prefix of its JobStatus (the first on the page). Not yet here: /whodunit,
 * whose worker job runs only for puzzles of more suspects than the page solves at once. */
const PAGES = [
  { path: '/bsearch?n=1&nmax=16', job: 'bsearch-sawtooth' },
  { path: '/cftp', job: 'cftp-tiling' },
  { path: '/coins', job: 'coins-curve' },
  { path: '/games?game=thirty-one&pos=', job: 'games-solve' },
  { path: '/gobblet?variant=2,2,1', start: '#gobblet-solve', job: 'gobblet' },
  { path: '/halftone', job: 'halftone' },
  { path: '/holdem?set=custom&raises=2,4,8', job: 'holdem-solve' },
  { path: '/poker', job: 'poker-lp' },
  { path: '/santa', job: 'santa' },
  { path: '/scrabble', job: 'scrabble' },
  { path: '/split?decks=8&pair=2&up=2', start: '#split-solve', job: 'split-solve' },
  { path: '/truecount', job: 'truecount' },
  { path: '/war', job: 'war' },
  { path: '/withoutwords', job: 'ww-tiling-job' },
  { path: '/wow?n=10', job: 'wow-ratios' },
];

/** Installed before the page's own scripts: workers that only ever report progress. */
function floodWorkers() {
  const Real = window.Worker;
  const phases = [
    'starting',
    'counting',
    'a phase with a much longer name, long enough to wrap onto a second line on a phone screen',
    'x',
  ];
  window.progressPosted = 0;
  window.Worker = class FloodingWorker extends Real {
    constructor(...args) {
      super(...args);
      let done = 0;
      this.flooding = true;
      const post = () => {
        if (!this.flooding) return;
        done += 1;
        const phase = `${phases[done % phases.length]} ${'·'.repeat(done % 40)}`;
        // Every seventh message has no total: the bar turns indeterminate.
        const total = done % 7 === 0 ? 0 : 1000 + (done % 3) * 100000;
        const data = JSON.stringify({ Progress: { phase, done, total } });
        this.dispatchEvent(new MessageEvent('message', { data }));
        window.progressPosted += 1;
        setTimeout(post, 0);
      };
      setTimeout(post, 0);
    }

    terminate() {
      this.flooding = false;
      super.terminate();
    }
  };
}

for (const { path, start, job } of PAGES) {
  test(`${path}: Cancel stays one element in one place while progress streams, and one click cancels @phone-only`, async ({ page }) => {
    await page.addInitScript(floodWorkers);
    // A prerendered page comes with its first jobs' results (ARCHITECTURE.md, "Prerendering"),
    // so loading it starts no job: drop them before the app reads them, and open the page with a
    // query string, which the app renders afresh rather than hydrating.
    await page.addInitScript(() => document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') document.getElementById('prerendered-data')?.remove();
    }));
    // The real worker never starts: its job can only end by Cancel.
    await page.route('**/worker_loader.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '// held by tests/e2e/cancel.spec.mjs\n' }));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(path.includes('?') ? path : `${path}?from=cancel-test`);
    if (start) await page.locator(start).click();
    const cancel = page.locator('.progress .cancel').first();
    await expect(cancel).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.progressPosted)).toBeGreaterThan(20);

    // Tag the button, then watch it on every frame: same node, same box, until it is clicked.
    await cancel.evaluate((button) => {
      button.originalCancel = true;
      const box = (el) => {
        // In page coordinates: the click itself may scroll the page.
        const r = el.getBoundingClientRect();
        return [r.x + window.scrollX, r.y + window.scrollY, r.width, r.height].map((v) => v.toFixed(1)).join(',');
      };
      const first = box(button);
      const watch = { frames: 0, moved: [], replaced: 0, clicks: 0, postedAtTag: window.progressPosted };
      window.cancelWatch = watch;
      button.addEventListener('click', () => { watch.clicks += 1; });
      const frame = () => {
        if (watch.clicks > 0) return;
        watch.frames += 1;
        const now = document.querySelector('.progress .cancel');
        if (!button.isConnected || now !== button) watch.replaced += 1;
        else if (box(button) !== first && watch.moved.length < 5) watch.moved.push(`${first} → ${box(button)}`);
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    // Let many updates be drawn under the watch before clicking.
    await expect.poll(() => page.evaluate(() => window.cancelWatch.frames)).toBeGreaterThan(20);
    await expect.poll(() => page.evaluate(() => window.progressPosted - window.cancelWatch.postedAtTag))
      .toBeGreaterThan(50);

    expect(await cancel.evaluate((button) => button.originalCancel), 'the tagged button').toBe(true);
    await cancel.click();
    const cancelled = page.locator('[id$="-cancelled"]');
    await expect(cancelled.first()).toBeVisible();
    expect(await cancelled.first().getAttribute('id')).toBe(`${job}-cancelled`);
    const watch = await page.evaluate(() => window.cancelWatch);
    expect(watch.replaced, 'frames on which Cancel was another element').toBe(0);
    expect(watch.moved, 'Cancel moved while progress was drawn').toEqual([]);
    expect(watch.clicks, 'clicks that reached Cancel').toBe(1);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });
}
