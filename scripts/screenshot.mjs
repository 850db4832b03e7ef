// `npm run screenshot`: regenerates docs/screenshot.png (the README's picture) from the built demo, so the
// picture always shows what the current code renders. Run after `npm run build`.
import { openBrowser } from '../test/node/browser.mjs';
import { SHOT, openShotView } from './screenshot-view.mjs';

const env = await openBrowser();
try {
  const page = await env.browser.newPage({ viewport: { width: 1100, height: 1000 }, deviceScaleFactor: 1 });
  await openShotView(page, env.url);
  await page.waitForTimeout(300);
  // The figure and its controls: verdict, timeline, playback, state and the inputs that change them.
  const box = await page.evaluate((id) => {
    const lab = document.getElementById(id);
    const top = lab.getBoundingClientRect();
    const controls = lab.shadowRoot.querySelector('[part~="controls"]').getBoundingClientRect();
    return { x: top.x + scrollX, y: top.y + scrollY, width: top.width, height: controls.bottom - top.top + 12 };
  }, SHOT.lab);
  await page.screenshot({ path: 'docs/screenshot.png', clip: box, fullPage: true });
  console.log('wrote docs/screenshot.png');
} finally {
  await env.close();
}
