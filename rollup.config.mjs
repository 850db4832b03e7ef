// Bundles the output of `tsc` (rollup never sees TypeScript: TS 7 compiles faster and the rollup plugin
// does not support it). For now: a minified single-file build of the engine for script-tag users.
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';

export default [
  {
    input: 'dist/sim/index.js',
    output: { file: 'dist/cdn/sim.min.js', format: 'es', sourcemap: true },
    plugins: [nodeResolve(), terser({ ecma: 2022, module: true })],
  },
];
