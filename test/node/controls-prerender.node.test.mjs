// Pre-rendered controls tell the same truth as the verdict: with JavaScript off, and after hydration, exactly
// the radios, checkboxes and options that match each lab's input are checked or selected. Until the element
// runs its controls are disabled (inoperable, yet read with their values by a screen reader) beside one line
// saying so; once it runs they respond.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { prerenderMarkup } from '../../scripts/prerender.mjs';
import { openBrowser, pageProblems } from './browser.mjs';

/** Attribute sets and what each one means for the boolean controls. */
const LABS = [
  { tag: 'lease-fencing-lab', attrs: '', enforcement: 'epoch', shutdown: false },
  { tag: 'lease-fencing-lab', attrs: 'enforcement="none" shutdown-at="2"', enforcement: 'none', shutdown: true },
  { tag: 'lease-fencing-lab', attrs: 'enforcement="watermark" shutdown-at="0" shutdown-grace="5"', enforcement: 'watermark', shutdown: true },
  { tag: 'lease-fencing-lab', attrs: 'enforcement="bogus"', enforcement: 'epoch', shutdown: false },
  { tag: 'swarm-lease-lab', attrs: '', mechanism: 'lease', renew: true, speed: 2 },
  { tag: 'swarm-lease-lab', attrs: 'mechanism="none" no-renew speed="5"', mechanism: 'none', renew: false, speed: 5 },
  { tag: 'swarm-lease-lab', attrs: 'mechanism="fencing" speed="0.5"', mechanism: 'fencing', renew: true, speed: 0.5 },
];

/** The checked/selected controls a lab with this input must show, as `name=value` words, sorted. */
function expected(lab) {
  const on = ['format=markdown', 'section=inputs', 'section=metrics'];
  if (lab.tag === 'lease-fencing-lab') {
    on.push(`enforcement=${lab.enforcement}`, 'section=writes', 'section=events');
    if (lab.shutdown) on.push('shutdown-on=on');
  } else {
    on.push(`mechanism=${lab.mechanism}`, 'section=workers', 'section=events', `speed=${lab.speed}`);
    if (lab.renew) on.push('renew=on');
  }
  return on.sort();
}

/** In the page: each lab's checked inputs and selected options, read from its shadow root. */
function checkedControls() {
  return [...document.querySelectorAll('lease-fencing-lab, swarm-lease-lab')].map((lab) =>
    [
      ...[...lab.shadowRoot.querySelectorAll('input:checked')].map((i) => `${i.name || i.id}=${i.value}`),
      ...[...lab.shadowRoot.querySelectorAll('select')].map((s) => `speed=${s.selectedOptions[0]?.value}`),
    ].sort(),
  );
}

