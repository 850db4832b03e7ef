import { render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { html, unsafeStatic } from 'lit/static-html.js';
import 'lease-labs';
import { defineConfig } from 'vitepress';

const LAB = /<(lease-fencing-lab|swarm-lease-lab)\b[^>]*><\/\1>/g;

/** One lab as declarative shadow DOM, without Lit's outer part markers (Vue hydrates the tag itself). */
async function prerender(lab) {
  const markup = await collectResult(render(html`${unsafeStatic(lab)}`));
  return markup.replace(/^<!--lit-part[^>]*-->|<!--\/lit-part-->$/g, '');
}

export default defineConfig({
  title: 'Leases',
  vue: {
    template: {
      // The labs and their companions are custom elements: keep them as tags in the static HTML and when hydrating.
      compilerOptions: { isCustomElement: (tag) => tag.startsWith('lease-') || tag.startsWith('swarm-') },
    },
  },
  // Pre-render every lab in the built pages, so readers without JavaScript still see the whole run.
  async transformHtml(page) {
    const rendered = await Promise.all([...page.matchAll(LAB)].map(([lab]) => prerender(lab)));
    return page.replace(LAB, () => rendered.shift());
  },
});
