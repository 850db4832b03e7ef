// `npm run bench`, hostile input: what a 1 MB attribute costs each element, in headless Chromium on the built
// CDN bundles. For every observed attribute of both labs and the three companions, the median time from
// setAttribute(1 MB) until the element has updated and been laid out, next to a trivial Lit element (one
// property from one attribute, rendering its first 40 characters) set the same way in the same run, and a
// `set` of 170,000 pairs on a step. Target ≤ 50 ms per case (printed; the script reports, it does not fail).
import { chromium } from 'playwright-core';
import { findChromium } from './chromium.mjs';
import { serve } from './static-server.mjs';
import { LIT_IMPORTS, trivialElement } from './trivial-element.mjs';

const TARGET_MS = 50;
const TRIVIAL = trivialElement('trivial-element', "String(this.value ?? '').slice(0, 40)");
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench hostile</title>
<script type="importmap">${JSON.stringify({ imports: LIT_IMPORTS })}</script>
<script type="module" src="/dist/cdn/lease-labs.js"></script><script type="module" src="/dist/cdn/narrative.js"></script>
<script type="module" src="/dist/cdn/safety-map.js"></script><script type="module" src="/trivial.js"></script>
</head><body style="width:900px"></body></html>`;

const server = await serve(new URL('..', import.meta.url).pathname, {
  routes: { '/bench-hostile.html': { type: 'text/html', body: PAGE }, '/trivial.js': { type: 'text/javascript', body: TRIVIAL } },
});
const found = await findChromium();
const browser = await chromium.launch({ executablePath: found.executablePath, args: found.args });
const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
await page.goto(`${server.url}/bench-hostile.html`);
const TAGS = ['trivial-element', 'swarm-lease-lab', 'lease-fencing-lab', 'lease-lab-value', 'lease-lab-step', 'lease-safety-map'];
await page.waitForFunction((tags) => tags.every((t) => customElements.get(t)), TAGS);

const rows = await page.evaluate(async () => {
  const RUNS = 5;
  const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const settle = async (el) => {
    while (!(await el.updateComplete));
  };
  const big = Array.from({ length: RUNS }, (_, i) => `${'x'.repeat(1_000_000 - 1)}${i}`);
  const pairs = Array.from({ length: RUNS }, (_, i) => `${'ttl=6 '.repeat(170_000)}work=${i + 1}`);
  document.body.innerHTML = `<trivial-element></trivial-element>
    <swarm-lease-lab id="swarm"></swarm-lease-lab><lease-fencing-lab id="lease"></lease-fencing-lab>
    <p><lease-lab-value for="swarm" key="takeoverAt">4 s</lease-lab-value></p>
    <p><lease-lab-step for="swarm" set="ttl=6" expect="ONE OWNER">Raise the TTL</lease-lab-step></p>
    <lease-safety-map for="swarm"></lease-safety-map>`;
  const elements = [...document.body.querySelectorAll('*')].filter((e) => e.localName.includes('-'));
  for (const el of elements) await settle(el);
  await new Promise((r) => setTimeout(r, 100));

  /** Median ms from setting `name` to each of `values` until the element has updated and been laid out. */
  const time = async (el, name, values) => {
    const samples = [];
    for (const value of values) {
      const t0 = performance.now();
      el.setAttribute(name, value);
      await settle(el);
      document.body.offsetHeight;
      samples.push(performance.now() - t0);
      el.removeAttribute(name);
      await settle(el);
    }
    return median(samples);
  };
  const out = [];
  // A warm-up round on the trivial element, so the baseline is not the one case that pays for a cold start.
  await time(elements[0], 'value', big);
  for (const el of elements) {
    const attributes = el.localName === 'trivial-element' ? ['value'] : el.constructor.observedAttributes.filter((a) => a !== 'id');
    for (const name of attributes) out.push({ name: `${el.localName} ${name}="1 MB"`, ms: await time(el, name, big) });
  }
  const step = document.querySelector('lease-lab-step');
  out.push({ name: 'lease-lab-step set="170,000 pairs"', ms: await time(step, 'set', pairs) });
  // What is left on screen after a 1 MB value: the longest shadow text of any element while it holds one.
  let longest = 0;
  for (const el of elements.filter((e) => e.localName !== 'trivial-element')) {
    for (const name of el.constructor.observedAttributes.filter((a) => a !== 'id')) {
      el.setAttribute(name, big[0]);
      await settle(el);
      const bdi = [...el.shadowRoot.querySelectorAll('bdi, code')].reduce((n, b) => n + b.textContent.length, 0);
      longest = Math.max(longest, bdi);
      el.removeAttribute(name);
      await settle(el);
    }
  }
  out.push({ name: 'most quoted characters (bdi, code) left by a 1 MB value', count: longest });
  return out;
});

const trivial = rows.find((r) => r.name.startsWith('trivial-element')).ms;
for (const r of rows) {
  if (r.count !== undefined) {
    console.log(`${r.name.padEnd(58)} ${String(r.count).padStart(7)} characters`);
    continue;
  }
  const verdict = r.ms <= TARGET_MS ? '' : ', MISSED';
  console.log(`${r.name.padEnd(58)} ${r.ms.toFixed(2).padStart(7)} ms (median of 5; trivial Lit element ${trivial.toFixed(2)} ms; target ≤ ${TARGET_MS} ms${verdict})`);
}
await browser.close();
await server.close();
