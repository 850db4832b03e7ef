// `npm run size`: min+gzip bytes of every CDN bundle, and a gate on the whole-library bundle.
// Fails (exit 1) when dist/cdn/lease-labs.js is over budget. Run after `npm run build`.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET = 20 * 1024; // bytes, min+gzip, for the bundle with both labs, Lit and the engine
const FILES = ['lease-labs.js', 'lease-fencing-lab.js', 'swarm-lease-lab.js', 'sim.js', 'lease-labs-hydrate.js'];

let failed = false;
console.log('bundle                     min bytes   min+gzip');
for (const name of FILES) {
  const code = readFileSync(new URL(`../dist/cdn/${name}`, import.meta.url));
  const gz = gzipSync(code, { level: 9 }).length;
  const gated = name === 'lease-labs.js';
  const over = gated && gz > BUDGET;
  failed ||= over;
  console.log(`${name.padEnd(26)} ${String(code.length).padStart(9)} ${String(gz).padStart(10)}${gated ? `  (budget ${BUDGET})` : ''}${over ? '  OVER BUDGET' : ''}`);
}
if (failed) {
  console.error(`dist/cdn/lease-labs.js is over its ${BUDGET}-byte min+gzip budget.`);
  process.exit(1);
}
