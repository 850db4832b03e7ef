// `npm run screenshot`: regenerates docs/screenshot.png (the README's picture) from the built demo, so the
// picture always shows what the current code renders. Run after `npm run build`.
import { openBrowser } from '../test/node/browser.mjs';

const env = await openBrowser();
try {
  const page = await env.browser.newPage({ viewport: { width: 1100, height: 1000 }, deviceScaleFactor: 1 });
  await page.goto(`${env.url}/dist/demo/index.html`);
  await page.waitForFunction(() => customElements.get('swarm-lease-lab'));
  await page.evaluate(async () => {
    const lab = document.getElementById('swarm-fencing');
    lab.seek(9);
    await lab.updateComplete;
  });
  await page.waitForTimeout(300);
  // The verdict, figures, playback, state and timeline: the part that tells the story at a glance.
  const box = await page.evaluate(() => {
    const lab = document.getElementById('swarm-fencing');
    const top = lab.getBoundingClientRect();
    const legend = lab.shadowRoot.querySelector('.legend').getBoundingClientRect();
    return { x: top.x + scrollX, y: top.y + scrollY, width: top.width, height: legend.bottom - top.top + 12 };
  });
  await page.screenshot({ path: 'docs/screenshot.png', clip: box, fullPage: true });
  console.log('wrote docs/screenshot.png');
} finally {
  await env.close();
}
