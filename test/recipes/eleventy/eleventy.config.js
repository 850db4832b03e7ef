import { fileURLToPath } from 'node:url';
import litPlugin from '@lit-labs/eleventy-plugin-lit';

export default function (eleventyConfig) {
  // Pre-render both labs (declarative shadow DOM) in every page that uses them.
  eleventyConfig.addPlugin(litPlugin, {
    mode: 'worker',
    componentModules: [fileURLToPath(import.meta.resolve('lease-labs'))],
  });
  // Ship the hydrating bundle (Lit's hydration support and both labs in one file) with the site.
  eleventyConfig.addPassthroughCopy({ [fileURLToPath(import.meta.resolve('lease-labs/hydrate'))]: 'lease-labs-hydrate.js' });
}
