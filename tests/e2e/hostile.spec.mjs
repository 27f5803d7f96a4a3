// The hostile-input corpus (issue 18), tests/e2e/fixtures/hostile/: absurd and malformed values for
// every parameter of every route, impossible rules for split, truecount, games, cftp,
// withoutwords, whodunit and robot, damaged images for halftone and damaged table files for
// gobblet: 1,160 cases over 19 routes (the first test prints the count). One parametrised test
// runs every case, a page at a time (cases follow each other inside one loaded app, as a
// reader's clicks would). Each case: no page error, no panic banner, a visible message where
// the input was rejected, and no horizontal overflow. A follow-up interaction (it must change
// the URL) proves the page still usable after each file, each rule, and each parameter's run of
// hostile values: every case of a run happens in the same loaded app, so a case that left it
// unusable leaves it so for the follow-up (one per case cost a job per case, most of this
// spec's time).
import { readFileSync } from 'node:fs';
import { test, expect, typeSliderValue } from './fixtures.mjs';

const DIR = 'tests/e2e/fixtures/hostile';
const CORPUS = JSON.parse(readFileSync(`${DIR}/urls.json`, 'utf8'));
// Each route's URL parameters, as the build writes them from the views' own lists
// (`View::PARAMETERS`): a new parameter is attacked here without an edit to the corpus.
const PARAMETERS = JSON.parse(readFileSync(`${process.env.E2E_DIST ?? 'dist'}/parameters.json`, 'utf8'));
const FILES = JSON.parse(readFileSync(`${DIR}/manifest.json`, 'utf8'));
const MESSAGE = '.notice, [role=alert]';

/** Expands the corpus's tokens into the raw query text of `key`. */
function pair(key, value) {
  if (value === '{repeated}') return `${key}=%FF&${key}=1&${key}=`;
  if (value === '{10k}') return `${key}=${'%FF9z!~'.repeat(1500).slice(0, 10_000)}`;
  const long = /^\{3k:(.*?)\}(.*)$/.exec(value);
  if (long) {
    const [, unit, tail] = long;
    const fill = decodeURIComponent(unit).repeat(3000).slice(0, 3000 - tail.length);
    return `${key}=${encodeURIComponent(fill + tail)}`;
  }
  return `${key}=${value}`;
}

