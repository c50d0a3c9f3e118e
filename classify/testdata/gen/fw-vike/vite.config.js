import vike from 'vike/plugin';

export default {
  plugins: [vike()],
  server: { port: 18608, strictPort: true },
};
