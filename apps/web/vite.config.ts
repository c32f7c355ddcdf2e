import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Where the dev server and `vite preview` send /api: the server on 8080 unless told otherwise. */
const apiTarget = process.env.SCENECAST_API ?? 'http://localhost:8080';

const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Chromium compiles a function on the main thread when it is first called. Most of the entry's
 * functions (React, the router, i18n) run while the console starts: compiled that way, they were
 * ~0.15 s of the login page's longest task (~0.36 s at Lighthouse's 4× CPU). This magic comment on a
 * file's first line has V8 compile all its functions while the file streams in, on a background
 * thread (explicit compile hints, Chromium 136+; other browsers ignore a comment). Only the entry
 * and what it imports: marking the login page's own chunks as well measured no better.
 */
function compileStartEagerly(): Plugin {
  return {
    name: 'scenecast:compile-start-eagerly',
    // The browser's build only: the build-time renderer (`--ssr`) runs in Node and is deleted after.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    // After Vite's own, which puts its table of preloaded files at the top of the entry.
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        // Added after the files' names are hashed: the same on every build of the same code.
        const marked = new Set<string>();
        const mark = (fileName: string) => {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk' || marked.has(fileName)) return;
          marked.add(fileName);
          chunk.code = `${EAGER_COMPILE_HINT}\n${chunk.code}`;
          for (const imported of chunk.imports) mark(imported);
        };
        for (const file of Object.values(bundle)) if (file.type === 'chunk' && file.isEntry) mark(file.fileName);
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), compileStartEagerly()],
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
