// `npm run size`: min+gzip bytes (gzip level 9) of every CDN bundle, after `npm run build`.
//
// Each bundle has one ceiling, in size-ceilings.json: its size when last set, plus 2 % headroom, so ordinary
// fixes land without touching it and only growth worth a decision fails `npm test` (`--ceilings`). A commit
// that adds a feature raises the ceilings on purpose with `node scripts/size.mjs --set`, which writes the
// measured sizes plus the headroom; CONTRIBUTING.md's size table is where the figures are explained.
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const HEADROOM = 1.02;
const CEILINGS_FILE = new URL('./size-ceilings.json', import.meta.url);
const ceilings = JSON.parse(readFileSync(CEILINGS_FILE, 'utf8'));

/** The bundle's minified bytes and its gzip level-9 size. */
function measure(name) {
  const code = readFileSync(new URL(`../dist/cdn/${name}`, import.meta.url));
  return { min: code.length, gz: gzipSync(code, { level: 9 }).length };
}

const sizes = Object.fromEntries(Object.keys(ceilings).map((name) => [name, measure(name)]));

if (process.argv.includes('--set')) {
  const next = Object.fromEntries(Object.entries(sizes).map(([name, { gz }]) => [name, Math.ceil(gz * HEADROOM)]));
  writeFileSync(CEILINGS_FILE, `${JSON.stringify(next, null, 2)}\n`);
  Object.assign(ceilings, next);
}

const failures = [];
console.log('bundle                     min bytes   min+gzip   ceiling');
for (const [name, { min, gz }] of Object.entries(sizes)) {
  const over = gz > ceilings[name];
  if (over) failures.push(`dist/cdn/${name} is ${gz} bytes min+gzip, past its ceiling of ${ceilings[name]} (raise it with --set if the growth is meant).`);
  console.log(`${name.padEnd(26)} ${String(min).padStart(9)} ${String(gz).padStart(10)} ${String(ceilings[name]).padStart(9)}${over ? '  OVER CEILING' : ''}`);
}
if (failures.length) {
  for (const f of failures) console.error(f);
  process.exit(1);
}