/** A rule's URL with its `{3k:X}Y` tokens expanded (as `pair` expands a value). */
function expandRule(url) {
  return url.replace(/([?&])([^=&]+)=(\{3k:[^&]*)/g, (_, sep, key, value) => sep + pair(key, value));
}

/**
 * Every case of one route: [label, url, whether a message is due, the rule it comes from, its
 * run (the follow-up comes after a run's last case)].
 * `with` gives a parameter the query it only counts in (whodunit's `text` needs `puzzle=own`).
 */
function urlCases(slug) {
  const route = CORPUS.routes[slug];
  const cases = [];
  const url = (key, value) => `/${slug}?${route.with?.[key] ? `${route.with[key]}&` : ''}${pair(key, value)}`;
  for (const key of PARAMETERS[slug]) {
    for (const value of CORPUS.values) {
      const accepted = CORPUS.quiet.includes(value) || (route.accepts?.[key] ?? []).includes(value);
      cases.push([`${key}=${value.slice(0, 20)}`, url(key, value), !accepted, undefined, `param ${key}`]);
    }
  }
  for (const [key, value] of Object.entries(route.own ?? {})) {
    cases.push([`${key}=${value}`, url(key, value), true, undefined, `own ${key}`]);
  }
  for (const [key, value] of Object.entries(route.long ?? {})) {
    cases.push([`${key}=${value}`, url(key, value), false, undefined, `long ${key}`]);
  }
  for (const [i, rule] of CORPUS.rules.filter((r) => r.url.startsWith(`/${slug}?`)).entries()) {
    cases.push([rule.url.slice(0, 120), expandRule(rule.url), rule.expect ?? true, rule, `rule ${i}`]);
  }
  return cases;
}

const SLUGS = Object.keys(CORPUS.routes);
const TOTAL = SLUGS.reduce((n, slug) => n + urlCases(slug).length, 0) + FILES.halftone.length + FILES.gobblet.length;

/** Moves the loaded app to `url` as its own links do (history and popstate), without a reload. */
async function goInApp(page, url) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  // Two frames: the router's re-render and whatever it scheduled.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * The follow-up interaction of a route: it must change the URL. The value typed or chosen is
 * the route's `value`, or (when the control already shows it) the next one, so it is a change.
 */
async function followUp(page, follow, label) {
  const before = page.url();
  const control = follow.slider ? `#${follow.slider}-value` : follow.select ?? follow.fill;
  const shown = control ? await page.locator(control).inputValue() : null;
  let value = follow.value;
  if (shown === String(value)) value = typeof value === 'number' ? value + 1 : /^\d+$/.test(value) ? String(Number(value) + 1) : value.slice(0, 2);
  if (follow.slider) await typeSliderValue(page, follow.slider, value);
  else if (follow.select) await page.locator(follow.select).selectOption(value);
  else if (follow.fill) await page.locator(follow.fill).fill(value);
  else if (follow.click) await page.locator(follow.click).click();
  await expect.poll(() => page.url(), { message: `${label}: the follow-up changes the URL` }).not.toBe(before);
}

/** The checks every case ends with. */
async function expectSound(page, errors, label) {
  expect(errors, `${label}: page errors`).toEqual([]);
  await expect(page.locator('#fatal-error'), `${label}: the panic banner`).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label}: horizontal overflow`).toBeLessThanOrEqual(0);
}

test.describe.configure({ mode: 'parallel' });

test('the hostile corpus: how many cases', () => {
  console.log(`hostile corpus: ${TOTAL} cases over ${SLUGS.length} routes`);
  expect(TOTAL).toBeGreaterThan(500);
});

for (const slug of SLUGS) {
  test(`hostile input on /${slug}: messages, no error, no overflow, still usable`, async ({ page }) => {
    test.setTimeout(300_000);
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const follow = CORPUS.routes[slug].follow;
    // The tiny Tic Tac Toe variant: solved at once, so its note never replaces a file's message.
    await page.goto(slug === 'gobblet' ? '/gobblet?sizes=1&per=5&move=0&mode=humans' : `/${slug}`);
    await expect(page.locator('h1')).toBeVisible();

    if (slug === 'halftone') {
      await expect(page.locator('#halftone-stats')).toContainText('pixels', { timeout: 60_000 });
      for (const { file, expect: words } of FILES.halftone) {
        const label = `halftone file ${file}`;
        await page.locator('#halftone-file').setInputFiles(`${DIR}/halftone/${file}`);
        const error = page.locator('#halftone-error');
        await expect(error, label).toContainText(`Could not use “${file}”`, { timeout: 30_000 });
        await expect(error, label).toContainText(words);
        await expect(error, `${label}: words for people`).not.toContainText(/ChunkType|\{|Format error|IHDR/);
        await expectSound(page, errors, label);
        await followUp(page, follow, label);
      }
    }
    if (slug === 'gobblet') {
      await expect(page.locator('#gobblet-outcome')).toContainText('Variant (1,5,0)', { timeout: 60_000 });
      await expect(page.locator('#gobblet-table-note')).toContainText('kept in its storage', { timeout: 60_000 });
      for (const { file, expect: words } of FILES.gobblet) {
        const label = `gobblet table ${file}`;
        await page.locator('#gobblet-file').setInputFiles(`${DIR}/gobblet/${file}`);
        const note = page.locator('#gobblet-table-note');
        await expect(note, label).toContainText(`${file} was not loaded`);
        await expect(note, label).toContainText(words);
        await expectSound(page, errors, label);
        await followUp(page, follow, label);
      }
    }

    const cases = urlCases(slug);
    for (const [i, [label, url, due, rule, run]] of cases.entries()) {
      await goInApp(page, url);
      // A rule may need a click to show its trouble (a robot program that never halts must run).
      if (rule?.click) await page.locator(rule.click).click();
      if (due) {
        // A rejected parameter says so in a notice about the link; impossible rules are
        // refused by the page's own checks, in any message (or in the rule's `message`).
        const wanted = typeof due === 'string' ? due : rule ? /./ : /The link/;
        await expect(page.locator(rule?.message ?? MESSAGE).filter({ hasText: wanted }).first(), `${label}: a message`)
          .toBeVisible({ timeout: rule?.click ? 60_000 : undefined });
      }
      await expectSound(page, errors, label);
      if (cases[i + 1]?.[4] !== run) await followUp(page, follow, `${label} (the last of ${run})`);
    }
    console.log(`/${slug}: ${cases.length} URL cases`);
  });
}
