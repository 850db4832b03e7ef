// Server rendering in a lab's language: with a shipped catalog registered (imported from
// `lease-labs/locales/de` and `/ja`, as a docs author's build would), each lab renders in the language of its
// own `lang`: its verdict headline, its controls' labels and its event log. English stays byte for byte what
// it was without any catalog, and a language with no catalog renders English marked lang="en".
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { html, unsafeStatic } from 'lit/static-html.js';

const { registerMessages } = await import('lease-labs');
await import('lease-labs/safety-map.js');
const { default: de } = await import('lease-labs/locales/de');
const { default: ja } = await import('lease-labs/locales/ja');

/** Server markup of `markup` (written as static HTML, as a page would hold it). */
const ssr = (markup) => collectResult(render(html`${unsafeStatic(markup)}`));

/** The text of server markup: styles, Lit's comments and tags dropped, every run of spaces one space. */
const text = (markup) =>
  markup.replace(/<style>[\s\S]*?<\/style>/g, '').replace(/<!--[^>]*-->/g, '').replace(/<[^>]+>/g, ' ').replace(/[\s\u00a0]+/g, ' ');

/** A lab's shadow root in server markup (its declarative `<template>`). */
const shadow = (markup) => /<template shadowroot[\s\S]*<\/template>/.exec(markup)?.[0];

const LEASE = '<lease-fencing-lab></lease-fencing-lab>';
const SWARM = '<swarm-lease-lab></swarm-lease-lab>';
const english = { lease: await ssr(LEASE), swarm: await ssr(SWARM) };
registerMessages('de', de);
registerMessages('ja', ja);

test('lang="de": the lease lab renders in German (verdict, headline, control label, event log)', async () => {
  const out = await ssr('<lease-fencing-lab lang="de"></lease-fencing-lab>');
  assert.match(out, /<div class="lab stack [^"]*" part="base" lang="de">/);
  assert.match(out, /<div class="title" role="heading" aria-level="3"><slot name="title">(<!--[^>]*-->)*Labor zu Lease, Zombie-Worker und Fencing</);
  const words = text(out);
  assert.match(words, /Eingedämmt\. B übernahm bei 13 s und führte das Inkrement aus; As verspäteter Schreibvorgang bei 26 s wurde abgelehnt\./);
  assert.match(out, /<label for="in-lease"[^>]*>(<!--[^>]*-->)*Lease- \/ Sichtbarkeitsdauer/);
  assert.match(words, /Ereignisprotokoll .*13 s Worker B Das Lease läuft ab; B übernimmt es mit Token 2\. Die Ressource registriert Epoche 2\./);
  assert.doesNotMatch(words, /Contained|Event log|took over/);
});

test('lang="ja": the swarm lab renders in Japanese (verdict, headline, control label, event trace)', async () => {
  const out = await ssr('<swarm-lease-lab lang="ja"></swarm-lease-lab>');
  assert.match(out, /part="base" lang="ja">/);
  const words = text(out);
  assert.match(words, /重複した効果。 A が 6 s までストールしていた間に、B が 4 s に期限切れのリースを取得しました。/);
  assert.match(words, /リースの TTL 取得や更新が続く時間。/);
  assert.match(words, /イベントトレース .*A が compare-and-set でトークン 1 のリースを取得します。期限は 4 s です。/);
  assert.doesNotMatch(words, /Duplicate effect|Event trace|Lease TTL/);
});

test('lang="de" and lang="ja" on the other lab: the swarm lab in German, the lease lab in Japanese', async () => {
  const swarm = text(await ssr('<swarm-lease-lab lang="de"></swarm-lease-lab>'));
  assert.match(swarm, /Doppelte Wirkung\. B beanspruchte das abgelaufene Lease bei 4 s, während A stillstand \(bis 6 s\)/);
  assert.match(swarm, /Lease-TTL Wie lange eine Beanspruchung oder Erneuerung gilt\./);
  assert.match(swarm, /Ereignisverlauf .*A beansprucht das Lease per Compare-and-Set mit Token 1/);
  const lease = await ssr('<lease-fencing-lab lang="ja"></lease-fencing-lab>');
  assert.match(text(lease), /封じ込め。 B は 13 s に引き継いで加算を完了しました。/);
  assert.match(lease, /<label for="in-lease"[^>]*>(<!--[^>]*-->)*リース／可視性タイムアウト/);
  assert.match(text(lease), /イベントログ .*13 s ワーカー B/);
});

test('English renders byte for byte as with no catalog; a region ("de-AT") uses its language; an unknown one English', async () => {
  assert.equal(await ssr(LEASE), english.lease);
  assert.equal(await ssr(SWARM), english.swarm);
  assert.equal(shadow(await ssr('<lease-fencing-lab lang="en"></lease-fencing-lab>')), shadow(english.lease));
  assert.match(await ssr('<lease-fencing-lab lang="de-AT"></lease-fencing-lab>'), /part="base" lang="de">[\s\S]*Eingedämmt\./);
  const fr = await ssr('<lease-fencing-lab lang="fr"></lease-fencing-lab>');
  assert.match(fr, /part="base" lang="en">[\s\S]*Contained\./);
});

test('the safety map renders in the language of its lang too', async () => {
  const out = text(await ssr('<lease-safety-map lang="de"></lease-safety-map>'));
  assert.match(out, /Ergebnis nach TTL und Stillstand/);
});
