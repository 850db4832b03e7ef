import starlight from '@astrojs/starlight';
import { defineConfig } from 'astro/config';

// In every page's head, before the labs are defined, so the first lab-result is heard too.
const listener = `document.addEventListener('lab-result', (event) => {
  document.getElementById(\`\${event.target.localName}-verdict\`).value = event.detail.run.verdict;
});`;

export default defineConfig({
  integrations: [starlight({ title: 'Leases', head: [{ tag: 'script', content: listener }] })],
});
