// Stress, not luck (issue 18): on every page with a worker, jobs are replaced and cancelled as
// fast as a reader could click: start, change a parameter while the job runs, cancel, start
// again, leave the page mid-job and come back. The fixture fails the test on any page error
// ("closure invoked recursively or after being dropped" was one) or the panic banner, and each
// page must still end on a figure an existing test pins.
import { test, expect, typeSliderValue } from './fixtures.mjs';

/**
 * Every page with worker jobs (src/registry.rs): where to start a long job, a slider to move
 * while it runs (values in order), and the pinned figure to end on (a selector, its text or a
 * pattern, and optionally a click that starts the job).
 */
const PAGES = [
  {
    slug: 'wow', start: '/wow?n=100&nmax=20000', slider: 'wow-nmax', values: [15000, 8000, 1000],
    end: '/wow?n=10&nmax=1000', checks: [['#wow-ratio-summary', /At n = 1000/], ['#wow-expected-decimal', '71.58']],
  },
  {
    slug: 'bsearch', start: '/bsearch?n=200&nmax=200', slider: 'bsearch-nmax', values: [190, 150, 120],
    end: '/bsearch?n=13&nmax=16', checks: [['#bsearch-trees > li >> nth=0', /29\/76/]],
  },
  {
    slug: 'halftone', start: '/halftone?size=1024&step=4', slider: 'halftone-size', values: [900, 700, 500],
    end: '/halftone?size=64', checks: [['#halftone-stats', /512 × 512 pixels/]],
  },
  {
    // (2,2,1) and (2,2,0) are solved as soon as they are chosen: the switch replaces the job.
    slug: 'gobblet', start: '/gobblet?sizes=2&per=2&move=1&mode=humans', toggle: '#gobblet-move',
    end: '/gobblet?sizes=1&per=5&move=0&mode=humans',
    checks: [['#gobblet-outcome', /Variant \(1,5,0\): a draw\. 765 states, 614/]],
  },
  {
    slug: 'split', start: '/split?decks=8&pair=2&up=2', solve: '#split-solve', select: ['#split-up', ['3', '5', '2']],
    end: '/split?decks=1&pair=2&up=4', endSolve: '#split-solve', checks: [['#split-value', '0.12079971803625908']],
  },
  {
    slug: 'war', start: '/war?ranks=13&suits=8', slider: 'war-ranks', values: [12, 11, 13],
    end: '/war?ranks=13&suits=8', checks: [['#war-p-decimal', /^5\.8265\d* × 10⁻¹⁸$/]],
  },
  {
    slug: 'santa', start: '/santa?n=500', slider: 'santa-n', values: [450, 400, 250],
    end: '/santa?n=3', checks: [['#santa-cyclic-exact', '4/15'], ['#santa-curve-canvas', null]],
  },
  {
    slug: 'coins', start: '/coins?n=1000', slider: 'coins-n', values: [900, 950, 1000],
    end: '/coins?n=1000', checks: [['#coins-all-count summary', /\(302 digits\)/], ['#coins-curve-summary', /At n = 1000:/]],
  },
  {
    slug: 'truecount', start: '/truecount?bug=0', slider: 'truecount-max', values: [9, 8, 10],
    end: '/truecount', checks: [['#truecount-rule-1 td.exact', '-557/3757'], ['#truecount-rule-2 td.exact', '-821/5525']],
  },
  {
    slug: 'scrabble', start: '/scrabble', typeInto: ['#scrabble-rack', ['QUIZ', 'AEIOU', 'CDFGLPT']],
    end: '/scrabble', checks: [['#scrabble-fraction', '126195491/16007560800']],
  },
  {
    // Twelve raise sizes to a gap of 1e-7 run for many seconds; the slider re-solves 2..N. The
    // end figure is the worker's exact AdAc vs KhKs count over all 1,712,304 boards, GNU
    // poker-eval's published figure that the library and `snipelab holdem equity` also pin.
    slug: 'holdem', start: '/holdem?set=custom&raises=2,3,4,5,6,7,8,9,10,11,12,13&gap=1e-7',
    slider: 'holdem-largest', values: [12, 10, 13],
    end: '/holdem?a=AdAc&vs=KhKs',
    checks: [['#holdem-eq-win', '1,388,072'], ['#holdem-eq-tie', '6,538'], ['#holdem-eq-loss', '317,694']],
  },
  {
    slug: 'poker', start: '/poker?hands=200', slider: 'poker-hands', values: [190, 150, 100],
    end: '/poker?b=1&hands=100', checks: [['#poker-lp-value', /On 100 hands/], ['#poker-value', '2/9']],
  },
];

/** Clicks a locator if it shows up within `ms`; a job may finish first, which is fine. */
async function clickIfShown(locator, ms = 1500) {
  try {
    await locator.first().click({ timeout: ms });
    return true;
  } catch {
    return false;
  }
}

/** Changes the page's parameter while its job runs: a slider, a select or a text box. */
async function change(page, entry, i) {
  if (entry.slider) await typeSliderValue(page, entry.slider, entry.values[i]);
  else if (entry.select) await page.locator(entry.select[0]).selectOption(entry.select[1][i]);
  else if (entry.typeInto) await page.locator(entry.typeInto[0]).fill(entry.typeInto[1][i]);
  else if (entry.toggle) await page.locator(entry.toggle).click();
  if (entry.solve) await clickIfShown(page.locator(entry.solve), 500);
}

/** Leaves the page inside the app (its components and jobs are dropped) and comes back. */
async function leaveAndReturn(page) {
  await page.locator('.site-header .brand').click();
  await expect(page.locator('.gallery')).toBeVisible();
  await page.goBack();
}

/** Moves the app to `url` as its own links do (history and popstate), without a reload. */
async function goInApp(page, url) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await expect.poll(() => { const u = new URL(page.url()); return u.pathname + u.search; }).toBe(url);
}

for (const entry of PAGES) {
  test(`${entry.slug}: jobs replaced, cancelled, restarted and left mid-way; the figures stay right`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto(entry.start);
    if (entry.solve) await clickIfShown(page.locator(entry.solve), 15_000);
    for (let round = 0; round < 2; round++) {
      // Replace the running job three times in quick succession.
      for (let i = 0; i < 3; i++) await change(page, entry, i);
      // Cancel whatever runs, then start again.
      if (await clickIfShown(page.locator('.progress .cancel'))) {
        await clickIfShown(page.locator('[id$="-compute"], [id$="-retry"]'));
      }
      if (entry.solve) await clickIfShown(page.locator(entry.solve), 500);
      // Leave mid-job and come back; the job may start over.
      await leaveAndReturn(page);
      await expect(page).toHaveURL(new RegExp(`/${entry.slug}`));
      await clickIfShown(page.locator('.progress .cancel'), 300);
    }
    // Last: the pinned figures, computed in the same app after all that (no reload).
    await goInApp(page, entry.end);
    // A job cancelled for this very view stays cancelled until the reader asks again.
    await clickIfShown(page.locator('[id$="-compute"], [id$="-retry"]'), 2000);
    if (entry.endSolve) await page.locator(entry.endSolve).click();
    for (const [selector, wanted] of entry.checks) {
      const target = page.locator(selector);
      if (wanted === null) await expect(target).toHaveAttribute('data-draw-count', /\d+/, { timeout: 90_000 });
      else await expect(target).toHaveText(wanted, { timeout: 90_000 });
    }
  });
}
