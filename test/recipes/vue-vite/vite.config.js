import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    vue({
      template: {
        // The labs are custom elements, not Vue components: compile them as plain tags.
        compilerOptions: { isCustomElement: (tag) => tag.endsWith('-lab') },
      },
    }),
  ],
});
