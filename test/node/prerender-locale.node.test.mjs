// The pre-rendered German page (dist/demo/de.html, written by `npm run build`): what a reader sees without
// JavaScript is what the labs show once hydrated, with no English in between. The German module is held back
// until the test releases it, so the order of events is fixed: the labs must not render while it is missing.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser, pageProblems } from './browser.mjs';
import { prerenderMarkup } from '../../scripts/prerender.mjs';

const LABS = ['lease-de', 'swarm-de'];
const PAGE = '/dist/demo/de.html';

let env;
before(async () => {
  env = await openBrowser();
});
after(() => env.close());

/**
 * A lab's visible text (closed sections excluded), whitespace collapsed, without its ready line: that line
 * says "interactive once its script runs" until the script runs, and the lesson of the example after.
 */
function labText(lab) {
  const all = lab.shadowRoot.querySelector('.lab')?.innerText ?? '';
  const ready = lab.shadowRoot.querySelector('.ready-line')?.innerText ?? '';
  return all.replace(ready, '').replace(/\s+/g, ' ').trim();
}

/** Each lab's visible text, as `labText` reads it. */
const visibleText = (page) => page.evaluate(([ids, read]) => ids.map((id) => (0, eval)(`(${read})`)(document.getElementById(id))), [LABS, labText.toString()]);

/** Holds every request matching `pattern` until the returned function is called (with "abort", fails them). */
async function hold(page, pattern) {
  let release;
  const held = new Promise((r) => (release = r));
  await page.route(pattern, async (route) => ((await held) === 'abort' ? route.abort() : route.continue()));
  return release;
}

/**
 * Opens the page with the bundle and the German module held; resolves once the whole page is parsed (its
 * `readyState` leaves "loading" before any module script runs), so what is read is the finished page's layout.
 * Read earlier, a CI run once saw a band word that the finished page, with JavaScript off, does not show.
 */
async function openHeld(page) {
  const bundle = await hold(page, '**/lease-labs-hydrate.js');
  const german = await hold(page, '**/cdn/locales/de.js');
  await page.goto(`${env.url}${PAGE}`, { waitUntil: 'commit' });
  await page.waitForFunction(
    (ids) => document.readyState !== 'loading' && ids.every((id) => document.getElementById(id)?.shadowRoot?.querySelector('.verdict')),
    LABS,
  );
  return { bundle, german };
}

