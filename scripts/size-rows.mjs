// Prints the size table rows of CONTRIBUTING.md from the built CDN bundles (`npm run build` first), so its
// figures are copied from a measurement, never typed by hand.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const NOTES = {
  'lease-labs.js': ' (both labs, Lit and the engine)',
  'sim.js': ' (engine and sweep only, no DOM)',
  'lease-labs-hydrate.js': ' (both labs and Lit\'s hydration support)',
  'safety-map.js': ' (`<lease-safety-map>`)',
  'narrative.js': ' (`<lease-lab-value>`, `<lease-lab-step>`, `<lease-lab-when>`)',
  'lease-labs-page.js': ' (both labs and every companion, one Lit)',
  'locales/de.js': ' (German messages, fetched only on a German page)',
  'locales/ja.js': ' (Japanese messages, fetched only on a Japanese page)',
};
for (const name of ['lease-labs.js', 'lease-fencing-lab.js', 'swarm-lease-lab.js', 'sim.js', 'lease-labs-hydrate.js', 'safety-map.js', 'narrative.js', 'lease-labs-page.js', 'locales/de.js', 'locales/ja.js']) {
  const gz = gzipSync(readFileSync(new URL(`../dist/cdn/${name}`, import.meta.url)), { level: 9 }).length;
  console.log(`| \`dist/cdn/${name}\`${NOTES[name] ?? ''} | ${gz.toLocaleString('en-US')} bytes |`);
}
