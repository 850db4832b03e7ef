// The pre-rendered demo (dist/demo/, written by `npm run build`): readable with JavaScript off, and adopted
// in place (hydrated, not re-rendered) with JavaScript on.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { holdHydration, openBrowser, pageProblems, root } from './browser.mjs';
import { DEMO_VERDICTS } from '../fixtures/demo-verdicts.js';

let env;
before(async () => {
  env = await openBrowser();
});
after(() => env.close());

const EXPECTED = DEMO_VERDICTS;

test('with JavaScript off, every lab shows its verdict, metrics, tables and timeline', async () => {
  const context = await env.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  let scripts = 0;
  page.on('request', (r) => r.resourceType() === 'script' && scripts++);
  await page.goto(`${env.url}/dist/demo/index.html`);
  for (const [id, verdict] of Object.entries(EXPECTED)) {
    assert.equal((await page.locator(`#${id} .verdict-label`).textContent())?.trim(), verdict, id);
  }
  assert.equal((await page.locator('#lease-watermark [data-metric="increments"] .metric-value').textContent())?.trim(), '2');
  assert.equal(await page.locator('#lease-opening #writes tbody tr').count(), 2);
  assert.equal(await page.locator('#lease-opening #events tbody tr').count(), 8);
  assert.equal(await page.locator('#swarm-opening #workers tbody tr').count(), 2);
  assert.equal(await page.locator('#swarm-fencing #workers').count(), 0, 'figures are compact');
  assert.equal(await page.locator('#lease-opening svg.plot').getAttribute('aria-label'), 'Ownership timeline');
  assert.ok(await page.locator('#swarm-opening .lane').count() === 4);
  assert.ok((await page.locator('#lease-opening').screenshot()).length > 1000);
  // The dark-mode toggle works only with the page's script: without it the reader meets no dead button.
  for (const path of ['index.html', 'companions.html']) {
    await page.goto(`${env.url}/dist/demo/${path}`);
    assert.equal(await page.locator('#scheme').isVisible(), false, `${path}: toggle hidden without JavaScript`);
  }
  await context.close();
});

test('with JavaScript on, the labs hydrate in place without mismatch and then respond', async () => {
  const page = await env.browser.newPage();
  const problems = pageProblems(page);
  const release = await holdHydration(page);
  // Module scripts hold DOMContentLoaded back, so wait for the parsed labs instead.
  await page.goto(`${env.url}/dist/demo/index.html`, { waitUntil: 'commit' });
  await page.waitForFunction(() => [...document.querySelectorAll('lease-fencing-lab, swarm-lease-lab')].filter((el) => el.shadowRoot).length === 12);
  // Mark server-rendered nodes before the script runs; hydration must keep them.
  const marked = await page.evaluate(() => {
    const nodes = [...document.querySelectorAll('lease-fencing-lab, swarm-lease-lab')].map((el) => el.shadowRoot?.querySelector('.verdict'));
    nodes.forEach((n, i) => n && (n.dataset.ssr = String(i)));
    return nodes.filter(Boolean).length;
  });
  assert.equal(marked, 12);
  release();
  await page.waitForFunction(() => customElements.get('swarm-lease-lab'));
  await page.evaluate(async () => {
    for (const el of document.querySelectorAll('lease-fencing-lab, swarm-lease-lab')) await el.updateComplete;
  });
  const kept = await page.evaluate(() =>
    [...document.querySelectorAll('lease-fencing-lab, swarm-lease-lab')].filter((el) => el.shadowRoot?.querySelector('.verdict[data-ssr]')).length,
  );
  assert.equal(kept, 12, 'every server-rendered verdict node survived hydration');
  const counts = await page.evaluate(() =>
    [...document.querySelectorAll('lease-fencing-lab, swarm-lease-lab')].map((el) => el.shadowRoot.querySelectorAll('.verdict, .timeline').length),
  );
  assert.deepEqual(counts, Array(12).fill(2), 'nothing was rendered a second time beside the server markup');
  const verdict = await page.evaluate(async () => {
    const lab = document.getElementById('lease-opening');
    lab.setAttribute('enforcement', 'none');
    await lab.updateComplete;
    return lab.shadowRoot.querySelector('.verdict-label').textContent.trim();
  });
  assert.equal(verdict, 'Duplicate effect.');
  assert.equal(await page.locator('#results tbody tr:not(#results-waiting)').count() > 0, true, 'the results panel heard lab-result');
  assert.deepEqual(problems, []);
  await page.close();
});

test('with JavaScript off, the companions page shows both labs, and its steps and maps say they wait for the script', async () => {
  const context = await env.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${env.url}/dist/demo/companions.html`);
  // Its prose names both labs' opening results: the labs below it show them.
  assert.equal((await page.locator('#swarm .verdict-label').textContent())?.trim(), 'Duplicate effect.');
  assert.equal((await page.locator('#lease .verdict-label').textContent())?.trim(), 'Contained.');
  for (const id of ['swarm', 'lease']) assert.ok((await page.locator(`#${id} .lane`).count()) >= 3, `${id}: timeline drawn`);
  const steps = page.locator('lease-lab-step button');
  assert.equal(await steps.count(), 8);
  for (const step of await steps.all()) {
    assert.equal(await step.isDisabled(), true);
    assert.match((await step.textContent()) ?? '', /Interactive once its script runs\./);
  }
  const maps = page.locator('lease-safety-map');
  assert.equal(await maps.count(), 2);
  for (const map of await maps.all()) assert.match((await map.locator('.placeholder').textContent()) ?? '', /drawn once its script runs/);
  await context.close();
});

