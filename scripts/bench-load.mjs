// Load half of `npm run bench`: the longest main-thread task while a page with N labs loads (the CDN bundle,
// client-rendered) and while the pre-rendered demo hydrates, read from a Chromium trace. Issue target: no task
// over 50 ms with 20 labs.
import { chromium } from 'playwright-core';
import { findChromium } from './chromium.mjs';
import { serve } from './static-server.mjs';

const labsPage = (n) => {
  const labs = Array.from({ length: n }, (_, i) => (i % 2 ? '<swarm-lease-lab></swarm-lease-lab>' : '<lease-fencing-lab></lease-fencing-lab>'));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${n} labs</title>
<script type="module" src="/dist/cdn/lease-labs.js"></script></head><body style="max-width:900px">${labs.join('\n')}</body></html>`;
};
const server = await serve(new URL('..', import.meta.url).pathname, {
  routes: { '/2.html': { type: 'text/html', body: labsPage(2) }, '/20.html': { type: 'text/html', body: labsPage(20) } },
});
const found = await findChromium();
const browser = await chromium.launch({ executablePath: found.executablePath, args: found.args });

/** Loads `path`, waits until every lab is completely drawn and the page is quiet, and returns task durations (ms). */
async function longestTask(path) {
  const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
  // The page itself says when every lab is completely drawn (`updateComplete`), so the benchmark evaluates
  // nothing in it while it loads: Playwright's injected script alone is a 20–30 ms task of its own.
  await page.addInitScript(() => {
    addEventListener('DOMContentLoaded', async () => {
      const labs = [...document.querySelectorAll('lease-fencing-lab, swarm-lease-lab')];
      await Promise.all(labs.map((l) => customElements.whenDefined(l.localName)));
      await Promise.all(labs.map((l) => l.updateComplete));
      console.log('labs drawn');
    });
  });
  const drawn = page.waitForEvent('console', { predicate: (m) => m.text() === 'labs drawn', timeout: 20000 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.goto(`${server.url}${path}`);
  await drawn;
  await page.waitForTimeout(300);
  const trace = JSON.parse((await browser.stopTracing()).toString());
  // The page's own renderer: the trace also holds others (headless Chromium's omnibox popup is a page too).
  const url = `${server.url}${path}`;
  const main = trace.traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && trace.traceEvents.some((t) => t.pid === e.pid && t.name === 'ParseHTML' && t.args?.beginData?.url === url));
  const onMain = trace.traceEvents.filter((e) => e.ph === 'X' && main && e.pid === main.pid && e.tid === main.tid);
  const runs = onMain.filter((e) => e.name === 'RunTask');
  const tasks = runs.map((e) => e.dur / 1000);
  const worst = runs.reduce((a, b) => (b.dur > a.dur ? b : a));
  await page.close();
  return { longest: worst.dur / 1000, over50: tasks.filter((t) => t > 50).length, kind: kindOf(worst, onMain) };
}

/** What a task mostly did, from the timeline events inside it: the page's script, layout and paint, or navigation. */
function kindOf(task, events) {
  const KINDS = { script: ['FunctionCall', 'TimerFire', 'EvaluateScript', 'v8.evaluateModule', 'FireAnimationFrame'], layout: ['Layout', 'UpdateLayoutTree', 'PrePaint', 'Paint'], navigation: ['CommitLoad', 'ParseHTML'] };
  const time = Object.fromEntries(Object.keys(KINDS).map((k) => [k, 0]));
  for (const e of events) {
    if (e.ts < task.ts || e.ts + e.dur > task.ts + task.dur) continue;
    for (const [kind, names] of Object.entries(KINDS)) if (names.includes(e.name)) time[kind] += e.dur;
  }
  const [kind, us] = Object.entries(time).reduce((a, b) => (b[1] > a[1] ? b : a));
  return us > 0 ? kind : 'other';
}

const runs = 5;
for (const [label, path] of [['2 labs (CDN bundle)', '/2.html'], ['20 labs (CDN bundle)', '/20.html'], ['pre-rendered demo, hydrating', '/dist/demo/index.html']]) {
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(await longestTask(path));
  const median = samples.map((s) => s.longest).sort((a, b) => a - b)[Math.floor(runs / 2)];
  const worst = samples.reduce((a, b) => (b.longest > a.longest ? b : a));
  console.log(`longest task on load, ${label.padEnd(30)} ${median.toFixed(1).padStart(6)} ms (median of ${runs}; worst ${worst.longest.toFixed(1)} ms, ${worst.kind}; tasks over 50 ms: ${samples.map((s) => s.over50).join('/')})`);
}
await browser.close();
await server.close();
