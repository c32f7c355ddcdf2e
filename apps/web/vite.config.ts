import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where the dev server and `vite preview` send /api: the server on 8080 unless told otherwise. */
const apiTarget = process.env.SCENECAST_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  base: './',
  server: {
    proxy: { '/api': { target: apiTarget, ws: true } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, ws: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    // scripts/prerender.mjs reads it to link the landing page's stylesheets, then deletes it.
    manifest: true,
  },
});
