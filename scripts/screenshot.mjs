// `npm run screenshot`: regenerates docs/screenshot.png (the README's picture) from the built demo, so the
// picture always shows what the current code renders. Run after `npm run build`.
import { openBrowser } from '../test/node/browser.mjs';

const env = await openBrowser();
try {
  const page = await env.browser.newPage({ viewport: { width: 1100, height: 1000 }, deviceScaleFactor: 1 });
  await page.goto(`${env.url}/dist/demo/index.html`);
  await page.waitForFunction(() => customElements.get('swarm-lease-lab'));
  await page.evaluate(async () => {
    const lab = document.getElementById('swarm-opening');
    await lab.updateComplete;
    lab.seek(6);
    await lab.updateComplete;
  });
  await page.waitForTimeout(300);
  // The figure and its controls: verdict, timeline, playback, state and the inputs that change them.
  const box = await page.evaluate(() => {
    const lab = document.getElementById('swarm-opening');
    const top = lab.getBoundingClientRect();
    const controls = lab.shadowRoot.querySelector('[part~="controls"]').getBoundingClientRect();
    return { x: top.x + scrollX, y: top.y + scrollY, width: top.width, height: controls.bottom - top.top + 12 };
  });
  await page.screenshot({ path: 'docs/screenshot.png', clip: box, fullPage: true });
  console.log('wrote docs/screenshot.png');
} finally {
  await env.close();
}
