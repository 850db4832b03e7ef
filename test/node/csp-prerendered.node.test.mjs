// The pre-rendered demo (dist/demo/, from `npm run build`) under the README's CSPs, served by the static server:
// with the style hashes of dist/ssr-style-hashes.txt it is styled before its script runs and after, with no
// violation; under the strict policy (no inline style at all) every element is styled once the script runs, and
// the only violations are the server's inline styles it blocks. On the plain bundles too, for pages that load
// them instead of the hydrate bundle.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { holdHydration, openBrowser, root } from './browser.mjs';

const STRICT = "default-src 'self'; require-trusted-types-for 'script'";
const HASHES = `${STRICT}; ${readFileSync(`${root}dist/ssr-style-hashes.txt`, 'utf8').trim()}`;
const ELEMENTS = 'lease-fencing-lab, swarm-lease-lab, lease-safety-map, lease-lab-value, lease-lab-step';

let env;
before(async () => {
  env = await openBrowser();
});
after(() => env?.close());

/** A page whose demo document comes with `csp`, recording violations and errors from the first script on. */
async function demoUnder(csp, scripts) {
  const page = await env.browser.newPage();
  await page.route('**/dist/demo/index.html', async (route) => {
    const response = await route.fetch();
    let body = await response.text();
    if (scripts) body = body.replace('<script type="module" src="./demo-hydrate.js"></script>', scripts);
    await route.fulfill({ response, body, headers: { ...response.headers(), 'content-security-policy': csp } });
  });
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`), true);
  });
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  return page;
}

/** The page's elements that show without their own styles (host display left inline, a timeline band black). */
function unstyled(tags) {
  return [...document.querySelectorAll(tags)]
    .filter((el) => {
      const band = el.shadowRoot?.querySelector('.band:not(.hatch) rect');
      if (band && getComputedStyle(band).fill === 'rgb(0, 0, 0)') return true;
      return el.localName !== 'lease-lab-value' && getComputedStyle(el).display === 'inline';
    })
    .map((el) => el.id || el.localName);
}

/** Waits until every element on the page has rendered in the browser. */
async function allRendered(page) {
  await page.waitForFunction((tags) => [...document.querySelectorAll(tags)].every((el) => el.hasUpdated), ELEMENTS, { timeout: 20000 });
  await page.evaluate((tags) => Promise.all([...document.querySelectorAll(tags)].map((el) => el.updateComplete)), ELEMENTS);
}

test('with the style hashes, the demo is styled before its script runs and after, with no violation', async () => {
  const page = await demoUnder(HASHES);
  const release = await holdHydration(page);
  await page.goto(`${env.url}/dist/demo/index.html`, { waitUntil: 'commit' });
  // Parsed to the end (its last section is there), the script still held back.
  await page.waitForFunction(() => document.getElementById('ssr') && document.querySelectorAll('swarm-lease-lab, lease-fencing-lab').length === 12);
  assert.equal(await page.evaluate(() => customElements.get('swarm-lease-lab')), undefined, 'no element script ran yet');
  assert.deepEqual(await page.evaluate(unstyled, ELEMENTS), []);
  release();
  await allRendered(page);
  assert.deepEqual(await page.evaluate(unstyled, ELEMENTS), []);
  assert.deepEqual(await page.evaluate(() => window.__violations), []);
  assert.deepEqual(page.errors, []);
  await page.close();
});

for (const [bundle, scripts] of [
  ['the hydrate bundle', undefined],
  ['the plain bundles', '<script type="module" src="../cdn/lease-labs.js"></script><script type="module" src="../cdn/narrative.js"></script>'],
]) {
  test(`under the strict CSP, ${bundle} leaves every element styled; only the inline styles are blocked`, async () => {
    const page = await demoUnder(STRICT, scripts);
    await page.goto(`${env.url}/dist/demo/index.html`);
    await allRendered(page);
    const count = await page.evaluate((tags) => document.querySelectorAll(tags).length, ELEMENTS);
    assert.ok(count > 40, `${count} elements`);
    assert.deepEqual(await page.evaluate(unstyled, ELEMENTS), []);
    const violations = await page.evaluate(() => window.__violations);
    assert.ok(violations.length > 0, 'the strict policy is in force');
    assert.deepEqual([...new Set(violations)], ['style-src-elem inline']);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}
