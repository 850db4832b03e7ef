// Bundles the output of `tsc` (rollup never sees TypeScript: TS 7's tsc is fast, and the rollup TypeScript
// plugin does not support it). The npm build is tsc's own unbundled ES modules in dist/; this adds the CDN
// build: single-file, minified ES modules with Lit inside, for a plain <script type="module">.
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';

// Several compress passes find dead branches and inlinable constants the first misses; no code reads a
// function's `length` (`keep_fargs: false`). `pure_getters` breaks hydration (test/node/timeline.node.test.mjs)
// and terser's `unsafe*` options can change arithmetic or NaN comparisons, so neither is used.
const minify = terser({
  ecma: 2022,
  module: true,
  compress: { passes: 3, keep_fargs: false },
  format: { comments: false },
});

/**
 * A bundle's types, next to it: the types of the module it bundles, so `import 'lease-labs/hydrate'` or
 * `lease-labs/cdn/narrative.js` type-checks in a strict consumer (TypeScript reads the `.d.ts` beside an
 * exported `.js`). A hydrate bundle exports nothing: its types only bring the labs' element and event maps.
 */
const typesOf = (modules, exports) => ({
  name: 'bundle-types',
  generateBundle(options) {
    const file = options.file.split('/').pop().replace(/\.js$/, '.d.ts');
    const source = exports ? modules.map((m) => `export * from '${m}';\n`).join('') : `import '${modules[0]}';\nexport {};\n`;
    this.emitFile({ type: 'asset', fileName: file, source });
  },
});

/** A shipped locale's module (dist/locales/de.js): never bundled, fetched at run time from beside the bundle. */
const LOCALE = /[\\/]locales[\\/]([a-z-]+)\.js$/;

/**
 * A bundle's dynamic import of a locale stays a dynamic import, pointed at the copy in dist/cdn/locales/
 * (relative to the bundle's own URL), so a page fetches only the language it uses.
 */
const localePath = (file) => (id) => {
  const m = LOCALE.exec(id);
  if (!m) return id;
  return file.startsWith('dist/cdn/') ? `./locales/${m[1]}.js` : `../cdn/locales/${m[1]}.js`;
};

/**
 * One self-contained module per entry (a locale's messages aside); Lit's production build is resolved (no
 * dev-mode warnings). `exported` names the compiled modules an entry outside dist/ re-exports, for its types.
 */
const cdn = (input, file, exported) => ({
  input,
  external: (id) => LOCALE.test(id),
  output: { file, format: 'es', sourcemap: true, paths: localePath(file) },
  plugins: [
    nodeResolve({ exportConditions: ['production'] }),
    minify,
    input.startsWith('dist/')
      ? typesOf([`../${input.slice('dist/'.length)}`], true)
      : typesOf(exported ?? ['../index.js'], exported !== undefined),
  ],
});

/** A locale's messages as its own small module in dist/cdn/locales/: data only, no imports. */
const locale = (name) => ({
  input: `dist/locales/${name}.js`,
  output: { file: `dist/cdn/locales/${name}.js`, format: 'es' },
  plugins: [minify],
});

export default [
  locale('de'),
  locale('ja'),
  cdn('dist/index.js', 'dist/cdn/lease-labs.js'),
  cdn('dist/lease-fencing-lab.js', 'dist/cdn/lease-fencing-lab.js'),
  cdn('dist/swarm-lease-lab.js', 'dist/cdn/swarm-lease-lab.js'),
  cdn('dist/sim/index.js', 'dist/cdn/sim.js'),
  cdn('dist/safety-map.js', 'dist/cdn/safety-map.js'),
  cdn('dist/narrative.js', 'dist/cdn/narrative.js'),
  // A page of labs and companions: all of them on one Lit (one `lit-html` Trusted Types policy). Single-file
  // like the others rather than chunks shared between bundles, so one `integrity` attribute covers it all.
  cdn('demo/page-entry.js', 'dist/cdn/lease-labs-page.js', ['../index.js', '../safety-map.js', '../narrative.js']),
  // For pre-rendered pages: hydration support first, then both labs.
  cdn('demo/hydrate-entry.js', 'dist/cdn/lease-labs-hydrate.js'),
  // The pre-rendered demo page (not shipped): the same, plus the narrative elements its walkthrough uses.
  cdn('demo/demo-hydrate-entry.js', 'dist/demo/demo-hydrate.js'),
  // The pre-rendered companions page (not shipped): the same with the safety map, whose page alone uses it.
  cdn('demo/companions-hydrate-entry.js', 'dist/demo/companions-hydrate.js'),
];
