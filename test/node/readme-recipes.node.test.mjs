// The docs' recipes and result tables cannot drift: every block under a `<!-- recipe: path -->` line, in the
// README or any page in docs/, is that repository file verbatim (the recipe projects are built and checked in
// Chromium by `npm run test:recipes`), and the documented fields of each lab's `run` (docs/results.md) are
// exactly the fields real runs have, with the engine's verdict values.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { simulateLeaseFencing, simulateSwarmLease } from '../../dist/sim/index.js';
import { blocks, docFiles, readDoc } from './docs.mjs';

const root = new URL('../../', import.meta.url);
const results = readDoc('docs/results.md');

test('every recipe file quoted in the README or docs/ is that file, verbatim', () => {
  const text = docFiles().map((file) => readDoc(file)).join('\n');
  // A marker line must sit right above its code block, or the block would go unchecked.
  assert.equal([...text.matchAll(/<!-- recipe: \S+ -->/g)].length, [...text.matchAll(/<!-- recipe: \S+ -->\n```\w*\n/g)].length, 'a recipe marker not followed by its block');
  const quoted = docFiles().flatMap((file) => blocks(file).filter((b) => b.recipe).map((b) => ({ ...b, file })));
  const files = quoted.map((b) => b.recipe);
  for (const fixture of ['vue-vite/vite.config.js', 'vue-vite/App.vue', 'vitepress/.vitepress/config.mjs', 'vitepress/.vitepress/theme/index.js', 'eleventy/eleventy.config.js', 'eleventy/index.html', 'astro/src/components/Lab.astro', 'astro/src/pages/index.astro', 'docusaurus/docusaurus.config.js', 'docusaurus/src/pages/index.mdx', 'docusaurus/src/css/custom.css', 'hugo/hugo.toml', 'hugo/layouts/index.html', 'hugo/content/_index.md', 'mkdocs/mkdocs.yml', 'mkdocs/overrides/main.html', 'mkdocs/docs/stylesheets/extra.css', 'mkdocs/docs/index.md', 'sphinx/conf.py', 'sphinx/index.rst', 'starlight/src/components/Lab.astro', 'starlight/src/content/docs/index.mdx', 'starlight/astro.config.mjs']) {
    assert.ok(files.includes(`test/recipes/${fixture}`), `the docs quote ${fixture}`);
  }
  assert.ok(files.includes('examples/react/swarm.tsx'), 'the docs quote the React example (built and tested in every engine)');
  for (const { file, recipe, body } of quoted) {
    assert.equal(body, readFileSync(new URL(recipe, root), 'utf8').replace(/\n$/, ''), `${recipe} differs from its quote in ${file}`);
  }
});

/** Leaf field paths of a run (`input` is one field), as docs/results.md writes them. */
function fields(value, path, out) {
  // The run's input, and a sentence's message (documented as one field: its id and values are the sentence's).
  if (path === 'input' || /(^|\.)(evidenceW|w)ords$/.test(path)) return out.add(path);
  if (Array.isArray(value)) return value.forEach((v) => fields(v, `${path}[]`, out)), out;
  if (value && typeof value === 'object') return Object.entries(value).forEach(([k, v]) => fields(v, path ? `${path}.${k}` : k, out)), out;
  return out.add(path.replace(/^workers\.[AB]\./, 'workers.A|B.'));
}

/** Fields seen across runs; an object that is null in some run counts through its fields, not itself. */
function fieldsOf(runs) {
  const all = new Set();
  for (const run of runs) fields(run, '', all);
  return [...all].filter((f) => ![...all].some((g) => g.startsWith(`${f}.`))).sort();
}

/** The table of docs/results.md under `## \`run\` of \`<tag>\``: field → type cell. */
function documented(tag) {
  const start = results.indexOf(`## \`run\` of \`<${tag}>\``);
  assert.ok(start > 0, `docs/results.md documents the run of <${tag}>`);
  const section = results.slice(start).split(/\n(?=##)/)[0];
  const rows = section.split('\n').filter((l) => l.startsWith('| `'));
  return new Map(rows.map((row) => {
    const [field, type] = row.slice(2).split(/ (?<!\\)\| /).map((c) => c.replace(/\\\|/g, '|').trim());
    return [field.replace(/`/g, ''), type];
  }));
}

/** String literals of an exported type alias in the engine's source. */
function union(file, name) {
  const source = readFileSync(new URL(`src/sim/${file}`, root), 'utf8');
  const line = source.match(new RegExp(`export type ${name} = ([^;]+);`))[1];
  return [...line.matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

const literals = (cell) => [...cell.matchAll(/'([^']+)'/g)].map((m) => m[1]);

test('docs/results.md documents every field of a lease-fencing run, and only those', () => {
  const runs = [];
  for (const enforcement of ['none', 'watermark', 'epoch']) {
    for (const pauseFor of [0, 14]) for (const shutdownAt of [null, 2, 20]) runs.push(simulateLeaseFencing({ enforcement, pauseFor, shutdownAt }));
  }
  const table = documented('lease-fencing-lab');
  assert.deepEqual([...table.keys()].sort(), fieldsOf(runs));
  assert.deepEqual(literals(table.get('verdict')), union('lease-fencing.ts', 'LeaseVerdict'));
  for (const run of runs) assert.ok(literals(table.get('verdict')).includes(run.verdict), run.verdict);
});

test('docs/results.md documents every field of a swarm run, and only those', () => {
  const runs = [];
  for (const mechanism of ['none', 'lease', 'fencing']) {
    for (const renew of [true, false]) for (const stallFor of [0, 5]) for (const ttl of [4, 6]) runs.push(simulateSwarmLease({ mechanism, renew, stallFor, ttl }));
  }
  const table = documented('swarm-lease-lab');
  assert.deepEqual([...table.keys()].sort(), fieldsOf(runs));
  assert.deepEqual(literals(table.get('verdict')), union('swarm-lease.ts', 'SwarmVerdict'));
  for (const run of runs) assert.ok(literals(table.get('verdict')).includes(run.verdict), run.verdict);
});
