// `npm run test:recipes` step 2: the recipes of docs/recipes.md, built by scripts/recipes.mjs with the real tools
// against the packed package, opened in Chromium. Both labs render, the page hears `lab-result` the way
// docs/recipes.md says to listen, and the pre-rendered recipes show each lab's run with JavaScript off.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { chromium } from 'playwright-core';
import { simulateLeaseFencing, simulateSwarmLease } from '../../dist/sim/index.js';
import { findChromium } from '../../scripts/chromium.mjs';
import { serve } from '../../scripts/static-server.mjs';

const here = new URL('.', import.meta.url).pathname;
const SITES = [
  { name: 'Vite + Vue (SFC)', dir: 'vue-vite/dist', prerendered: false, companion: true },
  // Vue's warnings (e.g. "Failed to resolve component") exist only in its development build.
  { name: 'Vite + Vue (SFC), development build', dir: 'vue-vite/dist-dev', prerendered: false, companion: true },
  { name: 'VitePress', dir: 'vitepress/.vitepress/dist', prerendered: true },
  { name: 'Eleventy', dir: 'eleventy/_site', prerendered: true },
  { name: 'Astro 5', dir: 'astro/dist', prerendered: true },
  // The same pre-rendering component in MDX; Starlight's theme picker switches the page (and the labs) to dark.
  { name: 'Starlight', dir: 'starlight/dist', prerendered: true, dark: (page) => page.locator('starlight-theme-select select').first().selectOption('dark') },
  // React components in MDX, server-rendered and hydrated; the labs' room is held by the page's CSS until then.
  // Raw HTML in Markdown (goldmark's `unsafe`), the CDN bundle in `static/`.
  { name: 'Hugo', dir: 'hugo/public' },
  // The bundle as a module from a theme override (MkDocs 1.4's extra_javascript is a classic script); slate is dark.
  { name: 'MkDocs with mkdocs-material (light and slate)', dir: 'mkdocs/site', dark: (page) => page.locator('[title="Switch to dark mode"]').first().click() },
  // The bundle through html_js_files with type="module", the labs in `.. raw:: html`, Sphinx's default theme.
  { name: 'Sphinx', dir: 'sphinx/_build/html' },
  { name: 'Docusaurus 3 (MDX, lease-labs/react)', dir: 'docusaurus/build', holding: true, dark: (page) => page.getByRole('button', { name: /dark and light mode/ }).click() },
];
// What every fixture page asks for: the swarm lab with a fencing token, the lease lab with a watermark.
const SWARM = simulateSwarmLease({ mechanism: 'fencing' }).verdict;
const SWARM_NONE = simulateSwarmLease({ mechanism: 'none' }).verdict;
const LEASE = simulateLeaseFencing({ enforcement: 'watermark', pauseFor: 10 }).verdict;

let browser;
before(async () => {
  const found = await findChromium();
  browser = await chromium.launch({ executablePath: found.executablePath, args: found.args });
});
after(() => browser?.close());

const verdictLabel = (page, tag) => page.locator(`${tag} [part~="verdict"]`).first().textContent();
const OUTPUT = '#swarm-lease-lab-verdict';

