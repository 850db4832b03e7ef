// The README's theming example, applied verbatim, keeps the timeline's words legible in light and dark: a
// label on a solid band is drawn in the surface colour on the worker's colour, so a theme colour that is too
// dark for the dark surface (the example used to be one) drops below 4.5:1 there.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/swarm-lease-lab.js';
import type { SwarmLeaseLab } from '../../src/swarm-lease-lab.js';
import { settled } from '../helpers.js';

/** Relative luminance of a computed `rgb(…)` colour (WCAG 2). */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Applies `css` to the page and checks each solid band's label against its band in `scheme`. */
async function bandLabels(css: string, scheme: string, className = ''): Promise<void> {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  try {
    const el = await fixture<SwarmLeaseLab>(html`<swarm-lease-lab class=${className} time="60" style="color-scheme: ${scheme}"></swarm-lease-lab>`);
    await settled(el);
    const labels = [...el.shadowRoot!.querySelectorAll('.band.solid .band-text')];
    expect(labels.length, 'solid bands with words').to.be.above(0);
    for (const label of labels) {
      const band = label.closest('.band')!.querySelector('rect')!;
      const ratio = contrast(getComputedStyle(label).fill, getComputedStyle(band).fill);
      expect(ratio, `"${label.textContent}" on its band`).to.be.at.least(4.5);
    }
  } finally {
    style.remove();
  }
}

describe("the README's theme", () => {
  for (const scheme of ['light', 'dark']) {
    it(`keeps labels on solid timeline bands at 4.5:1 or more (${scheme})`, async () => {
      const readme = await (await fetch('/README.md')).text();
      const theming = readme.split(/^## /m).find((s) => s.startsWith('Theming\n'))!;
      await bandLabels(theming.match(/```css\n([\s\S]*?)```/)![1], scheme);
    });
  }
});

describe("the demo's themed lab, whose rule the demo page shows for copying", () => {
  for (const scheme of ['light', 'dark']) {
    it(`keeps labels on solid timeline bands at 4.5:1 or more (${scheme})`, async () => {
      const css = await (await fetch('/demo/demo.css')).text();
      const rule = css.match(/\.brand-lab \{[^}]*\}/)![0];
      const page = await (await fetch('/demo/index.html')).text();
      expect(page, 'the page shows the rule the demo uses').to.contain(rule);
      await bandLabels(rule, scheme, 'brand-lab');
    });
  }
});
