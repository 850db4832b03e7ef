// Entry of dist/cdn/lease-labs-hydrate.js: Lit's hydration support must load before the elements so that
// pre-rendered (declarative shadow DOM) labs are adopted in place instead of being rendered again.
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
import '../dist/index.js';
