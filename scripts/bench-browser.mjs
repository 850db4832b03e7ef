// Browser half of `npm run bench`: drives the built CDN bundle in headless Chromium (served from this
// machine only) and prints medians for what a reader feels: an attribute change until the lab is updated
// and laid out, one playback frame, a recompute after an input change, the first render of both labs, and
// the main-thread work (script + style + layout) per frame of real playback at 1× and 16×.
import { chromium } from 'playwright-core';
import { findChromium } from './chromium.mjs';
import { serve } from './static-server.mjs';

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>
<script type="module" src="/dist/cdn/lease-labs.js"></script></head><body style="width:900px"></body></html>`;
const server = await serve(new URL('..', import.meta.url).pathname, { routes: { '/bench.html': { type: 'text/html', body: PAGE } } });
const url = `${server.url}/bench.html`;

const found = await findChromium();
const browser = await chromium.launch({ executablePath: found.executablePath, args: found.args });
const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
await page.goto(url);
await page.waitForFunction(() => customElements.get('lease-fencing-lab') && customElements.get('swarm-lease-lab'));

const results = await page.evaluate(async () => {
  const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const layout = (el) => el.getBoundingClientRect().height + document.body.offsetHeight;
  const settle = async (el) => {
    while (!(await el.updateComplete));
  };
  const out = {};

  // First render of both labs (insert → both updated and laid out), repeated on fresh elements.
  const first = [];
  for (let i = 0; i < 15; i++) {
    document.body.innerHTML = '';
    const t0 = performance.now();
    document.body.innerHTML = '<lease-fencing-lab></lease-fencing-lab><swarm-lease-lab></swarm-lease-lab>';
    const [a, b] = document.body.children;
    await settle(a);
    await settle(b);
    layout(a);
    layout(b);
    first.push(performance.now() - t0);
  }
  out['first render of both labs'] = median(first);

  const [lease, swarm] = document.body.children;
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const attributeChange = async (el, name, values) => {
    const samples = [];
    for (let i = 0; i < 60; i++) {
      const t0 = performance.now();
      el.setAttribute(name, values[i % values.length]);
      await settle(el);
      layout(el);
      samples.push(performance.now() - t0);
    }
    return median(samples);
  };
  out['lease-fencing-lab: attribute change → updated, laid out'] = await attributeChange(lease, 'pause-for', ['10', '14', '3', '20']);
  out['swarm-lease-lab: attribute change (recompute) → updated, laid out'] = await attributeChange(swarm, 'ttl', ['6', '4', '5', '9']);

  const frames = [];
  for (let i = 0; i < 120; i++) {
    const t0 = performance.now();
    swarm.seek((i * 0.37) % 60);
    await settle(swarm);
    layout(swarm);
    frames.push(performance.now() - t0);
  }
  out['swarm-lease-lab: one playback frame (seek → updated, laid out)'] = median(frames);
  return out;
});

// Real playback: what the browser's main thread spends per frame (script + style + layout, from the CDP
// Performance domain), in half-second windows while the swarm lab plays; the median window per frame.
const cdp = await page.context().newCDPSession(page);
await cdp.send('Performance.enable');
const metrics = async () => {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  const m = Object.fromEntries(list.map((x) => [x.name, x.value]));
  const [frames, playing] = await page.evaluate(() => [globalThis.__frames, document.querySelector('swarm-lease-lab').playing]);
  const parts = [m.ScriptDuration, m.RecalcStyleDuration, m.LayoutDuration].map((x) => x * 1000);
  return { work: parts[0] + parts[1] + parts[2], parts, frames, playing };
};
await page.evaluate(() => {
  globalThis.__frames = 0;
  const tick = () => {
    globalThis.__frames++;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
});
// Playback pauses off-screen, so bring the swarm lab into view first. Playback also skips the quiet end of a
// run, so the measured run is a long one (A works 50 s): at 16× it still plays for about three seconds.
await page.evaluate(() => {
  const swarm = document.querySelector('swarm-lease-lab');
  swarm.work = 50;
  swarm.scrollIntoView();
});
await page.waitForTimeout(100);
for (const speed of [1, 16]) {
  await page.evaluate((s) => {
    const swarm = document.querySelector('swarm-lease-lab');
    swarm.speed = s;
    swarm.restart();
    swarm.play();
  }, speed);
  await page.waitForTimeout(200);
  const perFrame = [];
  let last = await metrics();
  while (perFrame.length < 8 && last.playing) {
    await page.waitForTimeout(500);
    const now = await metrics();
    if (now.playing && now.frames > last.frames) {
      perFrame.push((now.work - last.work) / (now.frames - last.frames));
      if (process.env.BENCH_DEBUG) console.log(speed, now.parts.map((x, i) => ((x - last.parts[i]) / (now.frames - last.frames)).toFixed(3)).join(' '));
    }
    last = now;
  }
  await page.evaluate(() => document.querySelector('swarm-lease-lab').pause());
  perFrame.sort((a, b) => a - b);
  results[`swarm-lease-lab: script+style+layout per playback frame at ${speed}× (${perFrame.length} windows)`] = perFrame[Math.floor(perFrame.length / 2)];
}

for (const [name, ms] of Object.entries(results)) console.log(`${name.padEnd(68)} ${ms === undefined ? '    n/a' : ms.toFixed(2).padStart(7)} ms (median)`);
await browser.close();
await server.close();
