import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    vue({
      template: {
        // The labs and their companions are custom elements, not Vue components: compile them as plain tags.
        compilerOptions: { isCustomElement: (tag) => tag.startsWith('lease-') || tag.startsWith('swarm-') },
      },
    }),
  ],
});
