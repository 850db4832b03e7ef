// Entry of dist/demo/companions-hydrate.js, the companions page's one script: Lit's hydration support, then both
// labs, the safety map and the narrative elements on one Lit, so the pre-rendered labs, steps and values are
// adopted in place and a Trusted Types policy list naming `lit-html` once admits the page.
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
import '../dist/index.js';
import '../dist/safety-map.js';
import '../dist/narrative.js';
