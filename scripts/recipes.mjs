// `npm run test:recipes` step 1: installs the recipe fixtures of docs/recipes.md (test/recipes/*) the way an author
// would — the tools from the committed lockfile (one shared install, skipped while the lockfile is unchanged)
// and lease-labs from `npm pack` of the current build — then builds each fixture with its real tool.
// test/recipes/recipes.test.mjs checks the built sites in Chromium. Run after `npm run build`.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const recipes = join(root, 'test/recipes');
const run = (cmd, args, cwd, env = {}) =>
  execFileSync(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

/**
 * Fixture folder, build command (from the shared node_modules/.bin, or a system tool from PATH: Debian's Hugo,
 * MkDocs and Sphinx, which .ci/run installs) and environment for each build.
 */
const BUILDS = [
  ['vue-vite', ['vite', 'build', '--logLevel', 'warn']],
  // Vue's development build keeps its warnings ("Failed to resolve component"), which the test listens for.
  ['vue-vite', ['vite', 'build', '--mode', 'development', '--outDir', 'dist-dev', '--logLevel', 'warn'], { NODE_ENV: 'development' }],
  ['vitepress', ['vitepress', 'build']],
  ['eleventy', ['eleventy', '--quiet']],
  ['astro', ['astro', 'build', '--silent']],
  ['starlight', ['astro', 'build', '--silent']],
  ['docusaurus', ['docusaurus', 'build']],
  ['hugo', ['hugo', '--quiet'], undefined, { system: true }],
  ['mkdocs', ['mkdocs', 'build', '--strict', '--quiet'], undefined, { system: true }],
  ['sphinx', ['sphinx-build', '-q', '-W', '-b', 'html', '.', '_build/html'], undefined, { system: true }],
];

/** What an author copies from the installed package into a site built by a non-npm tool: fixture → [from, to]. */
const COPIES = {
  hugo: [['dist/cdn/lease-labs.js', 'static/lease-labs.js']],
  mkdocs: [['dist/cdn/lease-labs.js', 'docs/lease-labs.js']],
  sphinx: [['dist/cdn/lease-labs.js', '_static/lease-labs.js']],
};

if (!existsSync(join(root, 'dist/index.js'))) throw new Error('dist/ is missing: run `npm run build` first');

const stamp = join(recipes, 'node_modules/.lockfile-hash');
const hash = createHash('sha256').update(readFileSync(join(recipes, 'package-lock.json'))).digest('hex');
if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== hash) {
  console.log('recipes: npm ci (shared install for every fixture)');
  run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel', 'error'], recipes);
  writeFileSync(stamp, hash);
}

const packs = join(root, '.tmp/recipes');
rmSync(packs, { recursive: true, force: true });
mkdirSync(packs, { recursive: true });
const tarball = run('npm', ['pack', '--silent', '--pack-destination', packs], root).trim().split('\n').pop();
run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--loglevel', 'error', join(packs, tarball)], recipes);
console.log(`recipes: installed ${tarball}`);

// Webpack caches what it built from node_modules by package version, which `npm pack` of the same version
// keeps: Docusaurus would bundle the previous build's lease-labs without this.
rmSync(join(recipes, 'docusaurus/node_modules/.cache'), { recursive: true, force: true });

for (const [name, [bin, ...args], env, { system = false } = {}] of BUILDS) {
  const started = Date.now();
  for (const [from, to] of COPIES[name] ?? []) {
    mkdirSync(dirname(join(recipes, name, to)), { recursive: true });
    copyFileSync(join(recipes, 'node_modules/lease-labs', from), join(recipes, name, to));
  }
  run(system ? bin : join(recipes, 'node_modules/.bin', bin), args, join(recipes, name), env);
  console.log(`recipes: built ${name}${env ? ' (development)' : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
