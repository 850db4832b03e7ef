// The safety map renders on the server (no lab can be read there): its sweep comes from the lab's defaults
// and its attributes, and the pre-rendered HTML already carries the text-equivalent table and the notices.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { html } from 'lit';

await import('lease-labs');
await import('lease-labs/safety-map.js');
await import('lease-labs/narrative.js');

const strip = (s) => s.replace(/<!--[^>]*-->/g, '');

test('<lease-safety-map> pre-renders its sweep as a table of sentences', async () => {
  const out = strip(await collectResult(render(html`<swarm-lease-lab id="s"></swarm-lease-lab><lease-safety-map for="s"></lease-safety-map>`)));
  assert.match(out, /<caption[^>]*>Outcome by TTL, for each stall<\/caption>/);
  // Server HTML carries the no-break spaces the browser shows between number and unit.
  assert.match(out, /<th scope="row">5\u00a0s<\/th>\s*<td[^>]*>DUPLICATE EFFECT for TTL 0.25–5.75\u00a0s, ONE OWNER from 6\u00a0s<\/td>/);
  assert.match(out, /ONE OWNER: \d+\u00a0% of this map/);
  assert.match(out, /<rect class="run t-bad"/);
  assert.doesNotMatch(out, /NaN|undefined/);
});

test('on the server a lease map is recognised by its axes, and bad attributes become notices', async () => {
  const out = strip(await collectResult(render(html`<lease-safety-map for="l" x="lease" steps="1e9"></lease-safety-map>`)));
  assert.match(out, /Outcome by lease, for each pause/);
  assert.match(out, /steps="1e9"<\/code> is outside 2 to 200; using 200\./);
});

test('narrative elements pre-render their fallback text and a real button', async () => {
  const out = strip(await collectResult(render(html`<p>Takeover at <lease-lab-value for="s" key="takeoverAt">4 s</lease-lab-value>.</p>
    <lease-lab-step for="s" set="ttl=6" expect="ONE OWNER">Raise the TTL to 6 s</lease-lab-step>`)));
  assert.match(out, /<lease-lab-value[^>]*><template[^>]*shadowrootmode="open"[^>]*><style>[\s\S]*?<\/style>\s*<slot><\/slot>[\s\S]*?<\/template>4 s<\/lease-lab-value>/);
  assert.match(out, /<button type="button" part="button"[^>]*>\s*<slot><\/slot>\s*<\/button>/);
  assert.match(out, /Raise the TTL to 6 s<\/lease-lab-step>/);
  assert.doesNotMatch(out, /NaN|undefined|no lab with id/i);
});
