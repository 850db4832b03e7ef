// The README's picture and its alt text: the alt must say what the picture shows (the lab, its verdict and the
// inspection time), so a reader who cannot see it is not told a different run. The view is the one
// scripts/screenshot.mjs takes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openBrowser, root } from './browser.mjs';
import { openShotView } from '../../scripts/screenshot-view.mjs';

test("the README picture's alt text tells what the picture shows", async () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const alt = readme.match(/!\[([^\]]*)\]\([^)]*docs\/screenshot\.png\)/)?.[1];
  assert.ok(alt, 'the README shows docs/screenshot.png with alt text');
  const env = await openBrowser();
  try {
    const page = await env.browser.newPage({ viewport: { width: 1100, height: 1000 } });
    const view = await openShotView(page, env.url);
    assert.ok(alt.includes(view.verdict), `alt names the verdict "${view.verdict}": ${alt}`);
    assert.ok(alt.includes(view.readout.replace(/\s+/g, ' ')), `alt names the time "${view.readout}": ${alt}`);
    // The headline's facts: who claimed the lease and when.
    for (const fact of view.headline.match(/\d+ s|order \d+/g) ?? []) assert.ok(alt.includes(fact), `alt says "${fact}" as the headline does: ${view.headline}`);
  } finally {
    await env.close();
  }
});
