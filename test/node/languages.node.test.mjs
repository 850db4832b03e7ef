// The README's "Localisation" snippets, run verbatim in Chromium against this checkout's CDN build: a German page
// with nothing but the bundle shows the lab in German, fetching only the German module from beside the bundle
// (the page bundle, with the companions, as well);
// the registration snippet adds French and overrides one German message; the pre-rendering snippet, run in
// Node, writes a German lab that hydrates in German.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { test } from 'node:test';
import { openBrowser, root, labText, pageProblems } from './browser.mjs';
import { snippet } from './docs.mjs';

const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
const CDN = `https://cdn.jsdelivr.net/npm/${pkg.name}@${pkg.version}/`;
const BUNDLE = `${CDN}dist/cdn/lease-labs.js`;

/** Serves this checkout's files at the CDN's URLs, recording each one asked for. */
async function cdnRoute(tab, asked) {
  await tab.route(`${CDN}**`, (route) => {
    asked.push(route.request().url().slice(CDN.length));
    return route.fulfill({ path: `${root}${route.request().url().slice(CDN.length)}`, contentType: 'text/javascript', headers: { 'access-control-allow-origin': '*' } });
  });
}

async function withPage(body, check) {
  const env = await openBrowser({ routes: { '/languages.html': { type: 'text/html', body } } });
  try {
    const tab = await env.browser.newPage();
    const asked = [];
    const errors = pageProblems(tab);
    await cdnRoute(tab, asked);
    await tab.goto(`${env.url}/languages.html`);
    await check(tab, asked);
    assert.deepEqual(errors, []);
  } finally {
    await env.close();
  }
}

test('README: a lang="de" page with only the CDN script shows the lab in German', async () => {
  const html = snippet('README.md', 'Localisation', 'html');
  assert.ok(html.includes(BUNDLE), `the snippet loads ${BUNDLE}`);
  await withPage(`<!doctype html>\n${html}`, async (tab, asked) => {
    await tab.waitForFunction(() => document.querySelector('lease-fencing-lab')?.shadowRoot?.querySelector('.lab[lang="de"]'));
    assert.equal(await labText(tab, 'lease-fencing-lab', '.title'), 'Labor zu Lease, Zombie-Worker und Fencing');
    assert.equal(await labText(tab, 'lease-fencing-lab', '.verdict-label'), 'Eingedämmt.');
    assert.deepEqual(asked.sort(), ['dist/cdn/lease-labs.js', 'dist/cdn/locales/de.js']);
  });
});

