// The README's install lines and its one example per element, and the engine example in docs/results.md, run
// verbatim: the install names this package, each import resolves through the package's exports, the six
// element examples on one page do what the README says of them, and the engine example's comments are the values.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { test } from 'node:test';
import { simulateLeaseFencing } from '../../dist/sim/index.js';
import { openBrowser, pageProblems } from './browser.mjs';
import { blocks, readDoc, root, snippet } from './docs.mjs';

const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));

test('the README installs this package and imports only what its exports provide, each listed in its table', () => {
  assert.equal(snippet('README.md', 'Install', 'sh'), `npm install ${pkg.name}`);
  const readme = readDoc('README.md');
  for (const [, specifier] of snippet('README.md', 'Install', 'js').matchAll(/^import '([^']+)';/gm)) {
    assert.ok(import.meta.resolve(specifier).startsWith(new URL('dist/', root).href), specifier);
    assert.ok(readme.includes(`| \`${specifier}\``), `the import table lists ${specifier}`);
  }
  for (const entry of Object.keys(pkg.exports).filter((e) => e !== './package.json')) {
    assert.ok(readme.includes(`\`${entry.replace(/^\./, pkg.name)}\``), `the import table lists ${entry}`);
  }
});

test("the README's six element examples, on one page, each do what the README says", async () => {
  const examples = blocks('README.md').filter((b) => b.heading === 'The elements' && b.lang === 'html').map((b) => b.body);
  assert.equal(examples.length, 6);
  const tags = ['lease-fencing-lab', 'swarm-lease-lab', 'lease-safety-map', 'lease-lab-value', 'lease-lab-step', 'lease-lab-when'];
  tags.forEach((tag, i) => assert.match(examples[i], new RegExp(`<${tag}\\b`), `example ${i + 1} is <${tag}>`));
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>elements</title>
<script type="module" src="/dist/cdn/lease-labs-page.js"></script></head><body>\n${examples.join('\n')}\n</body></html>`;
  const env = await openBrowser({ routes: { '/elements.html': { type: 'text/html', body: page } } });
  try {
    const tab = await env.browser.newPage({ viewport: { width: 1000, height: 800 } });
    const errors = pageProblems(tab);
    await tab.goto(`${env.url}/elements.html`);
    await tab.waitForFunction((names) => names.every((t) => customElements.get(t)), tags);
    const settle = () => tab.evaluate(async (names) => {
      for (const el of document.querySelectorAll(names.join(','))) await el.updateComplete;
      await new Promise((r) => setTimeout(r, 300));
    }, tags);
    await settle();
    const state = () => tab.evaluate(() => {
      const q = (s) => document.querySelector(s);
      const lab = q('swarm-lease-lab');
      return {
        figure: q('lease-fencing-lab').run.verdict,
        swarm: lab.run.verdict,
        ttl: lab.ttl,
        map: q('lease-safety-map').sweep?.verdicts.length ?? 0,
        value: q('lease-lab-value').text?.replace(/\u00a0/g, ' '),
        step: q('lease-lab-step').shadowRoot.querySelector('[part~="result"]')?.textContent.trim() ?? '',
        when: q('lease-lab-when').shown,
        notices: [...document.querySelectorAll('*')].filter((e) => e.shadowRoot?.querySelector('[part~="notice"], [part~="notices"]')).map((e) => e.localName),
      };
    });
    const before = await state();
    const lease = Object.fromEntries(examples[0].match(/<lease-fencing-lab([^>]*)>/)[1].trim().split(/\s+/).map((a) => a.split('=')));
    assert.equal(lease.enforcement, '"none"');
    assert.equal(before.figure, simulateLeaseFencing({ enforcement: 'none' }).verdict, 'the figure shows the unenforced run');
    assert.equal(before.swarm, 'DUPLICATE EFFECT');
    assert.equal(before.map, 48, 'the map swept its lab');
    assert.equal(before.value, '4 s', 'the live value reads as its fallback says');
    assert.equal(before.when, true, "the sentence is true of the opening run, a duplicate effect");
    assert.deepEqual(before.notices, []);
    await tab.evaluate(() => document.querySelector('lease-lab-step').press());
    await settle();
    const after = await state();
    assert.equal(after.ttl, 6);
    assert.equal(after.swarm, 'ONE OWNER');
    assert.match(after.step, /^✓/, `the step's expectation holds: "${after.step}"`);
    assert.equal(after.value, 'never', 'with a 6 s TTL B never takes over');
    assert.equal(after.when, false);
    assert.deepEqual(errors, []);
  } finally {
    await env.close();
  }
});

test('the engine example in docs/results.md runs in Node, and each commented value is what it returns', async () => {
  const code = snippet('docs/results.md', 'The engine', 'js');
  const checks = [];
  // Each `expression; // value` line also records the expression's value next to the comment's.
  const body = code.replace(/^(.+?);\s*\/\/ (.+)$/gm, (_, expr, value) => {
    checks.push([expr.trim(), value]);
    return `${expr.trim()}; __seen.push([${JSON.stringify(expr.trim())}, ${expr.trim()}, ${value}]);`;
  });
  assert.ok(checks.length >= 3, 'the example states its values');
  // Inside the package's own folder, so `lease-labs/sim` resolves through the package's exports, as for a user.
  const dir = new URL('.tmp/engine-example/', root);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('example.mjs', dir), `export const __seen = [];\n${body}\n`);
  const { __seen } = await import(new URL('example.mjs', dir).href);
  assert.equal(__seen.length, checks.length);
  for (const [expr, got, stated] of __seen) assert.deepEqual(got, stated, expr);
});
