export default {
  title: 'Leases',
  url: 'https://example.com',
  baseUrl: '/',
  presets: [['classic', { docs: false, blog: false, theme: { customCss: './src/css/custom.css' } }]],
};
