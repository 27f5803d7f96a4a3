import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless'] });
const page = await b.newPage({ viewport: { width: 375, height: 812 } });
const base = 'http://127.0.0.1:8108';
const shots = [
  ['games-played-junk', '/games?game=nim&pos=3,4,5&played=' + 'q~1~a;'.repeat(500)],
  ['games-record-phone', '/games?game=nim&pos=0,2,3&play=1&played=y~1,2,3~pile%201:%201%20%E2%86%92%200'],
  ['whodunit-own-3k', '/whodunit?puzzle=own&text=' + encodeURIComponent('Paul says, “Quinn was in on it.”\n'.repeat(100))],
  ['whodunit-checked-phone', '/whodunit?puzzle=new&n=5&difficulty=0&seed=7&guess=1,3&checked=1'],
  ['robot-3k-junk', '/robot?maze=off&p=' + 'x'.repeat(3000)],
  ['withoutwords-h-junk', '/withoutwords?h=' + '1'.repeat(3000) + '&v=NaN'],
  ['cftp-over', '/cftp?a=201&b=201&c=201&seed=' + '9'.repeat(3000)],
];
for (const [name, url] of shots) {
  await page.goto(base + url);
  await page.waitForTimeout(1500);
  const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  console.log(name, 'overflow', over);
  await page.screenshot({ path: `/tmp/hostile-${name}.png`, fullPage: false });
}
await b.close();
