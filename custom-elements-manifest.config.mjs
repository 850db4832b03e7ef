// `npm run manifest`: custom-elements.json from the source's JSDoc (@fires, @slot, @csspart, @cssprop) and
// Lit's decorators. The two labs and the three companions are the public custom elements.
export default {
  globs: ['src/lease-fencing-lab.ts', 'src/swarm-lease-lab.ts', 'src/parts/lab-element.ts', 'src/companions/safety-map.ts', 'src/companions/lab-value.ts', 'src/companions/lab-step.ts'],
  outdir: '.',
  litelement: true,
  packagejson: false,
};
