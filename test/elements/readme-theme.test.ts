// The theming page's example (docs/theming.md), applied verbatim, keeps the timeline's words legible in light and dark: a
// label on a solid band is drawn in the surface colour on the worker's colour, so a theme colour that is too
// dark for the dark surface (the example used to be one) drops below 4.5:1 there.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/swarm-lease-lab.js';
import type { SwarmLeaseLab } from '../../src/swarm-lease-lab.js';
import { contrast, settled } from '../helpers.js';

/** Applies `css` to the page and checks each solid band's label against its band in `scheme`. */
async function bandLabels(css: string, scheme: string, className = ''): Promise<void> {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  try {
    const el = await fixture<SwarmLeaseLab>(html`<swarm-lease-lab class=${className} time="60" style="color-scheme: ${scheme}"></swarm-lease-lab>`);
    await settled(el);
    const labels = [...el.shadowRoot!.querySelectorAll('.band-text.solid')];
    expect(labels.length, 'solid bands with words').to.be.above(0);
    for (const label of labels) {
      const band = label.previousElementSibling as SVGRectElement; // each band's words follow its rectangle
      const ratio = contrast(getComputedStyle(label).fill, getComputedStyle(band).fill);
      expect(ratio, `"${label.textContent}" on its band`).to.be.at.least(4.5);
    }
  } finally {
    style.remove();
  }
}

/** The css blocks of docs/theming.md, in order. */
const themingCss = async () => [...(await (await fetch('/docs/theming.md')).text()).matchAll(/```css\n([\s\S]*?)```/g)].map((m) => m[1]);

describe("docs/theming.md's theme", () => {
  for (const scheme of ['light', 'dark']) {
    it(`keeps labels on solid timeline bands at 4.5:1 or more (${scheme})`, async () => {
      await bandLabels((await themingCss())[0], scheme);
    });
  }

  it("sets a lab's type size in em of its column with its type size rule", async () => {
    const css = (await themingCss())[1];
    expect(css).to.contain('--ll-font-size');
    const [selector] = css.split(/\s*\{/);
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
    try {
      const outer = selector.trim().split(/\s+/)[0].replace(/^\./, '');
      const box = await fixture<HTMLDivElement>(html`<div style="font-size: 20px"><div class=${outer}><swarm-lease-lab></swarm-lease-lab></div><swarm-lease-lab></swarm-lease-lab></div>`);
      const [inside, plain] = [...box.querySelectorAll('swarm-lease-lab')] as SwarmLeaseLab[];
      await settled(inside);
      expect(getComputedStyle(inside).fontSize, 'the rule applies').to.equal('17.5px');
      expect(getComputedStyle(plain).fontSize, 'the default is 0.9375em').to.equal('18.75px');
    } finally {
      style.remove();
    }
  });
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
