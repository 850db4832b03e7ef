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

test('on the server a map claims no outcome: it cannot read its lab, whose inputs may not be the defaults', async () => {
  // The lab says ONE OWNER (fencing, TTL 6 s); a map of the defaults would say 58 % Duplicate effect.
  const out = strip(await collectResult(render(html`<swarm-lease-lab id="s" mechanism="fencing" ttl="6"></swarm-lease-lab><lease-safety-map for="s"></lease-safety-map>`)));
  const map = out.slice(out.indexOf('<lease-safety-map'));
  assert.match(map, /The map is drawn once its script runs and can read its lab\./);
  assert.match(map, /Outcome by TTL and stall/);
  assert.doesNotMatch(map, /% of this map|DUPLICATE EFFECT|ONE OWNER|ONE EFFECT|<rect|<table|The lab/);
  assert.doesNotMatch(map, /NaN|undefined/);
});

test('on the server a lease map is recognised by its axes, and bad attributes become notices', async () => {
  const out = strip(await collectResult(render(html`<lease-safety-map for="l" x="lease" steps="1e9"></lease-safety-map>`)));
  assert.match(out, /Outcome by lease and pause/);
  // The value given is isolated in <bdi> inside the notice's code, so no bidi control in it can reorder the words.
  assert.match(out, /steps=(?:"|&quot;)<bdi>1e9<\/bdi>"<\/code> is outside 2 to 200; using 200\./);
});

test('narrative elements pre-render their fallback text and a real button', async () => {
  const out = strip(await collectResult(render(html`<p>Takeover at <lease-lab-value for="s" key="takeoverAt">4 s</lease-lab-value>.</p>
    <lease-lab-step for="s" set="ttl=6" expect="ONE OWNER">Raise the TTL to 6 s</lease-lab-step>`)));
  assert.match(out, /<lease-lab-value[^>]*><template[^>]*shadowrootmode="open"[^>]*><style>[\s\S]*?<\/style>\s*<slot><\/slot>[\s\S]*?<\/template>4 s<\/lease-lab-value>/);
  assert.match(out, /<button type="button" part="button"[^>]*>\s*<slot><\/slot>[^<]*<span class="pending"[^>]*>[^<]*<\/span><\/button>/);
  assert.match(out, /Raise the TTL to 6 s<\/lease-lab-step>/);
  assert.doesNotMatch(out, /NaN|undefined|no lab with id/i);
});

test('pre-rendered steps are disabled, say (to a screen reader) that they wait for their script, and mark the current step as the browser will', async () => {
  const out = strip(await collectResult(render(html`<swarm-lease-lab id="s"></swarm-lease-lab>
    <lease-lab-step id="restore" for="s" reset expect="DUPLICATE EFFECT">Restore the opening values</lease-lab-step>
    <lease-lab-step id="raise" for="s" reset set="ttl=6" expect="ONE OWNER">Raise the TTL to 6 s</lease-lab-step>`)));
  const step = (id) => out.slice(out.indexOf(`id="${id}"`), out.indexOf('</lease-lab-step>', out.indexOf(`id="${id}"`)));
  for (const id of ['restore', 'raise']) {
    assert.match(step(id), /<button [^>]*\bdisabled\b[^>]*>/, id);
    assert.match(step(id), /<span class="pending" part="pending" lang="en" dir="auto"> Interactive once its script runs\.<\/span><\/button>/, id);
  }
  assert.match(step('restore'), /<button [^>]*aria-current="step"/);
  assert.doesNotMatch(step('raise'), /<button [^>]*aria-current/);
});
