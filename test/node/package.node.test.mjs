// What `npm pack` ships: what users need (the builds, types, manifest, README, LICENSE, the pages of docs/ and
// the README's screenshot) and nothing else — no pre-rendered demo, no declaration maps pointing at unshipped src/.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { test } from 'node:test';

const root = new URL('../../', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const [{ files }] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--silent'], { cwd: root, encoding: 'utf8' }));
const packed = files.map((f) => f.path);

test('the package holds what users need and no demo or declaration maps', () => {
  for (const file of ['LICENSE', 'README.md', 'package.json', 'custom-elements.json', 'docs/models.md', 'docs/screenshot.png', 'dist/index.js', 'dist/index.d.ts', 'dist/sim/index.js', 'dist/react.d.ts', 'dist/cdn/lease-labs.js', 'dist/cdn/lease-labs-hydrate.js']) {
    assert.ok(packed.includes(file), `${file} is packed`);
  }
  assert.deepEqual(packed.filter((f) => f.startsWith('dist/demo/') || f.endsWith('.d.ts.map') || f.startsWith('src/') || f.startsWith('test/')), []);
  for (const page of readdirSync(new URL('docs/', root)).filter((f) => f.endsWith('.md'))) assert.ok(packed.includes(`docs/${page}`), `docs/${page} is packed`);
  assert.ok(packed.every((f) => /^(dist\/|docs\/([\w-]+\.md|screenshot\.png)$|LICENSE$|README\.md$|package\.json$|custom-elements\.json$)/.test(f)), packed.join('\n'));
});

test('every export names a packed file', () => {
  const targets = [];
  const collect = (v) => (typeof v === 'string' ? targets.push(v.slice(2)) : Object.values(v).forEach(collect));
  collect(pkg.exports);
  assert.ok(targets.length > 10);
  for (const target of new Set(targets.filter((t) => !t.includes('*')))) assert.ok(packed.includes(target), `${target} is packed`);
  assert.ok(packed.some((f) => f.startsWith('dist/cdn/') && f.endsWith('.js')), './cdn/* has files');
});

test("the README's screenshot resolves wherever it is read: an absolute URL to this version's packed file", () => {
  const readme = readFileSync(new URL('README.md', root), 'utf8');
  const [, url] = readme.match(/!\[[^\]]*\]\(([^)]+)\)/);
  assert.equal(url, `https://cdn.jsdelivr.net/npm/${pkg.name}@${pkg.version}/docs/screenshot.png`);
  assert.ok(packed.includes('docs/screenshot.png'));
});

test('the package says where it lives and under which licence', () => {
  assert.equal(pkg.license, 'MIT');
  assert.match(readFileSync(new URL('LICENSE', root), 'utf8'), /^MIT License/);
  for (const key of ['repository', 'homepage', 'bugs', 'keywords']) assert.ok(pkg[key], key);
});

test('Node resolves the hydrate and CDN bundles and the shipped catalogs through the exports map', () => {
  // A self-reference resolves through this package's own `exports`, exactly as a consumer's import does.
  assert.equal(import.meta.resolve('lease-labs/hydrate'), new URL('dist/cdn/lease-labs-hydrate.js', root).href);
  assert.equal(import.meta.resolve('lease-labs/cdn/lease-labs.js'), new URL('dist/cdn/lease-labs.js', root).href);
  // A server that pre-renders in a language registers its catalog (README, "Localisation").
  for (const locale of ['de', 'ja']) assert.equal(import.meta.resolve(`lease-labs/locales/${locale}`), new URL(`dist/locales/${locale}.js`, root).href);
  assert.throws(() => import.meta.resolve('lease-labs/dist/demo/index.html'), { code: 'ERR_PACKAGE_PATH_NOT_EXPORTED' });
});

test('a strict TypeScript consumer type-checks the hydrate and CDN bundles, and shipped types point at no missing maps', () => {
  const dir = new URL('.tmp/bundle-types/', root).pathname;
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}main.ts`, [
    "import 'lease-labs/hydrate';",
    "export const hydrate = () => import('lease-labs/hydrate'); // the VitePress recipe's line",
    "import { SwarmLeaseLab } from 'lease-labs/cdn/lease-labs.js';",
    "import { simulateSwarmLease } from 'lease-labs/cdn/sim.js';",
    "import 'lease-labs/cdn/narrative.js';",
    "const lab: SwarmLeaseLab | null = document.querySelector('swarm-lease-lab');",
    "document.addEventListener('lab-result', (e) => console.log(e.detail.run.verdict, lab?.run.verdict, simulateSwarmLease({}).verdict));",
    "console.log(document.querySelector('lease-lab-step')?.set);",
    "import { registerMessages, type Catalog } from 'lease-labs';",
    "import de from 'lease-labs/locales/de';",
    "import ja from 'lease-labs/locales/ja';",
    "const catalogs: Catalog[] = [de, ja];",
    "registerMessages('de', catalogs[0]);",
  ].join('\n'));
  writeFileSync(`${dir}tsconfig.json`, JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, module: 'esnext', moduleResolution: 'bundler', target: 'es2022', lib: ['es2022', 'dom'], skipLibCheck: false, noUncheckedSideEffectImports: true, types: [] },
    files: ['main.ts'],
  }));
  execFileSync(new URL('node_modules/.bin/tsc', root).pathname, ['-p', `${dir}tsconfig.json`], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
  const dts = packed.filter((f) => f.endsWith('.d.ts'));
  const dangling = dts.filter((f) => readFileSync(new URL(f, root), 'utf8').includes('sourceMappingURL'));
  assert.deepEqual(dangling, [], 'declaration files that name a map the package does not ship');
});
