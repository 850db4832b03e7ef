import { chromium } from 'playwright-core';
import { findChromium } from './chromium.mjs';
import { serve } from './static-server.mjs';
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>b</title>
<script type="module" src="/dist/cdn/lease-labs.js"></script></head><body style="width:900px"><swarm-lease-lab work="50"></swarm-lease-lab></body></html>`;
const server = await serve(new URL('..', import.meta.url).pathname, { routes: { '/m.html': { type: 'text/html', body: PAGE } } });
const found = await findChromium();
const browser = await chromium.launch({ executablePath: found.executablePath, args: found.args });
const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
await page.goto(`${server.url}/m.html`);
await page.waitForFunction(() => document.querySelector('swarm-lease-lab').hasUpdated);
const speed = Number(process.argv[2] || 16);
const out = await page.evaluate(async (speed) => {
  const lab = document.querySelector('swarm-lease-lab');
  await lab.updateComplete;
  lab.scrollIntoView();
  await new Promise((r) => setTimeout(r, 200));
  const counts = {};
  let frames = 0;
  const mo = new MutationObserver((list) => {
    for (const m of list) {
      const t = m.target.nodeType === 3 ? m.target.parentElement : m.target;
      const key = (t.tagName === "TD" ? t.closest("table").id + ":" + t.cellIndex + ":" : "") + `${m.type}:${t.tagName}.${t.className?.baseVal ?? t.className}${m.attributeName ? '@' + m.attributeName : ''}`;
      counts[key] = (counts[key] || 0) + 1;
    }
  });
  mo.observe(lab.shadowRoot, { subtree: true, childList: true, attributes: true, characterData: true });
  lab.speed = speed; lab.restart(); lab.play();
  const tick = () => { frames++; if (lab.playing) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  await new Promise((r) => setTimeout(r, 1500));
  lab.pause();
  mo.disconnect();
  return { frames, counts };
}, speed);
console.log(out.frames, Object.entries(out.counts).sort((a, b) => b[1] - a[1]).slice(0, 25));
await browser.close(); await server.close();
