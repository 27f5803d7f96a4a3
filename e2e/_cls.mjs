import { chromium } from '@playwright/test';
const route = process.argv[2] ?? '/halftone';
const width = Number(process.argv[3] ?? 1280), height = width > 400 ? 900 : 812;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless','--disable-gpu'] });
for (let i = 0; i < Number(process.argv[4] ?? 3); i++) {
const p = await b.newPage({ viewport: { width, height } });
await p.addInitScript(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts.push({ v: e.value, t: Math.round(e.startTime),
      src: e.sources.map(s => { const n = s.node; const d = n && n.nodeType === 1 ? `${n.tagName}#${n.id}.${n.className}` : (n ? n.nodeName + ':' + (n.parentElement && n.parentElement.tagName + '#' + n.parentElement.id) : '?'); return `${d} ${JSON.stringify(s.previousRect)}→${JSON.stringify(s.currentRect)}`; }) });
  }).observe({ type: 'layout-shift', buffered: true });
});
await p.goto(`http://127.0.0.1:4391${route}`);
await p.waitForSelector('html[data-app="hydrated"]');
await p.waitForTimeout(2000);
const s = await p.evaluate(() => window.__shifts);
console.log(route, width, 'total', s.reduce((a, e) => a + e.v, 0).toFixed(5));
for (const e of s) console.log(' ', e.v.toFixed(5), '@', e.t, '\n    ' + e.src.join('\n    '));
await p.close();
}
await b.close();
