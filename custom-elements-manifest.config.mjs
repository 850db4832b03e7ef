// `npm run manifest`: custom-elements.json from the source's JSDoc (@fires, @slot, @csspart, @cssprop) and
// Lit's decorators. Only the two element modules are public custom elements.
export default {
  globs: ['src/lease-fencing-lab.ts', 'src/swarm-lease-lab.ts', 'src/parts/lab-element.ts'],
  outdir: '.',
  litelement: true,
  packagejson: false,
};
