// A server-rendered page whose script has no hydration support (the plain CDN bundles, or the hydrate bundle
// loaded after them) shows each element once: the server's markup until the element's first render, then the
// render in its place, never both. Lit alone would draw in front of the server's markup and leave it below as
// an inert second copy (a lab twice as tall, with "Interactive once its script runs." under the live one).
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { html } from 'lit';
import { openBrowser, root, pageProblems } from './browser.mjs';

await import('lease-labs');
await import('lease-labs/safety-map.js');
await import('lease-labs/narrative.js');

let env;
before(async () => {
  mkdirSync(`${root}.tmp/no-hydration`, { recursive: true });
  const body = await collectResult(render(html`<p>Takeover at <lease-lab-value for="s" key="takeoverAt">4 s</lease-lab-value>.</p>
    <lease-lab-step for="s" set="ttl=6" expect="ONE OWNER">Raise the TTL to 6 s</lease-lab-step>
    <swarm-lease-lab id="s"></swarm-lease-lab><lease-safety-map for="s" steps="6"></lease-safety-map>
    <lease-fencing-lab enforcement="none"></lease-fencing-lab>`));
  const scripts = ['lease-labs.js', 'safety-map.js', 'narrative.js', 'lease-labs-hydrate.js']
    .map((f) => `<script type="module" src="/dist/cdn/${f}"></script>`)
    .join('');
  writeFileSync(`${root}.tmp/no-hydration/page.html`, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>no hydration</title><link rel="icon" href="data:,">
${scripts}</head><body>${body}</body></html>`);
  env = await openBrowser();
});
after(() => env?.close());

test('a pre-rendered page on bundles without hydration support shows every element once', async () => {
  const page = await env.browser.newPage();
  const errors = pageProblems(page);
  // Count each element's copies in every frame from the first script on, until everything has drawn.
  await page.addInitScript(() => {
    window.__most = {};
    const count = () => {
      const copies = {
        'swarm-lease-lab': '[part="base"]',
        'lease-fencing-lab': '[part="base"]',
        'lease-safety-map': 'h3, h4, [part="title"], .title',
        'lease-lab-step': 'button',
      };
      for (const [tag, selector] of Object.entries(copies)) {
        const n = document.querySelector(tag)?.shadowRoot?.querySelectorAll(selector).length ?? 0;
        window.__most[tag] = Math.max(window.__most[tag] ?? 0, n);
      }
      requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
  });
  await page.goto(`${env.url}/.tmp/no-hydration/page.html`);
  await page.waitForFunction(async () => {
    const labs = [...document.querySelectorAll('swarm-lease-lab, lease-fencing-lab')];
    if (!labs.every((l) => l.hasUpdated)) return false;
    await Promise.all(labs.map((l) => l.updateComplete));
    return true;
  });
  await page.waitForTimeout(300);
  const most = await page.evaluate(() => window.__most);
  assert.deepEqual(most, { 'swarm-lease-lab': 1, 'lease-fencing-lab': 1, 'lease-safety-map': 1, 'lease-lab-step': 1 });
  const state = await page.evaluate(() => {
    const lab = document.querySelector('swarm-lease-lab').shadowRoot;
    return {
      waiting: lab.querySelectorAll(':disabled').length,
      verdicts: [...document.querySelectorAll('swarm-lease-lab, lease-fencing-lab')].map((l) => l.shadowRoot.querySelectorAll('.verdict-label').length),
      value: [...document.querySelector('lease-lab-value').shadowRoot.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE || (n.nodeType === Node.ELEMENT_NODE && n.nodeName !== 'STYLE')).map((n) => n.textContent).join('').trim(),
    };
  });
  assert.deepEqual(state, { waiting: 0, verdicts: [1, 1], value: '4\u00a0s' });
  assert.deepEqual(errors, []);
});

test('what the reader did before the script ran carries over: opened sections stay open, focus stays put', async () => {
  const page = await env.browser.newPage({ viewport: { width: 1000, height: 800 } });
  let release;
  const held = new Promise((r) => (release = r));
  await page.route('**/dist/cdn/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${env.url}/.tmp/no-hydration/page.html`, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.querySelector('lease-fencing-lab')?.shadowRoot?.querySelector('[part="export"]'));
  // Before the script: the reader opens the assumptions and the export panel, and focuses the first summary.
  await page.evaluate(() => {
    const lab = document.querySelector('swarm-lease-lab').shadowRoot;
    lab.querySelector('[part="assumptions"]').open = true;
    lab.querySelector('[part="export"]').open = true;
    lab.querySelector('[part="assumptions"] summary').focus();
  });
  release();
  await page.waitForFunction(async () => {
    const lab = document.querySelector('swarm-lease-lab');
    return customElements.get('swarm-lease-lab') && lab.hasUpdated && (await lab.updateComplete) && lab.shadowRoot.querySelector('[part="export"]');
  });
  await page.waitForTimeout(300);
  const state = await page.evaluate(() => {
    const lab = document.querySelector('swarm-lease-lab');
    const root = lab.shadowRoot;
    return {
      copies: root.querySelectorAll('[part="base"]').length,
      assumptions: root.querySelector('[part="assumptions"]').open,
      exportPanel: root.querySelector('[part="export"]').open,
      focus: document.activeElement === lab && root.activeElement?.textContent,
    };
  });
  assert.deepEqual(state, { copies: 1, assumptions: true, exportPanel: true, focus: 'Assumptions and limits' });
  await page.close();
});
