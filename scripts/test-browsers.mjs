/**
 * Runs the browser suite (web-test-runner) once per engine, one engine after another so that timing-sensitive
 * tests (playback, debounced typing) never compete for the two cores, then says loudly which engines ran, how
 * long each took, and which were missing. With CI=true a missing engine fails the run: CI installs all three.
 * Extra arguments go to wtr, e.g. `node scripts/test-browsers.mjs --files test/elements/timeline.test.ts`.
 */
import { spawnSync } from 'node:child_process';
import { findEngines } from './engines.mjs';

const { chromium, firefox, webkit, missing } = await findEngines();
const runs = [
  chromium && { id: 'chromium', label: `Chromium (${chromium.source}: ${chromium.executablePath})` },
  firefox && { id: 'firefox', label: firefox.version },
  webkit && { id: 'webkit', label: `${webkit.version} MiniBrowser` },
].filter(Boolean);

const wtr = new URL('../node_modules/@web/test-runner/dist/bin.js', import.meta.url).pathname;
for (const run of runs) {
  console.log(`\n=== Browser tests in ${run.label} ===`);
  const start = performance.now();
  const result = spawnSync(process.execPath, [wtr, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, LEASE_LABS_ENGINES: run.id },
  });
  run.seconds = ((performance.now() - start) / 1000).toFixed(0);
  run.ok = result.status === 0;
  // A runner that stops without a failing test (a crash, a signal) says how, so the log is never silent.
  if (!run.ok) console.log(`web-test-runner for ${run.label} ended with ${result.signal ? `signal ${result.signal}` : `exit code ${result.status}`}${result.error ? `: ${result.error.message}` : ''}`);
}

const line = '='.repeat(72);
console.log(`\n${line}\nBrowser engines tested:`);
for (const run of runs) console.log(`  ${run.ok ? 'passed' : 'FAILED'}  ${run.label}  (${run.seconds} s)`);
for (const gap of missing) console.log(`  NOT TESTED  ${gap.name}: ${gap.why}`);
if (missing.length) console.log('  docs/browser-support.md lists the supported browsers; a run without all three engines does not cover them.');
console.log(line);

const strict = process.env.CI === 'true' && missing.length > 0;
if (strict) console.error('CI must run every engine: install the missing ones (.ci/run does, as root with apt).');
process.exit(runs.length && runs.every((r) => r.ok) && !strict ? 0 : 1);