test('with JavaScript on, the companions page adopts its labs in place and its maps and steps come alive', async () => {
  const page = await env.browser.newPage();
  const problems = pageProblems(page);
  const release = await holdHydration(page, 'companions-hydrate.js');
  await page.goto(`${env.url}/dist/demo/companions.html`, { waitUntil: 'commit' });
  await page.waitForFunction(() => [...document.querySelectorAll('lease-fencing-lab, swarm-lease-lab')].filter((el) => el.shadowRoot).length === 2);
  await page.evaluate(() => document.querySelectorAll('lease-fencing-lab, swarm-lease-lab').forEach((el) => (el.shadowRoot.querySelector('.verdict').dataset.ssr = '')));
  release();
  await page.waitForFunction(() => customElements.get('lease-safety-map') && customElements.get('lease-lab-step'));
  const state = await page.evaluate(async () => {
    const labs = [...document.querySelectorAll('lease-fencing-lab, swarm-lease-lab')];
    await Promise.all(labs.map((el) => el.updateComplete));
    return labs.map((el) => [el.shadowRoot.querySelectorAll('.verdict[data-ssr]').length, el.shadowRoot.querySelectorAll('.verdict').length]);
  });
  assert.deepEqual(state, [[1, 1], [1, 1]], 'each lab kept its server verdict and drew no second one');
  await page.waitForFunction(() => [...document.querySelectorAll('lease-safety-map')].every((m) => m.shadowRoot.querySelector('[part~="grid"]') && !m.shadowRoot.querySelector('.placeholder')));
  await page.locator('lease-lab-step', { hasText: 'Raise the TTL to 6' }).locator('button').click();
  await page.waitForFunction(() => document.getElementById('swarm').getAttribute('ttl') === '6');
  assert.equal((await page.locator('#swarm .verdict-label').textContent())?.trim(), 'One owner.');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a pre-rendered lab whose inputs change before it hydrates draws them, with no error', async () => {
  // A step pressed, or a page script that sets a property, before the hydrating script runs: the first render
  // no longer matches the server's markup, and Lit's hydration throws on a template it did not expect.
  for (const [path, script] of [['index.html', 'demo-hydrate.js'], ['companions.html', 'companions-hydrate.js']]) {
    const page = await env.browser.newPage();
    const problems = pageProblems(page);
    const release = await holdHydration(page, script);
    await page.goto(`${env.url}/dist/demo/${path}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.querySelector('swarm-lease-lab')?.shadowRoot && document.querySelector('lease-fencing-lab')?.shadowRoot);
    await page.evaluate(() => {
      const swarm = document.querySelector('swarm-lease-lab');
      swarm.ttl = 6;
      document.querySelector('lease-fencing-lab').setAttribute('pause-for', '2');
      swarm.dataset.before = swarm.shadowRoot.querySelector('.verdict-label').textContent.trim();
    });
    release();
    await page.waitForFunction(() => customElements.get('swarm-lease-lab') && customElements.get('lease-fencing-lab'));
    const seen = await page.evaluate(async () => {
      const labs = [document.querySelector('swarm-lease-lab'), document.querySelector('lease-fencing-lab')];
      const settled = await Promise.all(labs.map((el) => el.updateComplete.then(() => 'ok', (e) => String(e))));
      const swarm = labs[0];
      const verdicts = swarm.shadowRoot.querySelectorAll('.verdict').length;
      return { settled, before: swarm.dataset.before, label: swarm.shadowRoot.querySelector('.verdict-label')?.textContent.trim(), verdicts, pauseFor: labs[1].input.pauseFor, field: labs[1].shadowRoot.querySelector('#in-pause-for')?.value };
    });
    assert.deepEqual(seen.settled, ['ok', 'ok'], `${path}: both labs finished their first update`);
    assert.equal(seen.before, 'Duplicate effect.', `${path}: the server drew the default run`);
    assert.equal(seen.label, 'One owner.', `${path}: the swarm lab draws the TTL set before it hydrated`);
    assert.equal(seen.verdicts, 1, `${path}: one verdict, not the server's beside a new one`);
    assert.equal(seen.pauseFor, 2);
    assert.equal(seen.field, '2', `${path}: the lease lab's field shows the pause set before it hydrated`);
    assert.deepEqual(problems, [], path);
    await page.close();
  }
});

test('on the pre-rendered pages, the first bad value typed into a field shows its notice, and the verdict is announced', async () => {
  // A server-rendered empty text hydrated as a part without a text node, and Lit wrote the first notice into
  // the part's end marker (an HTML comment): red border, no words, nothing said.
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
  for (const path of ['index.html', 'companions.html', 'de.html']) {
    await page.goto(`${env.url}/dist/demo/${path}`);
    await page.waitForFunction(() => customElements.get('lease-fencing-lab') && customElements.get('swarm-lease-lab'));
    for (const tag of ['lease-fencing-lab', 'swarm-lease-lab']) {
      const field = page.locator(tag).first().locator('.control > input').first();
      await field.click();
      await page.keyboard.press('Control+a');
      await page.keyboard.type('-3');
      await page.keyboard.press('Tab');
      const error = page.locator(tag).first().locator('.control .error').first();
      await page.waitForFunction((el) => el.textContent.trim() !== '', await error.elementHandle(), { timeout: 3000 }).catch(() => {});
      assert.match((await error.textContent())?.trim() ?? '', /-3/, `${path} ${tag}: the notice names what was typed`);
    }
    // A step changes the verdict: the lab's status region says the new one.
    await page.evaluate(() => {
      const lab = document.querySelector('swarm-lease-lab');
      lab.setAttribute('ttl', '6');
    });
    const status = page.locator('swarm-lease-lab').first().locator('[role="status"]').first();
    await page.waitForFunction((el) => el.textContent.trim() !== '', await status.elementHandle(), { timeout: 3000 }).catch(() => {});
    assert.notEqual((await status.textContent())?.trim(), '', `${path}: the new verdict is announced`);
  }
  await page.close();
});

test('after hydration no text part of a pre-rendered element is left holding an empty string', async () => {
  // Lit (lit-html 3.3, @lit-labs/ssr-client 1.1) hydrates a server-rendered '' as a committed '' with no text
  // node, and later writes text into the end marker; `nothing` hydrates safely. This reads Lit's part tree
  // (its minified internal names) to find any such part, so a new '' in a template fails here first.
  const page = await env.browser.newPage();
  for (const path of ['index.html', 'companions.html', 'de.html']) {
    await page.goto(`${env.url}/dist/demo/${path}`);
    await page.waitForFunction(() => customElements.get('swarm-lease-lab') && customElements.get('lease-fencing-lab'));
    const found = await page.evaluate(async () => {
      const hosts = [];
      const walk = (root) => root.querySelectorAll('*').forEach((el) => el.shadowRoot && (hosts.push(el), walk(el.shadowRoot)));
      walk(document);
      await Promise.all(hosts.map((el) => el.updateComplete));
      const empty = [];
      let parts = 0;
      const visit = (part, host) => {
        if (!part || part.type !== 2) return;
        parts++;
        const value = part._$AH;
        if (value === '' || value === null) empty.push(`${host.localName} in <${part._$AA?.parentNode?.localName} class="${part._$AA?.parentNode?.getAttribute?.('class') ?? ''}">`);
        for (const inner of value?._$AV ?? (Array.isArray(value) ? value : [])) visit(inner, host);
      };
      for (const host of hosts) visit(host.renderRoot?._$litPart$, host);
      return { parts, empty };
    });
    assert.ok(found.parts > 100, `${path}: Lit's part tree was read (${found.parts} child parts)`);
    assert.deepEqual([...new Set(found.empty)], [], path);
  }
  await page.close();
});

test("once the script runs, no pre-rendered element keeps the server's inline styles", async () => {
  const page = await env.browser.newPage();
  for (const path of ['index.html', 'companions.html']) {
    await page.goto(`${env.url}/dist/demo/${path}`);
    const left = await page.evaluate(async () => {
      const tags = ['lease-fencing-lab', 'swarm-lease-lab', 'lease-lab-step', 'lease-lab-value', 'lease-lab-when', 'lease-safety-map'];
      const all = [...document.querySelectorAll(tags.join(', '))];
      await Promise.all([...new Set(all.map((el) => el.localName))].map((t) => customElements.whenDefined(t)));
      await Promise.all(all.map((el) => el.updateComplete));
      return all.filter((el) => [...el.shadowRoot.children].some((c) => c.localName === 'style')).map((el) => el.localName);
    });
    assert.deepEqual([...new Set(left)], [], path);
  }
  await page.close();
});

test('the docs demo is axe-clean in light and dark, including after the dark-mode toggle', async () => {
  for (const colorScheme of ['light', 'dark']) {
    const page = await env.browser.newPage({ colorScheme, viewport: { width: 1200, height: 900 } });
    await page.goto(`${env.url}/dist/demo/index.html`);
    await page.waitForFunction(() => customElements.get('swarm-lease-lab'));
    if (colorScheme === 'light') await page.click('#scheme');
    assert.equal(await page.getAttribute('#scheme', 'aria-pressed'), colorScheme === 'light' ? 'true' : 'false');
    await page.addScriptTag({ path: `${root}node_modules/axe-core/axe.min.js` });
    const violations = await page.evaluate(async () =>
      (await globalThis.axe.run(document)).violations.map((v) => `${v.id} (${v.nodes.length}): ${v.nodes[0].target.join(' ')}`),
    );
    assert.deepEqual(violations, [], colorScheme);
    await page.close();
  }
});
