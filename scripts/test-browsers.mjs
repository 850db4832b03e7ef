/**
 * Runs the browser suite (web-test-runner) once per engine, one engine after another so that timing-sensitive
 * tests (playback, debounced typing) never compete for the two cores, then says loudly which engines ran, how
 * long each took, and which were missing. With CI=true a missing engine fails the run: CI installs all three.
 * Extra arguments go to wtr, e.g. `node scripts/test-browsers.mjs --files test/elements/timeline.test.ts`.
 */
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { findEngines } from './engines.mjs';

const { chromium, firefox, webkit, missing } = await findEngines();
const runs = [
  chromium && { id: 'chromium', label: `Chromium (${chromium.source}: ${chromium.executablePath})` },
  firefox && { id: 'firefox', label: firefox.version },
  webkit && { id: 'webkit', label: `${webkit.version} MiniBrowser` },
].filter(Boolean);

const wtr = new URL('../node_modules/@web/test-runner/dist/bin.js', import.meta.url).pathname;
/**
 * Runs wtr for one engine, passing its output through while keeping the lines that explain a failure, so the
 * summary at the end (all that a CI log's tail may show) names what failed and not only which engine.
 */
function runWtr(engine) {
  const child = spawn(process.execPath, [wtr, ...process.argv.slice(2)], {
    stdio: ['inherit', 'pipe', 'pipe'],
    env: { ...process.env, LEASE_LABS_ENGINES: engine },
  });
  const report = new FailureReport();
  for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
    from.on('data', (chunk) => {
      to.write(chunk);
      report.read(String(chunk));
    });
  }
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ status: null, signal: null, report: [error.message] }));
    child.on('close', (status, signal) => resolve({ status, signal, report: report.lines }));
  });
}

/** Keeps each line that reports a failure, with a few lines after it for the assertion or stack. */
class FailureReport {
  static CUE = /\.test\.ts:$|❌|\bError\b|\berror\b|timed? ?out|did not|crash|disconnect|Failed|failed to/;
  lines = [];
  #after = 0;
  #partial = '';
  read(text) {
    const parts = (this.#partial + text).split('\n');
    this.#partial = parts.pop();
    for (const raw of parts) this.#line(stripVTControlCharacters(raw).trimEnd());
  }
  #line(line) {
    if (!line.trim() || /test files \|/.test(line)) return;
    if (FailureReport.CUE.test(line)) this.#after = 6;
    else if (this.#after === 0) return;
    this.#after -= 1;
    if (this.lines.length < 60) this.lines.push(line);
  }
}

for (const run of runs) {
  console.log(`\n=== Browser tests in ${run.label} ===`);
  const start = performance.now();
  const result = await runWtr(run.id);
  run.seconds = ((performance.now() - start) / 1000).toFixed(0);
  run.ok = result.status === 0;
  run.ended = result.signal ? `signal ${result.signal}` : `exit code ${result.status}`;
  run.report = result.report;
}

const line = '='.repeat(72);
console.log(`\n${line}\nBrowser engines tested:`);
for (const run of runs) console.log(`  ${run.ok ? 'passed' : 'FAILED'}  ${run.label}  (${run.seconds} s)`);
for (const gap of missing) console.log(`  NOT TESTED  ${gap.name}: ${gap.why}`);
if (missing.length) console.log('  docs/browser-support.md lists the supported browsers; a run without all three engines does not cover them.');
console.log(line);
for (const run of runs.filter((r) => !r.ok)) {
  console.log(`\nweb-test-runner for ${run.label} ended with ${run.ended}. What it reported:`);
  console.log(run.report.length ? run.report.map((l) => `  | ${l}`).join('\n') : '  | (no failing test or error line)');
}

const strict = process.env.CI === 'true' && missing.length > 0;
if (strict) console.error('CI must run every engine: install the missing ones (.ci/run does, as root with apt).');
process.exit(runs.length && runs.every((r) => r.ok) && !strict ? 0 : 1);
