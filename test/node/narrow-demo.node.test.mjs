// The docs demo at 320 px (WCAG reflow): the page never scrolls sideways, and the write decisions show their
// Decision and Evidence as stacked records inside the lab rather than in columns scrolled out of sight.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser } from './browser.mjs';

let env;
before(async () => {
  env = await openBrowser();
});
after(() => env.close());

test('at 320 px the demo page does not scroll sideways and every write decision is in view', async () => {
  const page = await env.browser.newPage({ viewport: { width: 320, height: 800 } });
  await page.goto(`${env.url}/dist/demo/index.html`);
  await page.waitForFunction(() => customElements.get('swarm-lease-lab'));
  await page.evaluate(async () => {
    for (const el of document.querySelectorAll('lease-fencing-lab, swarm-lease-lab')) await el.updateComplete;
  });
  assert.ok(await page.locator('#results tbody tr:not(#results-waiting)').count() > 0, 'the results table is filled');
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 320);
  // Column headers wrap between words only, each word within its column ("Wri / tes / acc / ept / ed" was not).
  const headers = await page.evaluate(() =>
    [...document.querySelectorAll('#results thead th')].map((th) => {
      const range = document.createRange();
      range.selectNodeContents(th);
      const rows = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      return { text: th.textContent, fits: th.scrollWidth <= th.clientWidth, rows: rows.size, words: th.textContent.trim().split(/\s+/).length };
    }),
  );
  for (const h of headers) assert.ok(h.fits && h.rows <= h.words, `header "${h.text}": fits ${h.fits}, ${h.rows} lines for ${h.words} words`);
  for (const id of ['lease-opening']) {
    const cells = await page.evaluate(async (labId) => {
      const lab = document.getElementById(labId);
      const root = lab.shadowRoot;
      root.querySelector('details[data-section="writes"] > summary').click();
      await lab.updateComplete;
      const region = root.querySelector('.table-wrap[part="writes"]').getBoundingClientRect();
      return [...root.querySelectorAll('#writes tbody td')].map((td) => {
        const r = td.getBoundingClientRect();
        return { text: td.textContent.trim(), inView: r.width > 0 && r.left >= region.left - 0.5 && r.right <= region.right + 0.5 && r.right <= 320 };
      });
    }, id);
    assert.ok(cells.length >= 3, id);
    assert.ok(cells.some((c) => /accepted|rejected/.test(c.text)), `${id}: a Decision is shown`);
    assert.ok(cells.some((c) => /token\s\d/.test(c.text) && !/\//.test(c.text)), `${id}: an Evidence text is shown`);
    assert.deepEqual(cells.filter((c) => !c.inView).map((c) => c.text), [], `${id}: every cell in view`);
  }
  await page.close();
});

test('the German demo at 375 × 812: the state at the inspection time shows whole under the stuck figure', async () => {
  // German words make the head and the cards taller; the panel must still fit in the room the head leaves.
  const page = await env.browser.newPage({ viewport: { width: 375, height: 812 } });
  await page.goto(`${env.url}/dist/demo/de.html`);
  await page.waitForFunction(() => customElements.get('swarm-lease-lab'));
  const seen = await page.evaluate(async () => {
    const lab = document.querySelector('swarm-lease-lab');
    while (!(await lab.updateComplete));
    const head = lab.shadowRoot.querySelector('.figure-head');
    const state = lab.shadowRoot.querySelector('[part~="state"]');
    scrollTo(0, state.getBoundingClientRect().top + scrollY - head.getBoundingClientRect().height);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const panel = state.getBoundingClientRect();
    return { sticky: getComputedStyle(head).position, head: head.getBoundingClientRect().toJSON(), top: panel.top, bottom: panel.bottom, height: innerHeight };
  });
  assert.equal(seen.sticky, 'sticky', 'precondition: the head sticks');
  assert.ok(Math.abs(seen.top - seen.head.bottom) <= 1, `the panel starts at the head's bottom (${seen.top} vs ${seen.head.bottom})`);
  assert.ok(seen.bottom <= seen.height + 0.5, `the panel ends in the window: bottom ${Math.round(seen.bottom)} px, head ${Math.round(seen.head.height)} px`);
  await page.close();
});

test('at 320 and 1280 px each walkthrough step has its button, then its explanation under it', async () => {
  for (const width of [320, 1280]) {
    const page = await env.browser.newPage({ viewport: { width, height: 800 } });
    await page.goto(`${env.url}/dist/demo/index.html`);
    await page.waitForFunction(() => customElements.get('lease-lab-step'));
    const beside = await page.evaluate(() =>
      [...document.querySelectorAll('.steps li')].flatMap((li) => {
        const step = li.querySelector('lease-lab-step');
        const button = step.shadowRoot.querySelector('button').getBoundingClientRect();
        const range = document.createRange();
        range.setStartAfter(step);
        range.setEnd(li, li.childNodes.length);
        const first = [...range.getClientRects()].find((r) => r.width > 0);
        // No word of the explanation on the button's lines.
        return first && first.top < button.bottom - 1 ? [`${step.textContent.trim()}: "${range.toString().trim().split(/\s+/)[0]}" beside it`] : [];
      }),
    );
    assert.deepEqual(beside, [], `${width} px`);
    await page.close();
  }
});
