// Companions before their scripts run. With JavaScript off, the pre-rendered demo's steps are disabled, tell a
// screen reader why (the page shows the labs' own line, not one per step), and the server already marks the current step as the hydrated page does. With the companions' script
// loaded but not yet the lab's, a value and a map say that they wait for the lab, and a step pressed then is
// applied once the lab's script runs rather than lost.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser, pageProblems } from './browser.mjs';

const waiting = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>waiting</title><link rel="icon" href="data:,">
<script type="module" src="/dist/cdn/narrative.js"></script><script type="module" src="/dist/cdn/safety-map.js"></script></head><body>
<swarm-lease-lab id="lab"></swarm-lease-lab>
<p>Now <lease-lab-value id="v" for="lab" key="verdict">DUPLICATE EFFECT</lease-lab-value>.
<lease-lab-step id="s" for="lab" set="ttl=6" expect="ONE OWNER">Raise the TTL</lease-lab-step></p>
<lease-safety-map id="m" for="lab" steps="6"></lease-safety-map></body></html>`;

let env;
before(async () => {
  env = await openBrowser({ routes: { '/waiting.html': { type: 'text/html', body: waiting } } });
});
after(() => env.close());

/** Per step: disabled, its visible "not yet" line, its accessible name, aria-current. */
function steps() {
  return [...document.querySelectorAll('lease-lab-step')].map((step) => {
    const button = step.shadowRoot.querySelector('button');
    const pending = step.shadowRoot.querySelector('[part=pending]');
    return {
      text: step.textContent.trim(),
      disabled: button.disabled,
      pending: pending && pending.getBoundingClientRect().height > 1 ? pending.textContent : '',
      current: button.getAttribute('aria-current'),
    };
  });
}

test('with JavaScript off, the demo’s steps are disabled, say why to a screen reader only, and the current step is marked as after hydration', async () => {
  const context = await env.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${env.url}/dist/demo/index.html`);
  const off = await page.evaluate(steps);
  assert.ok(off.length > 10);
  for (const s of off) {
    assert.equal(s.disabled, true, s.text);
    assert.equal(s.pending, '', `${s.text}: no visible line in the prose`);
  }
  // In the accessibility tree: each step's own text, then why it does nothing yet.
  const tree = await page.locator('lease-lab-step').first().ariaSnapshot();
  assert.match(tree, /button "Restore the opening values Interactive once its script runs\." \[disabled\]/);
  await page.evaluate(() => document.querySelector('lease-lab-step').shadowRoot.querySelector('button').focus());
  assert.equal(await page.evaluate(() => document.activeElement.localName), 'body', 'a disabled step cannot take focus');
  await context.close();

  const live = await env.browser.newPage();
  await live.goto(`${env.url}/dist/demo/index.html`);
  await live.waitForFunction(() => [...document.querySelectorAll('lease-lab-step')].every((s) => !s.shadowRoot.querySelector('button').disabled));
  await live.waitForFunction(() => document.querySelector('lease-lab-step').shadowRoot.querySelector('button[aria-current]'));
  const on = await live.evaluate(steps);
  const liveTree = await live.locator('lease-lab-step').first().ariaSnapshot();
  assert.match(liveTree, /button "Restore the opening values"/, 'once it runs, the name is the step alone');
  for (const s of on) assert.equal(s.pending, '', s.text);
  const marked = (list) => list.filter((s) => s.current === 'step').map((s) => s.text);
  assert.ok(marked(on).includes('Restore the opening values'));
  assert.deepEqual(marked(off), marked(on));
  await live.close();
});

test('before the lab’s script runs, a value and the map say so, and a pressed step applies once it has run', async () => {
  const page = await env.browser.newPage();
  const errors = pageProblems(page);
  await page.goto(`${env.url}/waiting.html`);
  await page.waitForFunction(() => customElements.get('lease-lab-step') && customElements.get('lease-safety-map'));
  const text = (id) => page.evaluate((i) => document.getElementById(i).shadowRoot.textContent.replace(/\s+/g, ' ').trim(), id);
  await page.waitForFunction(() => /has not run yet/.test(document.getElementById('v').shadowRoot.textContent));
  assert.match(await text('v'), /\(the swarm lab’s script has not run yet\)$/);
  assert.match(await text('m'), /The map is drawn once the swarm lab’s script runs\./);
  assert.doesNotMatch(await text('m'), /%|ONE OWNER/);
  await page.evaluate(() => document.getElementById('s').shadowRoot.querySelector('button').click());
  await page.waitForFunction(() => /applies once it has/.test(document.getElementById('s').shadowRoot.textContent));
  await page.addScriptTag({ type: 'module', url: '/dist/cdn/lease-labs.js' });
  await page.waitForFunction(() => document.getElementById('lab').ttl === 6);
  await page.waitForFunction(() => document.getElementById('s').shadowRoot.querySelector('[part=result]'));
  assert.equal(await page.evaluate(() => document.getElementById('s').shadowRoot.querySelector('[part=result]').textContent.replace(/\s+/g, ' ').trim()), '✓ One owner, as expected');
  assert.doesNotMatch(await text('s'), /has not run/);
  await page.waitForFunction(() => document.getElementById('v').shadowRoot.textContent.includes('One\u00a0owner'));
  assert.doesNotMatch(await text('v'), /has not run/);
  await page.waitForFunction(() => /The lab now: TTL 6\ss/.test(document.getElementById('m').shadowRoot.textContent));
  assert.deepEqual(errors, []);
  await page.close();
});
