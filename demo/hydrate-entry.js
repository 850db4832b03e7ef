// Entry of dist/cdn/lease-labs-hydrate.js: Lit's hydration support must load before the elements so that
// pre-rendered (declarative shadow DOM) labs, steps and live values are adopted in place instead of being
// rendered again. The narrative elements ride in this bundle (not narrative.js beside it) so all share one Lit.
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
import '../dist/index.js';
import '../dist/narrative.js';
