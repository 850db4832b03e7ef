// The CDN bundle under a strict Content-Security-Policy with Trusted Types, and loaded twice on one page.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { labText, openBrowser } from './browser.mjs';

const CSP = "default-src 'self'; require-trusted-types-for 'script'";
let env;
before(async () => {
  env = await openBrowser({ headers: (path) => (path.endsWith('.html') ? { 'content-security-policy': CSP } : {}) });
});
after(() => env.close());

test('both labs run under a strict CSP with zero violations, through edits, playback and an export', async () => {
  const page = await env.browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${env.url}/test/fixtures/csp.html`);
  await page.waitForFunction(() => [...document.querySelectorAll('lease-fencing-lab, swarm-lease-lab')].every((l) => l.shadowRoot?.querySelector('.verdict')));
  assert.equal(await labText(page, 'lease-fencing-lab', '.verdict-label'), 'Duplicate effect.');
  assert.equal(await labText(page, 'swarm-lease-lab', '.verdict-label'), 'One owner.');
  await page.evaluate(async () => {
    const lease = document.querySelector('lease-fencing-lab');
    const swarm = document.querySelector('swarm-lease-lab');
    lease.setAttribute('enforcement', 'epoch');
    lease.setAttribute('lease', 'bogus');
    swarm.setAttribute('ttl', '6');
    await lease.updateComplete;
    swarm.play();
    await new Promise((r) => setTimeout(r, 300));
    swarm.pause();
    swarm.nextEvent();
    lease.shadowRoot.querySelector('details[data-section="export"] > summary').click();
    await lease.updateComplete;
    lease.shadowRoot.querySelector('.download').click();
    await new Promise((r) => setTimeout(r, 100));
  });
  assert.equal(await labText(page, 'lease-fencing-lab', '.verdict-label'), 'Contained.');
  assert.deepEqual(await page.evaluate(() => window.__problems), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('loading the bundles twice on one page throws nothing and both labs work', async () => {
  const page = await env.browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${env.url}/test/fixtures/twice.html`);
  await page.waitForFunction(() => [...document.querySelectorAll('lease-fencing-lab, swarm-lease-lab')].every((l) => l.shadowRoot?.querySelector('.verdict')));
  await page.waitForTimeout(200);
  assert.deepEqual(errors, []);
  assert.deepEqual(await page.evaluate(() => window.__problems), []);
  assert.equal(await labText(page, 'lease-fencing-lab', '.verdict-label'), 'Contained.');
  assert.equal(await labText(page, 'swarm-lease-lab', '.verdict-label'), 'Duplicate effect.');
  await page.close();
});
