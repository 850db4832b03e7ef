// Entry of dist/cdn/lease-labs-page.js, the one script for a page of labs and companions: both labs, the
// safety map and the narrative elements on one copy of Lit, so a Trusted Types policy list naming `lit-html`
// once admits it (each separate bundle brings its own Lit, and a second `lit-html` policy is refused).
export * from '../dist/index.js';
export * from '../dist/safety-map.js';
export * from '../dist/narrative.js';
