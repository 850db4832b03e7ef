// The built demo (dist/demo/) tells each seed's story with <lease-lab-step> buttons and <lease-lab-value> numbers.
// A keyboard-only reader presses every step in order: each shows ✓, becomes the lab's current step, keeps focus,
// and the prose's live values change to the run the spec's worked-example tables state. With JavaScript off the
// steps and the opening example's numbers are already on the page; with it on they hydrate in place.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { holdHydration, openBrowser, pageProblems, root } from './browser.mjs';
import { simulateLeaseFencing, simulateSwarmLease } from '../../dist/sim/index.js';
import { valueText } from '../../dist/companions/narrative-parts.js';
import { outcomeName } from '../../dist/sim/outcomes.js';

let env;
before(async () => {
  env = await openBrowser();
});
after(() => env.close());

// models.md, Model 1's worked examples (plus a lease long enough that nobody takes over), in the page's step order.
const LEASE = [
  { takeoverAt: '13 s', 'replacement.writesAt': '18 s', 'original.endsAt': '26 s', overlap: '5 s', appliedIncrements: '1', verdict: 'contained' },
  { takeoverAt: '13 s', 'replacement.writesAt': '18 s', 'original.endsAt': '26 s', overlap: '5 s', appliedIncrements: '2', verdict: 'duplicate' },
  { takeoverAt: '13 s', 'replacement.writesAt': '28 s', 'original.endsAt': '22 s', overlap: '9 s', appliedIncrements: '2', verdict: 'duplicate' },
  { takeoverAt: '13 s', 'replacement.writesAt': '28 s', 'original.endsAt': '22 s', overlap: '9 s', appliedIncrements: '1', verdict: 'contained' },
  { takeoverAt: '13 s', 'replacement.writesAt': '18 s', 'original.endsAt': '7 s', overlap: '0 s', appliedIncrements: '1', verdict: 'stopped' },
  { takeoverAt: 'never', 'replacement.writesAt': 'never', 'original.endsAt': '26 s', overlap: '0 s', appliedIncrements: '1', verdict: 'no-takeover' },
];
// models.md, Model 2's worked examples and the idempotency-key rows, in the page's step order.
const swarm = (takeoverAt, a, b, refunds, verdict) => ({ takeoverAt, 'workers.A.finishedAt': a, 'workers.B.finishedAt': b, refunds, verdict });
const SWARM = [
  swarm('4 s', '10 s', '9 s', '2', 'DUPLICATE EFFECT'), // opening
  swarm('never', '10 s', '5.5 s', '2', 'DUPLICATE EFFECT'), // mechanism=none
  swarm('never', '10 s', 'never', '1', 'ONE OWNER'), // ttl=6
  swarm('5 s', '10 s', '10 s', '2', 'DUPLICATE EFFECT'), // ttl=5
  swarm('never', '10 s', 'never', '1', 'ONE OWNER'), // renewal off, ttl=10
  swarm('4 s', '10 s', '9 s', '2', 'DUPLICATE EFFECT'), // renewal off, ttl=4
  swarm('never', '5 s', 'never', '1', 'ONE OWNER'), // stallFor=0
  swarm('8 s', '13 s', '13 s', '2', 'DUPLICATE EFFECT'), // stallFor=8, ttl=8
  swarm('never', '13 s', 'never', '1', 'ONE OWNER'), // stallFor=8, ttl=9
  swarm('4 s', '10 s', '9 s', '1', 'ONE OWNER'), // fencing
  swarm('4 s', '5 s', '9 s', '2', 'DUPLICATE EFFECT'), // fencing, stallFor=0, renewal off
  swarm('4 s', '5 s', '9 s', '1', 'ONE EFFECT'), // … with the idempotency key
  swarm('4 s', '10 s', '9 s', '1', 'ONE OWNER'), // fencing, key
  swarm('4 s', '10 s', '9 s', '1', 'ONE EFFECT'), // key (lease)
  swarm('never', '10 s', '5.5 s', '1', 'ONE EFFECT'), // none, key
  swarm('never', '10 s', 'never', '1', 'ONE OWNER'), // ttl=6, key
];
/** A figure as the page shows it: number and unit joined by a no-break space ("13 s" → "13\u00a0s"). */
const shown = (text) => text.replace(/(\d) s$/, '$1\u00a0s');
const STORIES = [
  ['lease-opening', LEASE],
  ['swarm-opening', SWARM],
];

