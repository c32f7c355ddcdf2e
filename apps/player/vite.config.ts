import { defineConfig } from 'vite';

// The player is served by the API server at /player/; in development /api goes to that server.
export default defineConfig({
  base: '/player/',
  build: { outDir: 'dist', target: 'es2020' },
  server: { proxy: { '/api': { target: 'http://localhost:8080', ws: true } } },
});
