// Figure first (issue 24) for a reader without JavaScript: the pre-rendered lab has the hydrated lab's
// shape. In a 720 px column at 1280 × 800 its figure (verdict, timeline) ends within 800 px of its top and
// the whole lab, every section closed, within 1,000 px; at 375 × 812 the verdict and 60 % of the timeline
// fit the phone's screen together (what the focus rule of test/elements/figure-layout.test.ts needs);
// each lab lays out at most 200 elements; and the secondary sections are closed but carry their text.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { prerenderMarkup } from '../../scripts/prerender.mjs';
import { openBrowser } from './browser.mjs';

const LABS = ['lease-fencing-lab', 'swarm-lease-lab'];
const PROSE = '<p>Prose around the lab, as a docs page has it, so that the page scrolls past the lab both ways.</p>'.repeat(12);
const VIEWS = {
  column: { viewport: { width: 1280, height: 800 }, wrap: (c) => `<main style="max-width:720px;margin:auto;padding:0 16px">${c}</main>`, margin: 0 },
  phone: { viewport: { width: 375, height: 812 }, wrap: (c) => c, margin: 16 },
};

/** Each lab's pre-rendered default markup, by tag. */
const markup = {};
let env;
before(async () => {
  const routes = {};
  for (const tag of LABS) {
    markup[tag] = await prerenderMarkup(`<${tag}></${tag}>`);
    for (const [name, view] of Object.entries(VIEWS)) {
      const body = view.wrap(`<h1>Leases</h1>${PROSE}${markup[tag]}${PROSE}`);
      routes[`/${tag}-${name}.html`] = {
        type: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>figure</title></head>
<body style="font:16px system-ui,sans-serif;margin:${view.margin}px">${body}</body></html>`,
      };
    }
  }
  env = await openBrowser({ routes });
});
after(() => env?.close());

/** In the page: the lab's figure geometry and laid-out elements, every section closed first. */
function geometry(tag) {
  const lab = document.querySelector(tag);
  const root = lab.shadowRoot;
  const open = [...root.querySelectorAll('details')].filter((d) => d.open);
  for (const d of open) d.open = false;
  // Not counted: what is in an SVG <defs> (never drawn as boxes) and the content of a closed <details>, which the
  // browser skips (asking for its rects would lay it out).
  const skipped = (el) => !!el.closest('defs') || (!!el.closest('details:not([open])') && !el.closest('summary'));
  const laidOut = (r) => [...r.querySelectorAll('*')].reduce((n, el) => n + (!skipped(el) && el.getClientRects().length > 0 ? 1 : 0) + (el.shadowRoot ? laidOut(el.shadowRoot) : 0), 0);
  const box = lab.getBoundingClientRect();
  const timeline = root.querySelector('[part~="timeline"]')?.getBoundingClientRect();
  const verdict = root.querySelector('[part~="verdict"] .verdict-label')?.getBoundingClientRect();
  return {
    toTimeline: timeline ? timeline.bottom - box.top : NaN,
    verdictToTimeline: timeline && verdict ? timeline.top + timeline.height * 0.6 - verdict.top : NaN,
    height: box.height,
    laidOut: laidOut(root),
    openByDefault: open.length,
  };
}

/** Loads a pre-rendered page with JavaScript off and measures its lab. */
async function measure(tag, name) {
  const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: VIEWS[name].viewport });
  const tab = await context.newPage();
  await tab.goto(`${env.url}/${tag}-${name}.html`);
  const g = await tab.evaluate(geometry, tag);
  await context.close();
  return g;
}

for (const tag of LABS) {
  test(`${tag}, pre-rendered, JavaScript off, 720 px column at 1280 × 800: figure within 800 px, lab within 1,000 px`, async (t) => {
    const g = await measure(tag, 'column');
    t.diagnostic(`top → timeline bottom ${Math.round(g.toTimeline)} px, height ${Math.round(g.height)} px, ${g.laidOut} laid out`);
    assert.ok(g.toTimeline <= 800, `lab top → timeline bottom is ${Math.round(g.toTimeline)} px (limit 800)`);
    assert.ok(g.height <= 1000, `whole lab, sections closed, is ${Math.round(g.height)} px (limit 1,000)`);
    assert.ok(g.laidOut <= 200, `${g.laidOut} elements laid out (limit 200)`);
  });

  test(`${tag}, pre-rendered, JavaScript off, 375 × 812: verdict and timeline fit one screen`, async (t) => {
    const g = await measure(tag, 'phone');
    t.diagnostic(`top → timeline bottom ${Math.round(g.toTimeline)} px, height ${Math.round(g.height)} px, ${g.laidOut} laid out`);
    // A focused control must leave the verdict and 60 % of the timeline in view, so that much fits one screen.
    assert.ok(g.verdictToTimeline <= 812, `verdict → 60 % of the timeline is ${Math.round(g.verdictToTimeline)} px (limit 812)`);
    assert.ok(g.laidOut <= 200, `${g.laidOut} elements laid out (limit 200)`);
  });

  test(`${tag}, pre-rendered: the event log and the other tables keep their rows in the HTML`, () => {
    const tables = [...markup[tag].matchAll(/<table\b[\s\S]*?<\/table>/g)].map((m) => m[0]);
    assert.ok(tables.length > 0, 'a table (the event log) in the pre-rendered HTML');
    for (const table of tables) {
      const id = table.match(/\bid="([^"]+)"/)?.[1] ?? 'table';
      const rows = [...table.matchAll(/<tr\b[\s\S]*?<\/tr>/g)].map((m) => m[0].replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim()).filter(Boolean);
      assert.ok(rows.length > 1, `${id}: a header and rows with text (${rows.length} rows)`);
    }
  });

  test(`${tag}, pre-rendered, JavaScript off: secondary sections are closed and hold their text`, async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: VIEWS.column.viewport });
    const tab = await context.newPage();
    await tab.goto(`${env.url}/${tag}-column.html`);
    const s = await tab.evaluate((t) => {
      const root = document.querySelector(t).shadowRoot;
      const details = [...root.querySelectorAll('details')];
      return {
        open: details.filter((d) => d.open).map((d) => d.querySelector('summary')?.textContent.trim()),
        empty: details.filter((d) => !(d.textContent ?? '').replace(d.querySelector('summary')?.textContent ?? '', '').trim()).length,
        looseTables: [...root.querySelectorAll('table')].filter((tb) => !tb.closest('details')).map((tb) => tb.id || 'table'),
        sections: details.length,
      };
    }, tag);
    await context.close();
    assert.deepEqual(s.open, [], 'no section open by default');
    assert.equal(s.empty, 0, 'every closed section carries its text');
    assert.deepEqual(s.looseTables, [], 'tables (event log, decisions, computed data) inside closed sections');
  });
}
