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
    rollupOptions: {
      // The contracts package builds zod schemas at module level for the server; the console
      // imports only messages, rules and constants, so its modules may be dropped when unused.
      treeshake: { moduleSideEffects: (id) => !id.includes('/packages/contracts/') },
    },
  },
});