/** The step (by index among all steps) that has focus, or -1; the button inside its shadow root must hold it. */
const focusedStep = (page) =>
  page.evaluate(() => {
    const steps = [...document.querySelectorAll('lease-lab-step')];
    const i = steps.indexOf(document.activeElement);
    return i >= 0 && steps[i].shadowRoot.activeElement?.tagName === 'BUTTON' ? i : -1;
  });

test('keyboard only: every step, pressed in order, shows ✓, is the current step, keeps focus and updates the values', async () => {
  const page = await env.browser.newPage({ reducedMotion: 'reduce', viewport: { width: 1200, height: 900 } });
  const problems = pageProblems(page);
  await page.goto(`${env.url}/dist/demo/index.html`);
  await page.waitForFunction(() => customElements.get('lease-lab-step') && customElements.get('swarm-lease-lab'));
  const counts = await page.evaluate((ids) => ids.map((id) => document.querySelectorAll(`lease-lab-step[for="${id}"]`).length), STORIES.map(([id]) => id));
  assert.deepEqual(counts, STORIES.map(([, rows]) => rows.length), 'one step per worked example');

  let index = -1;
  for (const [lab, rows] of STORIES) {
    for (let n = 0; n < rows.length; n++) {
      index++;
      let tabs = 0;
      while ((await focusedStep(page)) !== index) {
        assert.ok(++tabs < 400, `Tab never reached step ${index}`);
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Enter');
      const seen = await page.evaluate(async ([id, i]) => {
        const step = document.querySelectorAll('lease-lab-step')[i];
        const values = [...document.querySelectorAll(`lease-lab-value[for="${id}"]`)];
        const whens = [...document.querySelectorAll(`lease-lab-when[for="${id}"]`)];
        for (let k = 0; k < 2; k++) await Promise.all([step, ...values, ...whens].map((el) => el.updateComplete));
        const steps = [...document.querySelectorAll(`lease-lab-step[for="${id}"]`)];
        return {
          label: step.textContent.trim(),
          result: step.shadowRoot.querySelector('[part="result"]')?.textContent.replace(/\s+/g, ' ').trim() ?? null,
          expect: step.expect,
          current: steps.filter((s) => s.shadowRoot.querySelector('button').getAttribute('aria-current') === 'step').map((s) => steps.indexOf(s)),
          values: Object.fromEntries(values.map((v) => [v.key, ([...v.shadowRoot.children].find((e) => e.localName === 'span' && !e.classList.contains('notice'))?.textContent ?? '').trim()])),
          // The verdicts listed by each outcome sentence the prose shows now (a `when` shows its content by slotting it).
          outcomes: whens.filter((w) => w.hasAttribute('verdict') && w.shadowRoot.querySelector('slot')).map((w) => w.getAttribute('verdict')),
        };
      }, [lab, index]);
      assert.equal(seen.result, `✓ ${outcomeName(seen.expect)}, as expected`, seen.label);
      assert.deepEqual(seen.current, [n], `${seen.label}: the only current step of ${lab}`);
      assert.equal(await focusedStep(page), index, `${seen.label}: focus stayed on the step`);
      const { verdict, ...figures } = rows[n];
      for (const [key, text] of Object.entries(figures)) assert.equal(seen.values[key], shown(text), `${seen.label}: ${key}`);
      // The prose tells the verdict in its own words: some sentence for this verdict shows, and none for another.
      assert.ok(seen.outcomes.length > 0, `${seen.label}: a sentence for the verdict ${verdict} is shown`);
      for (const listed of seen.outcomes) assert.ok(listed.split(',').map((v) => v.trim().toLowerCase()).includes(verdict.toLowerCase()), `${seen.label}: a sentence for "${listed}" is shown with ${verdict}`);
    }
  }
  // The values that are inputs follow too (the swarm's last step set the TTL to 6 s).
  const ttl = await page.evaluate(() => ([...document.querySelector('lease-lab-value[key="input.ttl"]').shadowRoot.children].find((e) => e.localName === 'span' && !e.classList.contains('notice'))?.textContent ?? '').trim());
  assert.equal(ttl, '6\u00a0s');

  await page.addScriptTag({ path: `${root}node_modules/axe-core/axe.min.js` });
  const violations = await page.evaluate(async () =>
    (await globalThis.axe.run(document)).violations.map((v) => `${v.id} (${v.nodes.length}): ${v.nodes[0].target.join(' ')}`),
  );
  assert.deepEqual(violations, [], 'axe, with every step pressed');
  assert.deepEqual(problems, []);
  await page.close();
});

test('with JavaScript off the steps read as buttons with their text, and the values show the opening run', async () => {
  const context = await env.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${env.url}/dist/demo/index.html`);
  assert.equal(await page.locator('lease-lab-step').count(), LEASE.length + SWARM.length);
  assert.equal(await page.locator('lease-lab-step button').count(), LEASE.length + SWARM.length, 'each step is a real button');
  assert.equal(await page.getByRole('button', { name: 'Raise the TTL to 6 s' }).count(), 1);
  const list = await page.locator('ol.steps').nth(1).innerText();
  assert.match(list, /Set Worker A stall to 0/);
  assert.match(list, /Choose Lease plus ledger-checked fencing token and restore the opening values/);
  const runs = { 'lease-opening': simulateLeaseFencing(), 'swarm-opening': simulateSwarmLease() };
  const values = await page.evaluate(() => [...document.querySelectorAll('lease-lab-value')].map((v) => [v.getAttribute('for'), v.getAttribute('key'), v.textContent.trim()]));
  assert.ok(values.length >= 12);
  for (const [lab, key, text] of values) assert.equal(text, valueText(runs[lab], key, 'never'), `${lab} ${key}`);
  // …and they are what the reader sees in the prose.
  // Only the sentences true for the opening run show: the others are pre-rendered hidden.
  const lab2 = await page.locator('section[aria-labelledby="lab2"] > p').first().innerText();
  assert.match(lab2, /At 4\u00a0s B finds the lease lapsed and claims it with token 2; it finishes at 9\u00a0s and sends its refund\. A finishes at 10\u00a0s and sends its refund\./);
  assert.match(lab2, /Outcome: Duplicate effect/);
  assert.doesNotMatch(lab2, /never stalls|Nothing coordinates|drops its copy|never renews|Outcome: One|\bnever\b/);
  const lab1 = await page.locator('section[aria-labelledby="lab1"] > p').first().innerText();
  assert.match(lab1, /The lease runs out at 13\u00a0s and B takes over with token 2; B writes at 18\u00a0s\./);
  assert.match(lab1, /Outcome: Contained/);
  assert.doesNotMatch(lab1, /never freezes|forcibly stopped|shutdown signal|never takes over|Outcome: (?!Contained)|\bnever\b/);
  // The results table, filled by the page's script, says what it waits for rather than standing empty.
  assert.deepEqual(await page.locator('#results tbody tr').allInnerTexts(), ["Each lab's latest result appears here once the page's script runs."]);
  await context.close();
});

test('pre-rendered steps and values hydrate in place, then follow the lab', async () => {
  const page = await env.browser.newPage();
  const problems = pageProblems(page);
  const release = await holdHydration(page);
  await page.goto(`${env.url}/dist/demo/index.html`, { waitUntil: 'commit' });
  // The parser may still be mid-page at 'commit': wait until every step has arrived with its shadow root.
  await page.waitForFunction(
    (count) => document.querySelectorAll('lease-lab-step').length === count && [...document.querySelectorAll('lease-lab-step')].every((s) => s.shadowRoot),
    LEASE.length + SWARM.length,
  );
  await page.evaluate(() => document.querySelectorAll('lease-lab-step').forEach((s) => (s.shadowRoot.querySelector('button').dataset.ssr = '')));
  release();
  await page.waitForFunction(() => customElements.get('lease-lab-step') && customElements.get('lease-lab-value'));
  const state = await page.evaluate(async () => {
    const all = [...document.querySelectorAll('lease-lab-step, lease-lab-value, lease-fencing-lab, swarm-lease-lab')];
    await Promise.all(all.map((el) => el.updateComplete));
    const steps = [...document.querySelectorAll('lease-lab-step')];
    const lab = document.getElementById('swarm-opening');
    lab.setAttribute('ttl', '6');
    await lab.updateComplete;
    const takeover = document.querySelector('lease-lab-value[for="swarm-opening"][key="takeoverAt"]');
    await takeover.updateComplete;
    return {
      kept: steps.filter((s) => s.shadowRoot.querySelectorAll('button').length === 1 && s.shadowRoot.querySelector('button[data-ssr]')).length,
      steps: steps.length,
      takeover: ([...takeover.shadowRoot.children].find((e) => e.localName === 'span' && !e.classList.contains('notice'))?.textContent ?? '').trim(),
    };
  });
  assert.equal(state.kept, state.steps, 'every server-rendered step button was adopted, none rendered again');
  assert.equal(state.takeover, 'never', 'an edit of the lab reaches the prose');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the demo links the companions page, which works from the built copy', async () => {
  const page = await env.browser.newPage();
  const problems = pageProblems(page);
  page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
  await page.goto(`${env.url}/dist/demo/index.html`);
  await page.getByRole('link', { name: 'safety map and guided steps page' }).click();
  await page.waitForFunction(() => customElements.get('lease-safety-map') && customElements.get('lease-lab-step') && customElements.get('swarm-lease-lab'));
  assert.equal(new URL(page.url()).pathname, '/dist/demo/companions.html');
  await page.getByRole('button', { name: 'Raise the TTL to 6 s' }).first().press('Enter');
  await page.waitForFunction(() => [...document.querySelectorAll('lease-lab-step')].some((s) => s.shadowRoot.querySelector('[part="result"]')));
  assert.deepEqual(problems, []);
  await page.close();
});

test('the companions demo: every step that states a verdict, pressed, shows ✓', async () => {
  const page = await env.browser.newPage({ reducedMotion: 'reduce', viewport: { width: 1200, height: 900 } });
  const problems = pageProblems(page);
  await page.goto(`${env.url}/dist/demo/companions.html`);
  await page.waitForFunction(() => customElements.get('lease-lab-step') && customElements.get('swarm-lease-lab') && customElements.get('lease-fencing-lab'));
  const seen = await page.evaluate(async () => {
    const out = [];
    for (const step of document.querySelectorAll('lease-lab-step')) {
      step.press();
      const lab = document.getElementById(step.for);
      for (let k = 0; k < 2; k++) await Promise.all([step.updateComplete, lab.updateComplete]);
      out.push([step.textContent.trim(), step.shadowRoot.querySelector('[part="result"]')?.textContent.replace(/\s+/g, ' ').trim() ?? null, step.expect]);
    }
    return out;
  });
  assert.ok(seen.length >= 4, `steps on the page: ${seen.length}`);
  // A step without `expect` only sets its lab; every step that states a verdict must find it.
  for (const [label, result, expect] of seen) assert.equal(result, expect ? `✓ ${outcomeName(expect)}, as expected` : null, label);
  assert.ok(seen.filter(([, , expect]) => expect).length >= 4, 'steps with an expected verdict');
  assert.deepEqual(problems, []);
  await page.close();
});
