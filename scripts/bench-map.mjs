// `npm run bench`, safety map: what a map adds to a lab input change, in headless Chromium on the built CDN
// bundles. For each grid size, the median time from a change to one of the lab's held inputs until the lab
// and its map have both rendered, minus the same change on a lab with no map. Targets: 48 × 48 ≤ 5 ms,
// 200 × 200 ≤ 60 ms (printed next to each figure; the script reports, it does not fail).
import { chromium } from 'playwright-core';
import { findChromium } from './chromium.mjs';
import { serve } from './static-server.mjs';

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench map</title>
<script type="module" src="/dist/cdn/lease-labs.js"></script><script type="module" src="/dist/cdn/safety-map.js"></script>
</head><body style="width:900px"></body></html>`;
const server = await serve(new URL('..', import.meta.url).pathname, { routes: { '/bench-map.html': { type: 'text/html', body: PAGE } } });
const found = await findChromium();
const browser = await chromium.launch({ executablePath: found.executablePath, args: found.args });
const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
await page.goto(`${server.url}/bench-map.html`);
await page.waitForFunction(() => customElements.get('swarm-lease-lab') && customElements.get('lease-safety-map'));

const results = await page.evaluate(async () => {
  const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const settle = async (el) => {
    while (!(await el.updateComplete));
  };
  /** Median ms from a `work` change to lab (and map, if any) rendered and laid out. */
  const change = async (steps, runs) => {
    document.body.innerHTML = steps ? `<swarm-lease-lab id="s"></swarm-lease-lab><lease-safety-map for="s" steps="${steps}"></lease-safety-map>` : '<swarm-lease-lab id="s"></swarm-lease-lab>';
    const [lab, map] = document.body.children;
    await settle(lab);
    if (map) await settle(map);
    await new Promise((r) => setTimeout(r, 50));
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      // A held input, never the same value twice: the whole map is swept again (no reuse of a recent sweep).
      lab.setAttribute('work', String(4 + (i + 1) / 1000));
      await settle(lab);
      if (map) await settle(map); // the lab's lab-result (fired as it updates) has asked the map to update
      document.body.offsetHeight;
      samples.push(performance.now() - t0);
    }
    return median(samples);
  };
  const alone = await change(0, 40);
  const small = await change(48, 40);
  const large = await change(200, 15);
  return { alone, small: small - alone, large: large - alone };
});

const row = (name, ms, target) => console.log(`${name.padEnd(60)} ${ms.toFixed(2).padStart(7)} ms (median; target ≤ ${target} ms${ms <= target ? '' : ', MISSED'})`);
console.log(`${'swarm-lease-lab alone: input change → updated, laid out'.padEnd(60)} ${results.alone.toFixed(2).padStart(7)} ms (median)`);
row('lease-safety-map 48 × 48 (2,304 runs): added to the change', results.small, 5);
row('lease-safety-map 200 × 200 (40,000 runs): added to the change', results.large, 60);
await browser.close();
await server.close();
