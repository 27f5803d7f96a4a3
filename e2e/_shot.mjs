import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless','--disable-gpu'] });
for (const [w,h,js] of [[1280,900,false],[1280,900,true],[375,812,true]]) {
  const ctx = await b.newContext({ viewport: { width: w, height: h }, javaScriptEnabled: js });
  const p = await ctx.newPage();
  await p.goto('http://127.0.0.1:4391/halftone');
  if (js) { await p.waitForSelector('#halftone-output[data-draw-count]'); }
  await p.screenshot({ path: `/tmp/ht-${w}-${js}.png`, fullPage: true });
  await ctx.close();
}
await b.close();
