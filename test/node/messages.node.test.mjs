// Every message exists in every shipped locale: the built catalogs (dist/locales/*.js, `npm run build` first)
// have exactly the ids the source uses (test/node/message-ids.mjs), each with the same {n} parameters, and the
// CDN copies beside the bundle hold the same messages. A missing or extra key fails, naming the key.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { messageIds } from './message-ids.mjs';

const LOCALES = ['de', 'ja'];
const ids = messageIds();
const params = (text) => [...new Set(text.match(/\{\d+\}/g) ?? [])].sort().join(' ');
const texts = (value) => (typeof value === 'string' ? [value] : Object.values(value));

for (const locale of LOCALES) {
  test(`${locale}: every message and no other`, async () => {
    const { default: catalog } = await import(`../../dist/locales/${locale}.js`);
    const keys = Object.keys(catalog);
    assert.deepEqual(ids.filter((id) => !keys.includes(id)), [], `missing in ${locale}`);
    assert.deepEqual(keys.filter((k) => !ids.includes(k)), [], `extra in ${locale}`);
  });

  test(`${locale}: each translation has its message's parameters`, async () => {
    const { default: catalog } = await import(`../../dist/locales/${locale}.js`);
    for (const [id, value] of Object.entries(catalog)) {
      for (const text of texts(value)) assert.equal(params(text), params(id), `${locale} ${JSON.stringify(id)}`);
      if (typeof value !== 'string') assert.equal(typeof value.other, 'string', `${locale} ${JSON.stringify(id)} has no "other"`);
    }
  });

  test(`${locale}: the CDN module beside the bundle is the same catalog`, async () => {
    const { default: built } = await import(`../../dist/locales/${locale}.js`);
    const { default: cdn } = await import(`../../dist/cdn/locales/${locale}.js`);
    assert.deepEqual(cdn, built);
  });
}

test('the CDN bundle fetches a locale only from beside itself, and holds no catalog', async () => {
  const { readFileSync } = await import('node:fs');
  const code = readFileSync(new URL('../../dist/cdn/lease-labs.js', import.meta.url), 'utf8');
  assert.deepEqual([...code.matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1]).sort(), ['./locales/de.js', './locales/ja.js']);
  assert.ok(!code.includes('Zeitleiste der Eigentümerschaft'), 'German messages are inlined in the bundle');
});
