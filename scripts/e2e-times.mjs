// Where the browser suite's time went: reads Playwright's JSON report (tests/e2e/report/times.json,
// written by every run, see playwright.config.mjs) and prints the time per spec file and the
// slowest tests. Usage: node scripts/e2e-times.mjs [report.json] [how many slowest, 25]
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'tests/e2e/report/times.json';
const slowest = Number(process.argv[3] ?? 25);
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch (why) {
  console.error(`no report to summarise at ${file}: ${why.message}`);
  process.exit(2);
}

const runs = [];
function walk(suite, file) {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      for (const r of t.results ?? []) {
        runs.push({ file: spec.file ?? file, title: spec.title, project: t.projectName, ms: r.duration, status: r.status });
      }
    }
  }
  for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
}
for (const suite of report.suites ?? []) walk(suite, suite.file);

const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);
const total = runs.reduce((s, r) => s + r.ms, 0);
const wall = report.stats?.duration ?? 0;
console.log(`${runs.length} test runs, ${seconds(total)} s of test time in ${seconds(wall)} s of wall time`);
const byFile = new Map();
for (const r of runs) {
  const k = `${r.file} [${r.project}]`;
  const e = byFile.get(k) ?? { ms: 0, n: 0 };
  e.ms += r.ms;
  e.n += 1;
  byFile.set(k, e);
}
console.log('\ntime per spec file and project (s, tests)');
for (const [k, e] of [...byFile].sort((a, b) => b[1].ms - a[1].ms)) {
  console.log(`${seconds(e.ms)}  ${String(e.n).padStart(3)}  ${k}`);
}
console.log(`\nthe ${slowest} slowest tests (s)`);
for (const r of [...runs].sort((a, b) => b.ms - a.ms).slice(0, slowest)) {
  console.log(`${seconds(r.ms)}  [${r.project}] ${r.file} › ${r.title}${r.status === 'passed' ? '' : ` (${r.status})`}`);
}
