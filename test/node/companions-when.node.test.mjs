// <lease-lab-when> on the server: it cannot read its lab, so it shows what it would show for the lab's opening
// input, and the page reads the same truth with JavaScript off, before hydration and once hydrated.
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
await import('lease-labs/narrative.js');

const strip = (s) => s.replace(/<!--[^>]*-->/g, '');

/** The pre-rendered shadow template of the `when` with this id. */
function template(out, id) {
  const start = out.indexOf(`id="${id}"`);
  assert.ok(start > 0, id);
  return out.slice(start, out.indexOf('</template>', start));
}

/** One `when` per case of the opening runs: the swarm lab's DUPLICATE EFFECT at 4 s, the lease lab's contained. */
const page = html`<swarm-lease-lab id="s"></swarm-lease-lab><lease-fencing-lab id="l"></lease-fencing-lab>
  <p><lease-lab-when id="dup" for="s" verdict="duplicate-effect"><span>Both workers refunded the customer.</span></lease-lab-when>
  <lease-lab-when id="owner" for="s" verdict="ONE OWNER"><span>Only one refund.</span></lease-lab-when>
  <lease-lab-when id="took" for="s" has="takeoverAt" input="ttl=4"><span>B took over.</span></lease-lab-when>
  <lease-lab-when id="kept" for="s" lacks="takeoverAt"><span>Nobody took over.</span></lease-lab-when>
  <lease-lab-when id="contained" for="l" verdict="contained, duplicate"><span>A's late write reached the resource.</span></lease-lab-when>
  <lease-lab-when id="fenced" for="l" input="enforcement=none"><span>Nothing checks the token.</span></lease-lab-when></p>`;
const SHOWN = ['dup', 'took', 'contained'];
const HIDDEN = ['owner', 'kept', 'fenced'];

test('on the server a when slots its content only where the lab’s opening run makes it true', async () => {
  const out = strip(await collectResult(render(page)));
  for (const id of SHOWN) assert.match(template(out, id), /<slot><\/slot>/, id);
  for (const id of HIDDEN) assert.doesNotMatch(template(out, id), /<slot/, id);
  // The content itself is in the page either way (the light DOM), for search engines and for the browser to slot later.
  assert.match(out, /Only one refund\./);
  assert.doesNotMatch(out, /NaN|undefined|part="notice"/);
});

test('on the server a when with no condition says so; a condition it cannot read shows nothing and waits to name the lab', async () => {
  const out = strip(await collectResult(render(html`<lease-lab-when id="none" for="s"><span>x</span></lease-lab-when><lease-lab-when id="bad" for="s" verdict="BANANA"><span>y</span></lease-lab-when>`)));
  assert.match(template(out, 'none'), /<slot><\/slot>[\s\S]*part="notice"[^>]*>No condition to check: give verdict, has, lacks or input; the content always shows\./);
  assert.doesNotMatch(template(out, 'bad'), /<slot|part="notice"/);
});

let env;
before(async () => {
  mkdirSync(`${root}.tmp/when-test`, { recursive: true });
  writeFileSync(`${root}.tmp/when-test/entry.js`, ["'@lit-labs/ssr-client/lit-element-hydrate-support.js'", "'../../dist/index.js'", "'../../dist/narrative.js'"].map((m) => `import ${m};`).join('\n'));
  const bundle = await rollup({ input: `${root}.tmp/when-test/entry.js`, plugins: [nodeResolve({ exportConditions: ['production'] })] });
  // One file, as such a site ships it: the locale modules' dynamic imports are inlined (a page in English never runs them).
  await bundle.write({ file: `${root}.tmp/when-test/bundle.js`, format: 'es', inlineDynamicImports: true });
  const body = await collectResult(render(page));
  writeFileSync(`${root}.tmp/when-test/page.html`, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>when</title><link rel="icon" href="data:,">
<script type="module" src="./bundle.js"></script></head><body>${body}</body></html>`);
  env = await openBrowser();
});
after(() => env?.close());

/** The ids of the `when` elements whose content has a box on the page. */
const shownOn = (p) => p.evaluate(() => [...document.querySelectorAll('lease-lab-when')].filter((w) => w.firstElementChild.getClientRects().length > 0).map((w) => w.id));

test('with JavaScript off the page shows the same sentences as the server chose', async () => {
  const context = await env.browser.newContext({ javaScriptEnabled: false });
  const p = await context.newPage();
  await p.goto(`${env.url}/.tmp/when-test/page.html`);
  assert.deepEqual(await shownOn(p), SHOWN);
  await context.close();
});

test('hydrated, the sentences stay as they were, then follow the lab', async () => {
  const p = await env.browser.newPage();
  const errors = pageProblems(p);
  await p.goto(`${env.url}/.tmp/when-test/page.html`);
  await p.waitForFunction(() => [...document.querySelectorAll('lease-lab-when, swarm-lease-lab, lease-fencing-lab')].every((e) => e.hasUpdated));
  await p.evaluate(() => Promise.all([...document.querySelectorAll('lease-lab-when, swarm-lease-lab, lease-fencing-lab')].map((e) => e.updateComplete)));
  assert.deepEqual(await shownOn(p), SHOWN);
  await p.evaluate(async () => {
    const lab = document.querySelector('swarm-lease-lab');
    lab.applyInput({ ttl: 6 });
    await lab.updateComplete;
    await Promise.all([...document.querySelectorAll('lease-lab-when')].map((e) => e.updateComplete));
  });
  assert.deepEqual(await shownOn(p), ['owner', 'kept', 'contained']);
  assert.deepEqual(errors, []);
  await p.close();
});
