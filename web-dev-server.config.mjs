// `npm start`: serves the demo with TypeScript compiled on the fly, so edits show up on reload.
import { esbuildPlugin } from '@web/dev-server-esbuild';

export default {
  rootDir: '.',
  open: '/demo/',
  nodeResolve: true,
  watch: true,
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' })],
};
