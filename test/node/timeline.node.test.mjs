// The timeline is width-free: the pre-rendered demo (dist/demo/, built by `npm run build`) shows legible,
// non-overlapping timeline text at any column width with JavaScript off, and hydration neither re-renders
// the labs nor changes the page's height.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser, holdHydration } from './browser.mjs';

let env;
before(async () => {
  env = await openBrowser();
});
after(() => env.close());

const LABS = 'lease-fencing-lab, swarm-lease-lab';

/**
 * Per lab: the rendered box of every visible piece of timeline text (measured on its text node, so it is the
 * glyphs' height, not a line box), which kind of label it is, and the boxes of the marks on the lanes.
 */
function timelineBoxes(selector) {
  const box = (r) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height });
  return [...document.querySelectorAll(selector)].map((lab) => {
    const root = lab.shadowRoot;
    const texts = [];
    const walker = document.createTreeWalker(root.querySelector('.timeline'), NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const owner = node.parentElement;
      if (!node.data.trim() || owner.closest('desc, style')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      // One box per line (a legend entry may wrap); none when a container query hides the text.
      for (const r of range.getClientRects()) {
        if (r.width === 0 || r.height === 0) continue;
        texts.push({ text: node.data.trim(), kind: owner.getAttribute('class') ?? owner.tagName, legend: !!owner.closest('.legend'), ...box(r) });
      }
    }
    const marks = [...root.querySelectorAll('.plot .mark')].map((m) => {
      const shapes = [...m.children].map((c) => c.getBoundingClientRect());
      return {
        text: m.getAttribute('aria-label') ?? '',
        left: Math.min(...shapes.map((r) => r.left)),
        right: Math.max(...shapes.map((r) => r.right)),
        top: Math.min(...shapes.map((r) => r.top)),
        bottom: Math.max(...shapes.map((r) => r.bottom)),
      };
    });
    return { id: lab.id, texts, marks };
  });
}

const overlaps = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

test('with JavaScript off, timeline text is 11–16 px tall at 320, 768 and 1280 px', async () => {
  for (const width of [320, 768, 1280]) {
    const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${env.url}/dist/demo/index.html`);
    const labs = await page.evaluate(timelineBoxes, LABS);
    assert.equal(labs.length, 12);
    for (const lab of labs) {
      assert.ok(lab.texts.filter((t) => !t.legend).length >= 8, `${lab.id} at ${width}px shows its timeline text`);
      for (const t of lab.texts) {
        assert.ok(t.height >= 11 && t.height <= 16, `${lab.id} at ${width}px: "${t.text}" (${t.kind}) is ${t.height.toFixed(1)} px tall`);
      }
    }
    await context.close();
  }
});

test('at 320 px no two timeline labels overlap, and no label overlaps a mark', async () => {
  const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${env.url}/dist/demo/index.html`);
  const labs = await page.evaluate(timelineBoxes, LABS);
  let pairs = 0;
  for (const lab of labs) {
    const labels = lab.texts.filter((t) => !t.legend);
    for (let i = 0; i < labels.length; i++) {
      for (let j = i + 1; j < labels.length; j++) {
        pairs++;
        assert.ok(!overlaps(labels[i], labels[j]), `${lab.id}: "${labels[i].text}" overlaps "${labels[j].text}"`);
      }
      for (const mark of lab.marks) assert.ok(!overlaps(labels[i], mark), `${lab.id}: "${labels[i].text}" overlaps the mark "${mark.text}"`);
    }
  }
  assert.ok(pairs > 200, 'enough labels were compared');
  await context.close();
});

test('with JavaScript on at 375 px, hydration renders each lab once and changes the page height by at most 16 px', async () => {
  const context = await env.browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  // Count renders per lab: wrap each lab class's render() as the bundle defines it.
  await page.addInitScript(() => {
    globalThis.__renders = new Map();
    const define = customElements.define.bind(customElements);
    customElements.define = (name, ctor, options) => {
      const render = ctor.prototype.render;
      ctor.prototype.render = function () {
        globalThis.__renders.set(this, (globalThis.__renders.get(this) ?? 0) + 1);
        return render.call(this);
      };
      return define(name, ctor, options);
    };
  });
  const release = await holdHydration(page);
  await page.goto(`${env.url}/dist/demo/index.html`, { waitUntil: 'commit' });
  await page.waitForFunction((s) => [...document.querySelectorAll(s)].filter((el) => el.shadowRoot).length === 12, LABS);
  // The whole page parsed (the parser finishes before module scripts run), not just up to the last lab.
  await page.waitForFunction(() => document.readyState !== 'loading');
  await page.waitForFunction(() => document.fonts.status === 'loaded');
  // The demo's own "Listening to results" table fills in from lab-result events once scripts run; that is the
  // host page's content, not the labs', so it is left out of the comparison.
  const height = () => page.evaluate(() => document.documentElement.scrollHeight - document.getElementById('results').offsetHeight);
  const before = await height();
  release();
  await page.waitForFunction(() => customElements.get('swarm-lease-lab') && customElements.get('lease-fencing-lab'));
  await page.evaluate(async (s) => {
    for (const el of document.querySelectorAll(s)) await el.updateComplete;
    await new Promise((r) => setTimeout(r, 300));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    for (const el of document.querySelectorAll(s)) await el.updateComplete;
  }, LABS);
  const afterHeight = await height();
  assert.ok(Math.abs(afterHeight - before) <= 16, `page height ${before} px before hydration, ${afterHeight} px after`);
  const renders = await page.evaluate((s) => [...document.querySelectorAll(s)].map((el) => `${el.id}: ${globalThis.__renders.get(el) ?? 0}`), LABS);
  assert.deepEqual(
    renders,
    renders.map((r) => r.replace(/\d+$/, '1')),
    'each lab rendered exactly once on load',
  );
  await context.close();
});
