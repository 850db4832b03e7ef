// Forced colours (Windows high contrast and the like): the browser swaps the page's colours for a few system
// ones, so whatever a lab tells by colour has to survive the swap. The chosen preset keeps a readable label,
// and the verdict's icon keeps its tick or cross, in a dark and a light system theme. The label is judged by
// its pixels: computed styles report the author's colours, not the ones the browser forces.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openBrowser, pageProblems } from './browser.mjs';

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>forced colours</title>
<script type="module" src="/dist/cdn/lease-labs.js"></script></head>
<body><lease-fencing-lab></lease-fencing-lab><swarm-lease-lab></swarm-lease-lab></body></html>`;

let env;
before(async () => {
  env = await openBrowser({ routes: { '/forced.html': { type: 'text/html', body: PAGE } } });
});
after(() => env.close());

/** In the page, once both labs are drawn: per lab, where the chosen preset's label is and the verdict icon's look. */
async function readLabs() {
  const labs = [...document.querySelectorAll('lease-fencing-lab, swarm-lease-lab')];
  for (const lab of labs) {
    await lab.updateComplete;
    while (!lab.drawComplete) await new Promise(requestAnimationFrame);
  }
  return labs.map((lab) => {
    const chip = lab.shadowRoot.querySelector('.preset[aria-pressed="true"]');
    const box = chip.getBoundingClientRect();
    const verdict = lab.shadowRoot.querySelector('.verdict');
    const icon = getComputedStyle(verdict, '::before');
    return {
      tag: lab.localName,
      // Inside its border and clear of its rounded ends, where only the label and its ground are drawn.
      chip: { label: chip.textContent.trim(), box: { x: scrollX + box.x + box.height / 2, y: scrollY + box.y + 5, width: box.width - box.height, height: box.height - 10 } },
      verdict: { severity: verdict.dataset.severity, image: icon.backgroundImage, disc: icon.backgroundColor },
    };
  });
}

/**
 * In the page: the strongest contrast between any pixel of a PNG (base64) and its most common colour, the
 * ground. Text drawn in a colour of its own gives a high ratio; a label drawn in the ground's colour gives 1.
 */
async function strongestContrast(png) {
  const img = new Image();
  img.src = `data:image/png;base64,${png}`;
  await img.decode();
  const canvas = document.createElement('canvas');
  [canvas.width, canvas.height] = [img.width, img.height];
  const context = canvas.getContext('2d');
  context.drawImage(img, 0, 0);
  const { data } = context.getImageData(0, 0, img.width, img.height);
  const lum = (i) => [0, 1, 2].map((k) => data[i + k] / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)).reduce((sum, c, k) => sum + c * [0.2126, 0.7152, 0.0722][k], 0);
  const counts = new Map();
  for (let i = 0; i < data.length; i += 4) {
    const l = lum(i);
    counts.set(l, (counts.get(l) ?? 0) + 1);
  }
  const ground = [...counts].sort((a, b) => b[1] - a[1])[0][0];
  let best = 1;
  for (const l of counts.keys()) best = Math.max(best, (Math.max(l, ground) + 0.05) / (Math.min(l, ground) + 0.05));
  return best;
}

for (const colorScheme of ['dark', 'light']) {
  test(`forced colours, ${colorScheme} theme: the chosen preset is readable and each verdict icon keeps its mark`, async () => {
    const page = await env.browser.newPage({ viewport: { width: 1000, height: 800 } });
    const problems = pageProblems(page);
    await page.emulateMedia({ forcedColors: 'active', colorScheme });
    await page.goto(`${env.url}/forced.html`);
    const labs = await page.evaluate(readLabs);
    assert.equal(labs.length, 2);
    for (const { tag, chip, verdict } of labs) {
      assert.ok(chip.label, `${tag}: the chosen preset has a label`);
      const png = (await page.screenshot({ clip: chip.box, fullPage: true })).toString('base64');
      const ratio = await page.evaluate(strongestContrast, png);
      assert.ok(ratio >= 4.5, `${tag}: the chosen preset's label "${chip.label}" stands out from its ground (${ratio.toFixed(2)}:1)`);
      // The tick and the cross are gradient strokes over the disc; a plain background would leave a blank disc.
      assert.match(verdict.image, /linear-gradient/, `${tag}: the ${verdict.severity ?? 'default'} verdict's icon keeps its mark`);
      assert.notEqual(verdict.disc, 'rgba(0, 0, 0, 0)', `${tag}: the icon's disc is drawn`);
    }
    assert.deepEqual(problems, []);
    await page.close();
  });
}

/** In the page: the swarm lab's ledger bands and two of its legend keys, as the forced styles draw their edges. */
async function readSwarmEdges() {
  const lab = document.querySelector('swarm-lease-lab');
  await lab.updateComplete;
  while (!lab.drawComplete) await new Promise(requestAnimationFrame);
  const root = lab.shadowRoot;
  const ledger = [...root.querySelectorAll('[data-lane="ledger"] rect.band')].map((band) => {
    const s = getComputedStyle(band);
    return { tone: [...band.classList].find((c) => c.startsWith('tone-')), edge: `${s.strokeDasharray} ${s.strokeWidth}` };
  });
  const key = (label) => {
    const item = [...root.querySelectorAll('.legend li')].find((li) => li.textContent.includes(label));
    const s = getComputedStyle(item, '::before');
    return `${s.borderTopStyle} ${s.borderTopWidth}`;
  };
  return { forced: matchMedia('(forced-colors: active)').matches, ledger, stalled: key('A stalled'), polling: key('B polling') };
}

test('forced colours: the ledger’s no refund, one refund and duplicate keep edges of their own, as do their keys', async () => {
  const page = await env.browser.newPage({ viewport: { width: 1000, height: 800 } });
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto(`${env.url}/forced.html`);
  const { forced, ledger, stalled, polling } = await page.evaluate(readSwarmEdges);
  assert.equal(forced, true);
  assert.deepEqual(ledger.map((b) => b.tone), ['tone-muted', 'tone-ok', 'tone-bad'], 'the default run refunds twice');
  const edges = ledger.map((b) => `${b.tone}: ${b.edge}`);
  assert.equal(new Set(ledger.map((b) => b.edge)).size, 3, `three different edges: ${edges.join('; ')}`);
  assert.notEqual(stalled, polling, '"A stalled" and "B polling" keys differ by their edge');
  await page.close();
});
