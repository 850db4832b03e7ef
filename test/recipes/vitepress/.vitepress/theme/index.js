import DefaultTheme from 'vitepress/theme';

export default {
  extends: DefaultTheme,
  async enhanceApp() {
    // In the browser only: Lit's hydration support and both labs, adopting the pre-rendered markup.
    if (!import.meta.env.SSR) await import('lease-labs/hydrate');
  },
};