test('a lang="de" page with only the page bundle shows the labs and the companions in German', async () => {
  const body = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Sprachen</title>
<script type="module" src="${CDN}dist/cdn/lease-labs-page.js"></script></head><body>
<swarm-lease-lab id="lab"></swarm-lease-lab>
<p>Urteil: <lease-lab-value for="lab" key="verdict"></lease-lab-value>, Arbeit <lease-lab-value for="lab" key="input.work"></lease-lab-value></p>
<lease-lab-step for="lab" set="idempotency-key" expect="ONE EFFECT">Mit Schlüssel</lease-lab-step>
<lease-safety-map for="lab" steps="4"></lease-safety-map></body></html>`;
  await withPage(body, async (tab, asked) => {
    await tab.waitForFunction(() => document.querySelector('lease-safety-map')?.shadowRoot?.querySelector('[lang="de"] .title')?.textContent.startsWith('Ergebnis'));
    await tab.waitForFunction(() => document.querySelector('swarm-lease-lab').shadowRoot?.querySelector('.lab[lang="de"] .verdict-label'));
    assert.equal(await labText(tab, 'swarm-lease-lab', '.verdict-label'), 'Doppelte Wirkung.');
    const values = await tab.evaluate(() => [...document.querySelectorAll('lease-lab-value')].map((v) => v.shadowRoot.textContent.replace(/\s+/g, ' ').trim()));
    assert.deepEqual(values, ['Doppelte Wirkung', '5 s']);
    assert.equal(await labText(tab, 'lease-safety-map', '.title'), 'Ergebnis nach TTL und Stillstand');
    await tab.click('lease-lab-step >> button');
    await tab.waitForFunction(() => document.querySelector('lease-lab-step').shadowRoot.querySelector('.result')?.textContent.trim());
    assert.match(await labText(tab, 'lease-lab-step', '.result'), /^✓ .*Eine Wirkung/);
    assert.deepEqual(asked.sort(), ['dist/cdn/lease-labs-page.js', 'dist/cdn/locales/de.js']);
  });
});

test('README: registering a language and overriding one message', async () => {
  const js = snippet('README.md', 'Localisation', 'js');
  const body = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>languages</title>
<script type="importmap">${JSON.stringify({ imports: { 'lease-labs': BUNDLE } })}</script>
<script type="module">\n${js}</script></head><body>
<lease-fencing-lab id="fr"></lease-fencing-lab><div lang="de"><lease-fencing-lab id="de"></lease-fencing-lab></div></body></html>`;
  await withPage(body, async (tab) => {
    await tab.waitForFunction(() => document.querySelector('#de')?.shadowRoot?.querySelector('.lab[lang="de"] [data-metric="takeover"] dt'));
    const text = (id, selector) => tab.evaluate(([i, s]) => document.getElementById(i).shadowRoot.querySelector(s).textContent.trim(), [id, selector]);
    assert.equal(await text('fr', '.title'), 'Labo : bail, worker zombie et fencing');
    assert.equal(await tab.evaluate(() => document.getElementById('fr').shadowRoot.querySelector('.lab').lang), 'fr');
    assert.equal(await text('de', '[data-metric="takeover"] dt'), 'Übergabe');
    assert.equal(await text('de', '.title'), 'Labor zu Lease, Zombie-Worker und Fencing');
  });
});

test('README: pre-rendering in a language writes German markup that hydrates in German', async () => {
  const js = snippet('README.md', 'Localisation', 'js', 1);
  // Inside the package, so `lease-labs` resolves to this checkout through its own exports.
  const dir = `${root}.tmp/readme-languages`;
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/prerender.mjs`, js);
  const markup = execFileSync(process.execPath, [`${dir}/prerender.mjs`], { encoding: 'utf8' });
  assert.match(markup, /part="base" lang="de">[\s\S]*Eingedämmt\./);
  assert.doesNotMatch(markup, /Contained\./);
  const body = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>vorab</title>
<script type="module" src="/dist/cdn/lease-labs-hydrate.js"></script></head><body>${markup}</body></html>`;
  const env = await openBrowser({ routes: { '/prerendered.html': { type: 'text/html', body } } });
  try {
    const tab = await env.browser.newPage();
    const errors = pageProblems(tab);
    await tab.goto(`${env.url}/prerendered.html`, { waitUntil: 'commit' });
    await tab.waitForFunction(() => document.querySelector('lease-fencing-lab')?.shadowRoot?.querySelector('.verdict'));
    await tab.evaluate(() => (document.querySelector('lease-fencing-lab').shadowRoot.querySelector('.verdict').dataset.ssr = ''));
    await tab.waitForFunction(() => document.querySelector('lease-fencing-lab')?.hasUpdated);
    await tab.evaluate(() => document.querySelector('lease-fencing-lab').updateComplete);
    assert.equal(await labText(tab, 'lease-fencing-lab', '.verdict-label'), 'Eingedämmt.');
    assert.equal(await labText(tab, 'lease-fencing-lab', '.lab[lang="de"] .title'), 'Labor zu Lease, Zombie-Worker und Fencing');
    assert.equal(await tab.evaluate(() => !!document.querySelector('lease-fencing-lab').shadowRoot.querySelector('.verdict[data-ssr]')), true, 'hydrated in place');
    assert.deepEqual(errors, []);
  } finally {
    await env.close();
  }
});