/** Records each lab's text after every change to its shadow root, in `window.__seen[id]`. */
const recordChanges = (page) =>
  page.evaluate(([ids, read]) => {
    window.__labText = (0, eval)(`(${read})`);
    window.__seen = {};
    for (const id of ids) {
      const root = document.getElementById(id).shadowRoot;
      const seen = (window.__seen[id] = []);
      new MutationObserver(() => seen.push(window.__labText(root.host))).observe(root, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    }
  }, [LABS, labText.toString()]);

test('without JavaScript the German page shows both labs in German', async () => {
  const context = await env.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${env.url}${PAGE}`);
  const [lease, swarm] = await visibleText(page);
  assert.match(lease, /^Labor zu Lease, Zombie-Worker und Fencing Eingedämmt\./);
  assert.match(swarm, /Doppelte Wirkung\./);
  await context.close();
});

test('hydrated, the German labs show the server text: at their first render, after it, and at no moment in between', async () => {
  const context = await env.browser.newContext({ javaScriptEnabled: false });
  const off = await context.newPage();
  await off.goto(`${env.url}${PAGE}`);
  const server = await visibleText(off);
  await context.close();

  const page = await env.browser.newPage();
  const problems = pageProblems(page);
  const { bundle, german } = await openHeld(page);
  assert.deepEqual(await visibleText(page), server, 'the parsed page, before any script');
  await recordChanges(page);
  bundle();
  await page.waitForFunction(() => customElements.get('swarm-lease-lab') && customElements.get('lease-fencing-lab'));
  // Long enough for a lab that did not wait to have drawn (its first render takes a task and a frame).
  await page.waitForTimeout(300);
  assert.deepEqual(await page.evaluate((ids) => ids.map((id) => document.getElementById(id).hasUpdated), LABS), [false, false], 'no render before the German module');
  // The text each lab shows at its first client render, read in its `updated`.
  await page.evaluate((ids) => {
    window.__first = {};
    for (const id of ids) {
      const lab = document.getElementById(id);
      const updated = lab.updated;
      lab.updated = function (changed) {
        window.__first[id] ??= window.__labText(this);
        return updated.call(this, changed);
      };
    }
  }, LABS);
  german();
  await page.evaluate(async (ids) => {
    for (const id of ids) await document.getElementById(id).updateComplete;
  }, LABS);
  assert.deepEqual(await page.evaluate((ids) => ids.map((id) => window.__first[id]), LABS), server, 'the first hydrated render');
  assert.deepEqual(await visibleText(page), server, 'hydrated');
  const seen = await page.evaluate((ids) => ids.map((id) => [...new Set(window.__seen[id])]), LABS);
  for (const [i, texts] of seen.entries()) assert.deepEqual(texts.filter((t) => t !== server[i]), [], `${LABS[i]}: every text shown meanwhile`);
  assert.deepEqual(await page.evaluate((ids) => ids.map((id) => document.getElementById(id).shadowRoot.querySelector('.lab').lang), LABS), ['de', 'de']);
  // Hydrated, not drawn again: one verdict and one timeline each.
  assert.deepEqual(await page.evaluate((ids) => ids.map((id) => document.getElementById(id).shadowRoot.querySelectorAll('.verdict, .timeline').length), LABS), [2, 2]);
  assert.deepEqual(problems, []);
  await page.close();
});

test('when the German module fails to load, the labs are drawn afresh in English marked lang="en"', async () => {
  const page = await env.browser.newPage();
  const { bundle, german } = await openHeld(page);
  german('abort');
  bundle();
  await page.waitForFunction((ids) => ids.every((id) => document.getElementById(id)?.shadowRoot?.querySelector('.lab[lang="en"]')), LABS);
  const [lease] = await visibleText(page);
  assert.match(lease, /^Lease, zombie worker and fencing lab Contained\./);
  assert.doesNotMatch(lease, /Eingedämmt|Ereignisprotokoll/, 'the German server markup is gone, not mixed in');
  await page.close();
});

test('when the German module does not arrive within 2 s, the labs draw in English, then German once it does', async () => {
  const page = await env.browser.newPage();
  const { bundle, german } = await openHeld(page);
  bundle();
  const start = Date.now();
  await page.waitForFunction((ids) => ids.every((id) => document.getElementById(id)?.shadowRoot?.querySelector('.lab[lang="en"]')), LABS, { timeout: 6000 });
  assert.ok(Date.now() - start >= 1500, 'the labs waited for the module first');
  german();
  await page.waitForFunction((ids) => ids.every((id) => document.getElementById(id)?.shadowRoot?.querySelector('.lab[lang="de"]')), LABS);
  const [lease] = await visibleText(page);
  assert.match(lease, /^Labor zu Lease, Zombie-Worker und Fencing Eingedämmt\./);
  await page.close();
});

test('a German page pre-rendered in English (no catalog on the server) is drawn afresh in German, not mixed', async () => {
  const labs = await prerenderMarkup('<lease-fencing-lab id="lease-de" lang="de"></lease-fencing-lab><swarm-lease-lab id="swarm-de" lang="de"></swarm-lease-lab>');
  assert.match(labs, /Contained\./, 'the server had no German catalog');
  const body = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>de</title><script type="module" src="/dist/cdn/lease-labs-hydrate.js"></script></head><body>${labs}</body></html>`;
  const local = await openBrowser({ routes: { '/english-markup.html': { type: 'text/html', body } } });
  try {
    const page = await local.browser.newPage();
    const problems = pageProblems(page);
    await page.goto(`${local.url}/english-markup.html`);
    await page.waitForFunction((ids) => ids.every((id) => document.getElementById(id)?.hasUpdated), LABS);
    await page.evaluate(async (ids) => {
      for (const id of ids) await document.getElementById(id).updateComplete;
    }, LABS);
    const [lease, swarm] = await visibleText(page);
    assert.match(lease, /^Labor zu Lease, Zombie-Worker und Fencing Eingedämmt\./);
    assert.doesNotMatch(lease, /Contained|Event log/);
    assert.match(swarm, /Doppelte Wirkung\./);
    assert.deepEqual(await page.evaluate((ids) => ids.map((id) => document.getElementById(id).shadowRoot.querySelectorAll('.verdict, .timeline').length), LABS), [2, 2]);
    assert.deepEqual(problems, []);
  } finally {
    await local.close();
  }
});
