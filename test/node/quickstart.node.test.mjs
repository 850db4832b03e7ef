// The README's quick start, run verbatim in Chromium: its module script, placed after the bundle, must hear
// the first `lab-result` of both labs, every time. The bundle's CDN URL is this version's packed file; the
// browser is served this checkout's build at that URL, as the CDN will serve it once the package is published.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { LEASE_FENCING_FIELDS, SWARM_LEASE_FIELDS, readAttribute, simulateLeaseFencing, simulateSwarmLease } from '../../dist/sim/index.js';
import { openBrowser, root } from './browser.mjs';
import { snippet as docSnippet } from './docs.mjs';

const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
const CDN = `https://cdn.jsdelivr.net/npm/${pkg.name}@${pkg.version}/`;

/** The first fenced block of `lang` under the README heading `title`. */
export function snippet(title, lang) {
  return `${docSnippet('README.md', title, lang)}\n`;
}

test("the quick start's script is this version's packed bundle, at its jsDelivr URL", () => {
  const [, url] = snippet('Quick start', 'html').match(/<script type="module" src="([^"]+)"><\/script>/);
  assert.ok(url.startsWith(CDN), `${url} is under ${CDN}`);
  const [{ files }] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--silent'], { cwd: root, encoding: 'utf8' }));
  assert.ok(files.some((f) => f.path === url.slice(CDN.length)), `${url.slice(CDN.length)} is packed`);
});

/** Serves this checkout's files at the CDN's URLs for this version, with the CDN's CORS header. */
async function cdnRoute(tab) {
  await tab.route(`${CDN}**`, (route) => route.fulfill({
    path: `${root}${route.request().url().slice(CDN.length)}`,
    contentType: 'text/javascript',
    headers: { 'access-control-allow-origin': '*' },
  }));
}

test('the README quick start hears the first result of both labs, every time', async () => {
  const html = snippet('Quick start', 'html');
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>quick start</title></head><body>\n${html}</body></html>`;
  // What the two labs in the snippet must report, computed by the engine from the same attributes.
  const input = (tag, fields) => {
    const attrs = new Map([...html.match(new RegExp(`<${tag}([^>]*)>`))[1].matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((m) => [m[1], m[2] ?? '']));
    return Object.fromEntries(fields.map((f) => [f.name, readAttribute(f, attrs.get(f.attribute) ?? null).value]));
  };
  const expected = [
    `lease-fencing-lab ${simulateLeaseFencing(input('lease-fencing-lab', LEASE_FENCING_FIELDS)).verdict}`,
    `swarm-lease-lab ${simulateSwarmLease(input('swarm-lease-lab', SWARM_LEASE_FIELDS)).verdict}`,
  ].sort();

  const env = await openBrowser({ routes: { '/quickstart.html': { type: 'text/html', body: page } } });
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      const tab = await env.browser.newPage();
      const logs = [];
      tab.on('console', (m) => m.type() === 'log' && logs.push(m.text()));
      tab.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
      await cdnRoute(tab);
      await tab.goto(`${env.url}/quickstart.html`);
      // `updateComplete` resolves once a lab is whole (a lab drawn from scratch takes a few frames); results follow it.
      await tab.waitForFunction(() => customElements.get('lease-fencing-lab') && customElements.get('swarm-lease-lab'));
      await tab.evaluate(() => Promise.all([...document.querySelectorAll('lease-fencing-lab, swarm-lease-lab')].map((l) => l.updateComplete)));
      await tab.waitForTimeout(300);
      assert.deepEqual(logs.slice().sort(), expected, `attempt ${attempt + 1}: console said ${JSON.stringify(logs)}`);
      await tab.close();
    }
  } finally {
    await env.close();
  }
});

test('the README rule that holds the labs\' room before the script runs keeps a page of twenty labs from shifting', async () => {
  const css = snippet('Quick start', 'css');
  const labs = Array.from({ length: 20 }, (_, i) => `<h2>Section ${i}</h2><p>Prose before the lab.</p>${i % 2 ? '<swarm-lease-lab></swarm-lease-lab>' : '<lease-fencing-lab></lease-fencing-lab>'}`).join('\n');
  // Layout shifts as the page's readers would see them (none caused by input), summed like CLS. The bundle
  // arrives after the page has been painted, as it does on a real connection: served locally it could run
  // before the first paint, and then even a page without the rule would record no shift.
  const late = `requestAnimationFrame(() => setTimeout(() => document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: '/dist/cdn/lease-labs.js' })), 150))`;
  const page = (style) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>shift</title>
<script>window.__shift = 0; new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shift += e.value; }).observe({ type: 'layout-shift', buffered: true });</script>
<style>${style}</style><script>${late}</script></head><body><h1>Twenty labs</h1>${labs}</body></html>`;
  const env = await openBrowser({ routes: { '/held.html': { type: 'text/html', body: page(css) }, '/bare.html': { type: 'text/html', body: page('') } } });
  try {
    const shift = async (path) => {
      const tab = await env.browser.newPage({ viewport: { width: 1000, height: 800 } });
      await tab.goto(`${env.url}${path}`);
      await tab.waitForFunction(() => customElements.get('lease-fencing-lab') && customElements.get('swarm-lease-lab'));
      await tab.evaluate(() => Promise.all([...document.querySelectorAll('lease-fencing-lab, swarm-lease-lab')].slice(0, 2).map((l) => l.updateComplete)));
      await tab.waitForTimeout(500);
      const value = await tab.evaluate(() => window.__shift);
      await tab.close();
      return value;
    };
    const bare = await shift('/bare.html');
    const held = await shift('/held.html');
    assert.ok(held < 0.02, `with the rule: layout shift ${held.toFixed(3)}`);
    assert.ok(bare > 0.1, `without it the labs' arrival shifts the page (${bare.toFixed(3)}), or this test measures nothing`);
  } finally {
    await env.close();
  }
});

