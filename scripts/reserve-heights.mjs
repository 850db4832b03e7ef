// The room each lab reserves before its parts are drawn, measured: each lab in each layout its boolean
// attributes give, fully drawn in a 768 px column at the default text size, in Chromium. `npm run reserve`
// writes src/parts/reserve-heights.ts from it; test/node/reserve-heights.node.test.mjs fails when the
// committed figures no longer match what it measures. Run after `npm run build`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { findChromium } from './chromium.mjs';
import { serve } from './static-server.mjs';

/** The share of a lab's measured height it reserves: its text and tables vary with the inputs. */
export const RESERVE_SHARE = 0.9;
export const LAYOUTS = { full: '', compact: ' compact', noControls: ' no-controls', both: ' compact no-controls' };
const TAGS = ['swarm-lease-lab', 'lease-fencing-lab'];

/** Every lab's fully drawn height in each layout, in CSS pixels, keyed by tag and layout. */
export async function measureReserves() {
  const root = new URL('../', import.meta.url).pathname;
  const server = await serve(root);
  const found = await findChromium();
  const browser = await chromium.launch({ executablePath: found.executablePath, args: found.args });
  try {
    const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
    const labs = TAGS.flatMap((tag) => Object.entries(LAYOUTS).map(([layout, attrs]) => `<div style="width:768px"><${tag} data-layout="${layout}"${attrs}></${tag}></div>`));
    mkdirSync(`${root}.tmp/reserve`, { recursive: true });
    writeFileSync(
      `${root}.tmp/reserve/page.html`,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>reserve</title><link rel="icon" href="data:,"><script type="module" src="/dist/cdn/lease-labs.js"></script></head><body style="margin:0;font:16px/1.5 sans-serif">${labs.join('')}</body></html>`,
    );
    await page.goto(`${server.url}/.tmp/reserve/page.html`);
    return await page.evaluate(async () => {
      const els = [...document.querySelectorAll('swarm-lease-lab, lease-fencing-lab')];
      await Promise.all(els.map((el) => customElements.whenDefined(el.localName).then(() => el.updateComplete)));
      const out = {};
      for (const el of els) (out[el.localName] ??= {})[el.dataset.layout] = el.getBoundingClientRect().height;
      return out;
    });
  } finally {
    await browser.close();
    await server.close();
  }
}

/** The reserve for a measured height: its share, rounded down to 5 px. */
export const reserveOf = (height) => Math.floor((height * RESERVE_SHARE) / 5) * 5;

/** The module the labs import, from measured heights. */
export function reserveModule(heights) {
  const rows = Object.entries(heights).map(([tag, layouts]) => {
    const values = Object.keys(LAYOUTS).map((l) => `${l}: ${reserveOf(layouts[l])}`).join(', ');
    return `  '${tag}': { ${values} },`;
  });
  return `/**
 * The room each lab reserves before its parts are drawn, per layout, in CSS pixels at the default text size:
 * written by \`npm run reserve\` (scripts/reserve-heights.mjs) from measured heights, never by hand.
 */
export const RESERVE_HEIGHTS = {
${rows.join('\n')}
} as const;
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const heights = await measureReserves();
  writeFileSync(new URL('../src/parts/reserve-heights.ts', import.meta.url), reserveModule(heights));
  console.log(JSON.stringify(heights));
}
