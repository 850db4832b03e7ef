// Entry of dist/demo/demo-hydrate.js, the demo page's one script: Lit's hydration support, then both labs and
// the narrative elements, all on one Lit, so the pre-rendered labs, steps and live values are adopted in place.
// The public lease-labs/hydrate bundle stays labs-only: pages without a walkthrough do not pay for one.
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
import '../dist/index.js';
import '../dist/narrative.js';
