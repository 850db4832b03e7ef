// Builds the framework examples (React 19, Vue 3) into .tmp/examples/ with esbuild, the way an app would
// bundle them, so a browser test can load and exercise them. Run after the library build.
import { build } from 'esbuild';

const common = {
  bundle: true,
  format: 'esm',
  target: 'es2022',
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': '"production"', __VUE_OPTIONS_API__: 'true', __VUE_PROD_DEVTOOLS__: 'false', __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false' },
};
await build({ ...common, entryPoints: ['examples/react/app.tsx'], outfile: '.tmp/examples/react.js', jsx: 'automatic' });
await build({ ...common, entryPoints: ['examples/vue/app.js'], outfile: '.tmp/examples/vue.js' });
console.log('built .tmp/examples/react.js and .tmp/examples/vue.js');
