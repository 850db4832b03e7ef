// The pre-rendered demo's "Interactive once its script runs." line: shown exactly once in every lab that shows
// disabled controls before its element runs (figures without inputs included: their playback and export
// panel wait too), in no lab without them, and never once the lab has drawn in the browser — but still in a lab
// whose first browser render is deferred (far down the page), whose controls still wait too. The line keeps
// its height across hydration, at a narrow width too.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { holdHydration, openBrowser } from './browser.mjs';

let env;
before(async () => {
  env = await openBrowser();
});
after(() => env.close());

/** In the page: per lab, its disabled controls, its visible "not yet" lines and its ready line's height. */
function readyLines() {
  return [...document.querySelectorAll('lease-fencing-lab, swarm-lease-lab')].map((lab) => {
    const root = lab.shadowRoot;
    const visible = (el) => getComputedStyle(el).visibility === 'visible' && el.getBoundingClientRect().height > 1;
    return {
      id: lab.id,
      waitingControls: root.querySelectorAll(':is(button, input, select):disabled').length,
      pending: [...root.querySelectorAll('.pending')].filter(visible).map((el) => el.textContent.trim()),
      ready: [...root.querySelectorAll('.ready')].filter(visible).map((el) => el.textContent.trim()),
      lessons: [...root.querySelectorAll('.ready.lesson')].map((el) => el.textContent.trim()),
      // What a screen reader meets: the note's text, shown or only heard.
      notes: [...root.querySelectorAll('.pending')].filter((el) => getComputedStyle(el).visibility === 'visible').map((el) => el.textContent.trim()),
      height: root.querySelector('.ready-line')?.getBoundingClientRect().height ?? 0,
    };
  });
}

test('with JavaScript off, every lab with disabled controls says once that they wait for the script, or shows its lesson', async () => {
  const context = await env.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${env.url}/dist/demo/index.html`);
  const labs = await page.evaluate(readyLines);
  assert.ok(labs.some((l) => l.id === 'swarm-ttl' && l.waitingControls > 0), 'the figure #swarm-ttl shows disabled playback');
  assert.ok(labs.some((l) => l.waitingControls === 0), 'the demo has figures with nothing to operate');
  for (const lab of labs) {
    const expected = lab.waitingControls > 0 ? ['Interactive once its script runs.'] : [];
    // An experiment's lesson is as true before the script runs as after ("change any input" is not): it
    // shows, and the note is only heard; elsewhere the note shows.
    assert.deepEqual(lab.notes, expected, `${lab.id}: the note, shown or heard`);
    assert.deepEqual(lab.pending, lab.lessons.length ? [] : expected, lab.id);
    assert.deepEqual(lab.ready, lab.lessons, lab.id);
  }
  assert.ok(labs.filter((l) => l.lessons.length).length >= 2, 'labs showing an experiment and its lesson');
  await context.close();
});

test('once defined, no lab says it waits for the script, and the ready line keeps its height (375 px)', async () => {
  const page = await env.browser.newPage({ viewport: { width: 375, height: 800 } });
  const release = await holdHydration(page);
  await page.goto(`${env.url}/dist/demo/index.html`, { waitUntil: 'commit' });
  await page.waitForFunction(() => [...document.querySelectorAll('lease-fencing-lab, swarm-lease-lab')].filter((el) => el.shadowRoot).length === 12);
  const before = await page.evaluate(readyLines);
  release();
  await page.waitForFunction(() => customElements.get('swarm-lease-lab') && customElements.get('lease-fencing-lab'));
  await page.evaluate(async () => {
    for (const el of document.querySelectorAll('lease-fencing-lab, swarm-lease-lab')) await el.updateComplete;
  });
  const hydrated = await page.evaluate(readyLines);
  for (const [i, lab] of hydrated.entries()) {
    assert.deepEqual(lab.pending, [], lab.id);
    assert.equal(lab.height, before[i].height, `${lab.id}: the ready line's height`);
    assert.equal(lab.ready.length, before[i].pending.length, `${lab.id}: a ready line where the pending one was`);
  }
  const figure = hydrated.find((l) => l.id === 'swarm-ttl');
  assert.deepEqual(figure.ready, ['Play the run, or move the slider.']);
  await page.close();
});

test('a lab whose first browser render is deferred keeps saying it waits, as long as its controls do', async () => {
  const page = await env.browser.newPage({ viewport: { width: 1000, height: 700 } });
  const release = await holdHydration(page);
  await page.goto(`${env.url}/dist/demo/index.html`, { waitUntil: 'commit' });
  await page.waitForFunction(() => [...document.querySelectorAll('lease-fencing-lab, swarm-lease-lab')].filter((el) => el.shadowRoot).length === 12);
  release();
  await page.waitForFunction(() => customElements.get('swarm-lease-lab') && customElements.get('lease-fencing-lab'));
  // Every lab that has not drawn yet, at any moment after definition: its line and its controls agree.
  const seen = await page.evaluate(async () => {
    const states = [];
    for (let frame = 0; frame < 240; frame++) {
      for (const lab of document.querySelectorAll('lease-fencing-lab, swarm-lease-lab')) {
        const root = lab.shadowRoot;
        const line = root.querySelector('.ready-line');
        if (!line) continue;
        const says = getComputedStyle(line.querySelector('.pending')).visibility === 'visible' ? 'waits' : 'ready';
        const waits = root.querySelectorAll(':is(button, input, select):disabled, [inert] :is(button, input, select)').length > 0 ? 'waits' : 'ready';
        states.push(`${lab.id}: says ${says}, controls ${waits}`);
      }
      if ([...document.querySelectorAll('lease-fencing-lab, swarm-lease-lab')].every((l) => l.hasUpdated)) break;
      await new Promise((r) => requestAnimationFrame(r));
    }
    return states;
  });
  const disagree = [...new Set(seen.filter((s) => !/says (\w+), controls \1$/.test(s)))];
  assert.deepEqual(disagree, []);
  assert.ok(seen.some((s) => s.endsWith('says waits, controls waits')), 'some lab was seen waiting after definition');
  await page.close();
});
