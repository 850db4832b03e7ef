// Builds the framework examples (React 19, Vue 3) into .tmp/examples/ with esbuild, the way an app would
// bundle them, so a browser test can load and exercise them. The React example is also server-rendered in Node
// (as Docusaurus does) into .tmp/examples/react-server.html, for the browser test that hydrates it.
// Run after the library build.
import { writeFileSync } from 'node:fs';
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
// The server bundle imports react, react-dom/server and lit from node_modules, with their Node builds.
await build({ ...common, entryPoints: ['examples/react/app.tsx'], outfile: '.tmp/examples/react-server.mjs', jsx: 'automatic', platform: 'node', packages: 'external' });
const { serverHtml } = await import(new URL('../.tmp/examples/react-server.mjs', import.meta.url).href);
writeFileSync('.tmp/examples/react-server.html', serverHtml({ ttl: 6 }));
console.log('built .tmp/examples/react.js, .tmp/examples/vue.js and the server-rendered .tmp/examples/react-server.html');
