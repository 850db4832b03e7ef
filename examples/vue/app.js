// Vue 3 with the runtime template compiler (vue.esm-bundler.js): the labs are custom elements in a template
// (isCustomElement tells Vue not to resolve them as components); `:ttl` binds the property and `@lab-result`
// listens to the event. `app.config.compilerOptions` only reaches this runtime compiler: for single-file
// components built by Vite, see the README's recipe (test/recipes/vue-vite).
import { createApp, ref } from 'vue/dist/vue.esm-bundler.js';
import '../../dist/index.js';

const template = `
  <main>
    <swarm-lease-lab :ttl="6" no-controls @lab-result="onResult"></swarm-lease-lab>
    <p id="vue-verdict">{{ verdict }}</p>
    <lease-fencing-lab enforcement="watermark" :pause-for="10" :replacement-work="15"></lease-fencing-lab>
  </main>`;

/** Mounts the example into `container` (used by the browser test and by examples/vue/index.html). */
export function mount(container) {
  const app = createApp({
    template,
    setup() {
      const verdict = ref('waiting for lab-result');
      return { verdict, onResult: (event) => (verdict.value = event.detail.run.verdict) };
    },
  });
  app.config.compilerOptions.isCustomElement = (tag) => tag.endsWith('-lab');
  app.mount(container);
  return app;
}