let env;
let page;
before(async () => {
  const labs = await Promise.all(LABS.map((l, i) => prerenderMarkup(`<${l.tag} id="lab-${i}" ${l.attrs}></${l.tag}>`)));
  page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>controls</title>
    <script type="module" src="/dist/cdn/lease-labs-hydrate.js"></script></head><body><main>${labs.join('\n')}</main></body></html>`;
  env = await openBrowser({ routes: { '/controls.html': { type: 'text/html; charset=utf-8', body: page } } });
});
after(() => env.close());

test('the server HTML carries no checked="false" (which HTML reads as checked)', () => {
  // (`aria-disabled="false"` is valid ARIA and means what it says; the HTML boolean `disabled="false"` does not.)
  assert.doesNotMatch(page, /checked="(false|true)"|selected="(false|true)"|open="false"|(?<![\w-])disabled="false"/);
});

test('with JavaScript off, exactly the controls matching each input are checked, and they are disabled', async () => {
  const context = await env.browser.newContext({ javaScriptEnabled: false });
  const tab = await context.newPage();
  await tab.goto(`${env.url}/controls.html`);
  assert.deepEqual(await tab.evaluate(checkedControls), LABS.map(expected));
  const state = await tab.evaluate(() =>
    [...document.querySelectorAll('lease-fencing-lab, swarm-lease-lab')].map((lab) => {
      const root = lab.shadowRoot;
      const controls = [...root.querySelectorAll('.panel input, .export input, .export button, [part~="playback"] :is(button, input, select), .embed button')];
      const first = root.querySelector('.panel input');
      first.focus();
      return {
        pending: getComputedStyle(root.querySelector('.pending')).visibility === 'visible' && root.querySelector('.pending').textContent.trim(),
        disabled: controls.length > 0 && controls.every((c) => c.matches(':disabled')),
        focused: root.activeElement === first,
        verdict: root.querySelector('.verdict-label')?.textContent.trim(),
        embedField: getComputedStyle(root.querySelector('.embed textarea')).display,
      };
    }),
  );
  for (const s of state) {
    assert.equal(s.pending, 'Interactive once its script runs.');
    assert.equal(s.disabled, true);
    assert.equal(s.focused, false, 'a disabled control cannot take focus');
    assert.ok(s.verdict, 'the verdict stays readable');
    assert.equal(s.embedField, 'none', 'the empty Copy HTML fallback field stays hidden');
  }
  // A screen reader still reads them: each control is in the accessibility tree with its name and state.
  const tree = await tab.locator('#lab-1').ariaSnapshot();
  assert.match(tree, /radio "No enforcement" \[checked\] \[disabled\]/);
  assert.match(tree, /checkbox "Send A a shutdown signal" \[checked\] \[disabled\]/);
  assert.match(tree, /textbox "Lease \/ visibility duration, seconds" \[disabled\]: "10"/);
  // A click on a disabled radio changes nothing.
  await tab.mouse.click(...(await centre(tab, 0, 'input[value="none"]')));
  assert.deepEqual((await tab.evaluate(checkedControls))[0], expected(LABS[0]));
  await context.close();
});

/** Viewport centre of an element inside lab `index`'s shadow root. */
async function centre(tab, index, selector) {
  return tab.evaluate(
    ([i, s]) => {
      const el = document.getElementById(`lab-${i}`).shadowRoot.querySelector(s);
      el.scrollIntoView({ block: 'center' });
      const r = el.getBoundingClientRect();
      return [r.x + r.width / 2, r.y + r.height / 2];
    },
    [index, selector],
  );
}

test('after hydration the same controls are checked, the controls respond, and the radio groups follow every change', async () => {
  const tab = await env.browser.newPage();
  const problems = pageProblems(tab);
  await tab.goto(`${env.url}/controls.html`);
  await tab.waitForFunction(() => customElements.get('swarm-lease-lab') && customElements.get('lease-fencing-lab'));
  await tab.evaluate(async () => {
    for (const el of document.querySelectorAll('lease-fencing-lab, swarm-lease-lab')) await el.updateComplete;
  });
  // Hydrated, a closed section keeps the server's content until the next update; opened, it shows the same.
  assert.deepEqual(await tab.evaluate(checkedControls), LABS.map(expected));
  await tab.evaluate(async () => {
    for (const lab of document.querySelectorAll('lease-fencing-lab, swarm-lease-lab')) {
      lab.shadowRoot.querySelector('details[data-section="export"] > summary').click();
      await lab.updateComplete;
    }
  });
  assert.deepEqual(await tab.evaluate(checkedControls), LABS.map(expected), 'the opened export form shows the same choices');
  const live = await tab.evaluate(() =>
    [...document.querySelectorAll('lease-fencing-lab, swarm-lease-lab')].map((lab) => ({
      disabled: lab.shadowRoot.querySelectorAll(':disabled').length,
      pending: getComputedStyle(lab.shadowRoot.querySelector('.pending')).visibility,
      ready: getComputedStyle(lab.shadowRoot.querySelector('.ready')).visibility,
    })),
  );
  assert.deepEqual(live, LABS.map(() => ({ disabled: 0, pending: 'hidden', ready: 'visible' })));

  // The reader clicks "No enforcement": the verdict follows. Then code sets another value: the radios follow.
  await tab.mouse.click(...(await centre(tab, 0, 'input[value="none"]')));
  const afterClick = await tab.evaluate(async () => {
    const lab = document.getElementById('lab-0');
    await lab.updateComplete;
    const verdict = lab.shadowRoot.querySelector('.verdict-label').textContent.trim();
    lab.enforcement = 'watermark';
    await lab.updateComplete;
    const radios = [...lab.shadowRoot.querySelectorAll('input[name="enforcement"]:checked')].map((i) => i.value);
    lab.removeAttribute('enforcement');
    await lab.updateComplete;
    return { verdict, radios, back: [...lab.shadowRoot.querySelectorAll('input[name="enforcement"]:checked')].map((i) => i.value) };
  });
  assert.deepEqual(afterClick, { verdict: 'Duplicate effect.', radios: ['watermark'], back: ['epoch'] });

  // The shutdown box after a click, then a programmatic change.
  await tab.mouse.click(...(await centre(tab, 1, '#shutdown-on')));
  const shutdown = await tab.evaluate(async () => {
    const lab = document.getElementById('lab-1');
    await lab.updateComplete;
    const clicked = [lab.shutdownAt, lab.shadowRoot.querySelector('#shutdown-on').checked];
    lab.shutdownAt = 3;
    await lab.updateComplete;
    return [...clicked, lab.shadowRoot.querySelector('#shutdown-on').checked];
  });
  assert.deepEqual(shutdown, [null, false, true]);
  assert.deepEqual(problems, []);
  await tab.close();
});
