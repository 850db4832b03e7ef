// Pre-rendered companions hydrate as the server rendered them (no lab is visible to the server), then follow
// their lab: the map shows the lab's own point and the keyboard hint, the value and step follow edits. Lit
// hydration adopts the server's DOM as the first render, so this fails if a companion's first client render
// differs from the server's (the server's text stays, and text for a part the server left empty even ends up
// inside a comment marker).
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { html } from 'lit';
import { rollup } from 'rollup';
import { openBrowser, root, pageProblems } from './browser.mjs';

await import('lease-labs');
await import('lease-labs/safety-map.js');
await import('lease-labs/narrative.js');

let env;
before(async () => {
  // One bundle (one Lit) with hydration support first, as a static site would ship it.
  mkdirSync(`${root}.tmp/hydrate-test`, { recursive: true });
  writeFileSync(`${root}.tmp/hydrate-test/entry.js`, ["'@lit-labs/ssr-client/lit-element-hydrate-support.js'", "'../../dist/index.js'", "'../../dist/safety-map.js'", "'../../dist/narrative.js'"].map((m) => `import ${m};`).join('\n'));
  const bundle = await rollup({ input: `${root}.tmp/hydrate-test/entry.js`, plugins: [nodeResolve({ exportConditions: ['production'] })] });
  // One file, as such a site ships it: the locale modules' dynamic imports are inlined (a page in English never runs them).
  await bundle.write({ file: `${root}.tmp/hydrate-test/bundle.js`, format: 'es', inlineDynamicImports: true });
  const body = await collectResult(render(html`<p>Takeover <lease-lab-value for="s" key="takeoverAt">4 s</lease-lab-value>.</p>
    <lease-lab-step for="s" set="ttl=6" expect="ONE OWNER">Raise the TTL to 6 s</lease-lab-step>
    <swarm-lease-lab id="s" stall-for="4"></swarm-lease-lab><lease-safety-map for="s" steps="6"></lease-safety-map>`));
  writeFileSync(`${root}.tmp/hydrate-test/page.html`, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>hydrate</title><link rel="icon" href="data:,">
<script type="module" src="./bundle.js"></script></head><body>${body}</body></html>`);
  env = await openBrowser();
});
after(() => env?.close());

test('pre-rendered map, value and step hydrate, then follow the lab', async () => {
  const page = await env.browser.newPage();
  const errors = pageProblems(page);
  await page.goto(`${env.url}/.tmp/hydrate-test/page.html`);
  await page.waitForFunction(() => /The lab now/.test(document.querySelector('lease-safety-map')?.shadowRoot?.querySelector('.now')?.textContent ?? ''));
  const read = () =>
    page.evaluate(() => {
      const map = document.querySelector('lease-safety-map').shadowRoot;
      const value = document.querySelector('lease-lab-value').shadowRoot;
      return {
        now: map.querySelector('.now').textContent,
        hint: map.querySelector('.hint').textContent,
        value: ([...value.children].find((e) => e.localName === 'span' && !e.classList.contains('notice'))?.textContent ?? '').trim(),
      };
    });
  const first = await read();
  assert.equal(first.now, 'The lab now: TTL 4\u00a0s, stall 4\u00a0s: ✗ Duplicate\u00a0effect'); // not the server's defaults (stall 5 s)
  assert.match(first.hint, /^Click a cell/);
  await page.evaluate(() => document.querySelector('lease-lab-step').shadowRoot.querySelector('button').click());
  await page.waitForFunction(() => document.querySelector('lease-lab-step').shadowRoot.querySelector('.result'));
  const second = await read();
  assert.equal(second.now, 'The lab now: TTL 6\u00a0s, stall 4\u00a0s: ✓ One\u00a0owner');
  assert.equal(second.value, 'never');
  assert.deepEqual(errors, []);
  await page.close();
});
