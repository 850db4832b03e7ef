// Both labs render on the server (@lit-labs/ssr, declarative shadow DOM) from the built output: proof that
// constructors, willUpdate and render touch no DOM, and that the pre-rendered markup already says what
// happened (verdict, metrics, tables, timeline) before any JavaScript runs in the browser.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { html } from 'lit';

await import('lease-labs');

test('<lease-fencing-lab> renders on the server with its verdict, metrics, tables and timeline', async () => {
  const out = await collectResult(render(html`<lease-fencing-lab enforcement="watermark" pause-for="10" replacement-work="15"></lease-fencing-lab>`));
  assert.match(out, /shadowrootmode="open"/);
  assert.match(out, /Duplicate effect\./);
  assert.match(out, /data-metric="increments"[\s\S]*?class="metric-value">(<!--[^>]*-->)*2/);
  assert.match(out, /<caption[^>]*>(<!--[^>]*-->)*Protected-resource write decisions/);
  assert.match(out, /<svg class="plot"\s+role="img" aria-label="Ownership timeline" aria-describedby="lease-timeline-desc"/);
  assert.match(out, /<desc id="lease-timeline-desc">(<!--[^>]*-->)*[^<]*Takeover: 13/);
  assert.doesNotMatch(out, /NaN|undefined/);
});

test('<swarm-lease-lab> renders on the server at its initial inspection time', async () => {
  const out = await collectResult(render(html`<swarm-lease-lab mechanism="fencing" time="9"></swarm-lease-lab>`));
  assert.match(out, /One owner\./);
  assert.match(out, /ledger has already seen token\u00a02/);
  assert.match(out, /Event trace at (<!--[^>]*-->)*9\u00a0s/);
  assert.match(out, /<label for="scrub-time">(<!--[^>]*-->)*Inspection time(<!--[^>]*-->)*<\/label>/);
  assert.match(out, /<datalist id="event-times">(<!--[^>]*-->)*<option value="(<!--[^>]*-->)*0">/);
  assert.doesNotMatch(out, /NaN|undefined/);
});

test('a <swarm-lease-lab> time past its run is rendered at the end, with the notice the browser gives', async () => {
  const out = await collectResult(render(html`<swarm-lease-lab time="9999"></swarm-lease-lab>`));
  const text = out.replace(/<!--[^>]*-->/g, '');
  // Server HTML joins number and unit with the same no-break space as the browser.
  assert.match(text, /<code>time="<bdi>9999<\/bdi>"<\/code> is outside 0 to 60\u00a0s; using the nearest valid value 60\u00a0s\./);
  assert.match(text, /class="time-readout w2">60\u00a0s/);
});

test('a compact <swarm-lease-lab> figure renders at the end of its run on the server', async () => {
  const out = await collectResult(render(html`<swarm-lease-lab compact></swarm-lease-lab>`));
  assert.match(out, /Duplicate effect\./);
  assert.match(out, /class="time-readout w2">(<!--[^>]*-->)*60\u00a0s/);
  assert.match(out, /2\u00a0refunds applied/);
  assert.match(out, /Over: nothing changes after (<!--[^>]*-->)*10\u00a0s/);
  // Each state card keeps the room of its longest texts in the run in attributes: not what it says.
  assert.doesNotMatch(out.replace(/ data-room(-2)?="[^"]*"/g, ''), /Not delivered yet/);
});

test('an invalid attribute renders as a notice on the server too', async () => {
  const out = await collectResult(render(html`<swarm-lease-lab ttl="soon"></swarm-lease-lab>`));
  assert.match(out, /ttl="(<!--[^>]*-->)*soon(<!--[^>]*-->)*"/);
  assert.match(out, /is not a number/);
});
