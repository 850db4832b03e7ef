// The companions' CDN bundles next to the labs' under a strict Content-Security-Policy with Trusted Types
// (the map draws its cells through one SVG string), each loaded twice: no violation, no error, and they work.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser } from './browser.mjs';

const CSP = "default-src 'self'; require-trusted-types-for 'script'";
let env;
before(async () => {
  // The companions demo under privacy.md's policy list too, which admits one `lit-html` policy: one Lit per page.
  const csp = (path) => (path.endsWith('/demo/companions.html') ? `${CSP}; trusted-types lit-html` : CSP);
  env = await openBrowser({ headers: (path) => (path.endsWith('.html') ? { 'content-security-policy': csp(path) } : {}) });
});
after(() => env.close());

test('map, value and step work under a strict CSP, loaded twice, with zero violations', async () => {
  const page = await env.browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${env.url}/test/fixtures/companions.html`);
  await page.waitForFunction(() => document.querySelector('lease-safety-map')?.shadowRoot?.querySelector('rect.run'));
  const seen = () =>
    page.evaluate(() => ({
      value: document.querySelector('lease-lab-value').shadowRoot.textContent.trim(),
      runs: document.querySelector('lease-safety-map').shadowRoot.querySelectorAll('rect.run[data-verdict]').length,
      now: document.querySelector('lease-safety-map').shadowRoot.querySelector('.now').textContent,
    }));
  // The lab's own value replaces the author's fallback ("4 s" with a plain space) with a no-break space.
  await page.waitForFunction(() => document.querySelector('lease-lab-value').shadowRoot.textContent.trim() === '4\u00a0s', null, { timeout: 5000 });
  const before = await seen();
  assert.equal(before.value, '4\u00a0s');
  assert.ok(before.runs >= 12, `${before.runs} runs drawn`);
  await page.evaluate(() => document.querySelector('lease-lab-step').shadowRoot.querySelector('button').click());
  await page.waitForFunction(() => document.querySelector('lease-lab-step').shadowRoot.querySelector('.result'));
  // The value follows the lab's result, which a lab still drawing its parts (load pacing) gives once complete.
  await page.waitForFunction(() => document.querySelector('lease-lab-value').shadowRoot.textContent.trim() !== '4\u00a0s', null, { timeout: 5000 });
  const after = await seen();
  assert.equal(after.value, 'never');
  assert.match(after.now, /TTL 6\u00a0s, stall 5\u00a0s: ✓ One\u00a0owner/);
  assert.equal(await page.evaluate(() => document.querySelector('lease-lab-step').shadowRoot.querySelector('.result').textContent.trim()), '✓ One\u00a0owner, as expected');
  assert.deepEqual(await page.evaluate(() => window.__problems), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test("the companions demo, under privacy.md's Trusted Types policy, defines its steps and maps (one Lit)", async () => {
  const page = await env.browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${env.url}/dist/demo/companions.html`);
  await page.waitForFunction(() => ['lease-lab-step', 'lease-safety-map', 'lease-lab-when', 'swarm-lease-lab'].every((t) => customElements.get(t)), null, { timeout: 5000 });
  assert.deepEqual(errors, []);
  await page.close();
});
