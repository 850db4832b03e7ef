// The room a lab reserves before it is drawn is derived from its measured height, never typed by hand: this
// measures every lab in every layout and fails when src/parts/reserve-heights.ts no longer matches
// (run `npm run reserve` to write it again).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { LAYOUTS, measureReserves, reserveOf } from '../../scripts/reserve-heights.mjs';

test('each lab reserves its share of its measured height, in every layout', async () => {
  const measured = await measureReserves();
  const source = readFileSync(new URL('../../src/parts/reserve-heights.ts', import.meta.url), 'utf8');
  for (const [tag, layouts] of Object.entries(measured)) {
    const row = source.match(new RegExp(`'${tag}': \\{([^}]*)\\}`))?.[1] ?? '';
    for (const layout of Object.keys(LAYOUTS)) {
      const committed = Number(row.match(new RegExp(`${layout}: (\\d+)`))?.[1]);
      const derived = reserveOf(layouts[layout]);
      // Fonts differ a little between machines: a few per cent either way is the same layout.
      assert.ok(Math.abs(committed - derived) <= derived * 0.04, `${tag} ${layout}: committed ${committed}, measured ${derived} (npm run reserve)`);
    }
  }
});