test('the README rule for figures reserves about the height each figure lab will take at desktop widths', async () => {
  // Measured as heights, not as layout shift: whether a shift is recorded at all depends on whether the labs
  // drew before the first paint, which varies from run to run.
  const css = snippet('Quick start', 'css');
  const labsOnly = css.slice(0, css.indexOf('/* Figures'));
  const figures = '<lease-fencing-lab compact no-controls></lease-fencing-lab><swarm-lease-lab compact no-controls></swarm-lease-lab>';
  const page = (style, script) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>figures</title>
<style>${style}</style>${script ? '<script type="module" src="/dist/cdn/lease-labs.js"></script>' : ''}</head><body>${figures}</body></html>`;
  const env = await openBrowser({
    routes: {
      '/held.html': { type: 'text/html', body: page(css, false) },
      '/labs-only.html': { type: 'text/html', body: page(labsOnly, false) },
      '/drawn.html': { type: 'text/html', body: page('', true) },
    },
  });
  try {
    const heights = async (path, width, drawn) => {
      const tab = await env.browser.newPage({ viewport: { width, height: 800 } });
      await tab.goto(`${env.url}${path}`);
      if (drawn) await tab.evaluate(() => Promise.all([...document.querySelectorAll('lease-fencing-lab, swarm-lease-lab')].map((l) => customElements.whenDefined(l.localName).then(() => l.updateComplete))));
      const value = await tab.evaluate(() => [...document.querySelectorAll('lease-fencing-lab, swarm-lease-lab')].map((l) => l.getBoundingClientRect().height));
      await tab.close();
      return value;
    };
    for (const width of [760, 1280]) {
      const final = await heights('/drawn.html', width, true);
      const held = await heights('/held.html', width, false);
      const labs = await heights('/labs-only.html', width, false);
      final.forEach((h, i) => {
        const tag = i ? 'swarm-lease-lab' : 'lease-fencing-lab';
        assert.ok(held[i] / h > 0.7 && held[i] / h < 1.35, `${width} px, ${tag}: reserved ${held[i]} px for ${h.toFixed(0)} px`);
        assert.ok(labs[i] / h > 1.5, `${width} px, ${tag}: the labs' rule alone reserves ${labs[i]} px, far more than the figure's ${h.toFixed(0)} px`);
      });
    }
  } finally {
    await env.close();
  }
});

test('the same README rule holds a safety map\'s room, so the prose after it stays put', async () => {
  const css = snippet('Quick start', 'css');
  // A map above the prose, its lab below (the companions demo's order). Its bundle arrives after the page has
  // been painted, as a second file on a slow connection would: the page loads it a little after the first frame.
  const late = `requestAnimationFrame(() => setTimeout(() => document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: '/dist/cdn/safety-map.js' })), 150))`;
  const page = (style) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>map</title>
<script>window.__shift = 0; new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shift += e.value; }).observe({ type: 'layout-shift', buffered: true });</script>
<style>${style}</style><script type="module" src="/dist/cdn/lease-labs.js"></script><script>${late}</script></head>
<body><h1>A map</h1><lease-safety-map for="lab"></lease-safety-map><p id="after">Prose after the map.</p><swarm-lease-lab id="lab"></swarm-lease-lab></body></html>`;
  const env = await openBrowser({ routes: { '/held.html': { type: 'text/html', body: page(css) }, '/bare.html': { type: 'text/html', body: page('') } } });
  try {
    const shift = async (path, width) => {
      const tab = await env.browser.newPage({ viewport: { width, height: 800 } });
      await tab.goto(`${env.url}${path}`);
      await tab.waitForFunction(() => customElements.get('lease-safety-map') && customElements.get('swarm-lease-lab'));
      await tab.evaluate(() => Promise.all([...document.querySelectorAll('lease-safety-map, swarm-lease-lab')].map((l) => l.updateComplete)));
      await tab.waitForTimeout(500);
      const value = await tab.evaluate(() => window.__shift);
      await tab.close();
      return value;
    };
    for (const width of [320, 1280]) {
      const bare = await shift('/bare.html', width);
      const held = await shift('/held.html', width);
      assert.ok(held < 0.05, `${width} px, with the rule: layout shift ${held.toFixed(3)}`);
      assert.ok(bare > 0.1, `${width} px: without it the map's arrival shifts the page (${bare.toFixed(3)}), or this test measures nothing`);
    }
  } finally {
    await env.close();
  }
});
