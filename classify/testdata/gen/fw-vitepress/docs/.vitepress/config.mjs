export default {
  title: 'Shop docs',
  vite: { server: { port: 18606, strictPort: true } },
};
