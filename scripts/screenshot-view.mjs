// What the README's picture shows: which lab of the built demo, and at which inspection time. The screenshot
// script takes the picture from it and a test checks the README's alt text against that same view.
export const SHOT = { lab: 'swarm-opening', time: 6 };

/** Opens the demo's lab at the picture's time in `page` and returns its verdict label and time readout. */
export async function openShotView(page, url) {
  await page.goto(`${url}/dist/demo/index.html`);
  await page.waitForFunction(() => customElements.get('swarm-lease-lab'));
  return page.evaluate(async ({ lab: id, time }) => {
    const lab = document.getElementById(id);
    await lab.updateComplete;
    lab.seek(time);
    await lab.updateComplete;
    const text = (s) => lab.shadowRoot.querySelector(s)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    return { verdict: text('.verdict-label'), headline: text('.verdict-headline'), readout: text('.time-readout') };
  }, SHOT);
}