for (const site of SITES) {
  describe(site.name, () => {
    let server;
    before(async () => (server = await serve(join(here, site.dir))));
    after(() => server.close());

    test('both labs render and the page hears lab-result, first and later', async () => {
      const page = await browser.newPage();
      const problems = [];
      page.on('pageerror', (e) => problems.push(e.message));
      // Lit's dev-mode banner is expected in a development build; a failed request is reported below, with its URL.
      const expected = (text) => text.startsWith('Lit is in dev mode') || text.startsWith('Failed to load resource');
      page.on('console', (m) => ['error', 'warning'].includes(m.type()) && !expected(m.text()) && problems.push(m.text()));
      // A site's missing favicon (Starlight asks for /favicon.svg) is not the recipe's.
      page.on('response', (r) => r.status() >= 400 && !/\/favicon\.(ico|svg)$/.test(r.url()) && problems.push(`${r.status()} ${r.url()}`));
      // Every lab-result, heard before any of the page's own scripts: the page must show the first one.
      await page.addInitScript(() => {
        window.heard = [];
        document.addEventListener('lab-result', (e) => window.heard.push([e.target.localName, e.detail.run.verdict]), true);
      });
      await page.goto(`${server.url}/`);
      await page.waitForFunction(() => document.querySelector('swarm-lease-lab')?.run && document.querySelector('lease-fencing-lab')?.run);
      // `run` is there at once; a lab drawn in the browser holds its room first and adds its parts over a few
      // frames, so its text is read once `updateComplete` says it is whole.
      await page.evaluate(() => Promise.all([...document.querySelectorAll('swarm-lease-lab, lease-fencing-lab')].map((l) => l.updateComplete)));
      assert.equal(await page.evaluate(() => document.querySelector('swarm-lease-lab').run.verdict), SWARM);
      assert.equal(await page.evaluate(() => document.querySelector('lease-fencing-lab').run.verdict), LEASE);
      for (const tag of ['swarm-lease-lab', 'lease-fencing-lab']) {
        const text = await page.locator(`${tag} [part~="base"]`).first().textContent();
        assert.ok(text.length > 200 && !/NaN|undefined/.test(text), `${tag} renders its run`);
      }
      assert.match(await verdictLabel(page, 'swarm-lease-lab'), new RegExp(SWARM, 'i'));
      await page.waitForFunction((v) => document.querySelector('#swarm-lease-lab-verdict')?.textContent.includes(v), SWARM);
      // One run each, with the page's inputs (no run of the default inputs before them), and that first run is the one shown.
      assert.deepEqual((await page.evaluate(() => window.heard)).sort(), [['lease-fencing-lab', LEASE], ['swarm-lease-lab', SWARM]]);
      // A later run reaches the page only through the event listener.
      await page.evaluate(() => (document.querySelector('swarm-lease-lab').mechanism = 'none'));
      await page.waitForFunction((v) => document.querySelector('#swarm-lease-lab-verdict')?.textContent.includes(v), SWARM_NONE);
      assert.equal((await page.locator(OUTPUT).textContent()).trim(), SWARM_NONE);
      if (site.companion) {
        // A companion is compiled as a tag too (no "Failed to resolve component"), and follows its lab.
        const refused = String(simulateSwarmLease({ mechanism: 'none', ttl: 6 }).rejectedWrites);
        await page.waitForFunction((v) => document.querySelector('lease-lab-value')?.shadowRoot?.textContent.includes(v), refused);
      }
      if (site.dark) {
        // The site's own dark theme reaches the labs: they follow the page's color-scheme (light until then).
        assert.doesNotMatch(await page.evaluate(() => getComputedStyle(document.querySelector('swarm-lease-lab')).colorScheme), /dark/);
        await site.dark(page);
        await page.waitForFunction(() => getComputedStyle(document.querySelector('swarm-lease-lab')).colorScheme.includes('dark'));
        const text = await page.evaluate(() => getComputedStyle(document.querySelector('swarm-lease-lab').shadowRoot.querySelector('[part~="verdict"]')).color);
        const [r, g, b] = text.match(/\d+/g).map(Number);
        assert.ok(0.2126 * r + 0.7152 * g + 0.0722 * b > 150, `the verdict is light text on the dark page (${text})`);
      }
      assert.deepEqual(problems, [], 'no errors, warnings or hydration mismatches');
      await page.close();
    });

    if (site.holding) {
      test('with JavaScript off, the page holds each lab\'s room', async () => {
        const context = await browser.newContext({ javaScriptEnabled: false });
        const page = await context.newPage();
        await page.goto(`${server.url}/`);
        for (const tag of ['swarm-lease-lab', 'lease-fencing-lab']) {
          const { height } = await page.locator(tag).first().boundingBox();
          assert.ok(height > 600, `${tag} holds ${height} px`);
        }
        await context.close();
      });
    }

    if (site.prerendered) {
      test('with JavaScript off, the static HTML shows both labs and their verdicts', async () => {
        const context = await browser.newContext({ javaScriptEnabled: false });
        const page = await context.newPage();
        await page.goto(`${server.url}/`);
        assert.match(await verdictLabel(page, 'swarm-lease-lab'), new RegExp(SWARM, 'i'));
        assert.ok((await verdictLabel(page, 'lease-fencing-lab')).trim().length > 3);
        assert.ok((await page.locator('lease-fencing-lab [part~="timeline"]').count()) > 0, 'the timeline is in the HTML');
        await context.close();
      });
    }
  });
}
