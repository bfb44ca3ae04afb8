import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { compileCatalogs } from './scripts/build/compile-catalogs';

/** In development the API server is not in front of Vite, so fill index.html's placeholders here. */
function siteNameInDev(): Plugin {
  return {
    name: 'site-name-in-dev',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html
        .replaceAll('%SITE_NAME%', process.env.SITE_NAME || 'Showcase')
        .replaceAll('%PUBLIC_URL%', process.env.PUBLIC_URL || 'http://localhost:5173'),
  };
}

/**
 * The embedded database's thread is a file of its own, started by the server as a worker: the
 * server's build puts it beside the server (it is plain JavaScript and imports only packages).
 */
function embeddedDatabaseThread(): Plugin {
  return {
    name: 'embedded-database-thread',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'pglite-thread.mjs',
        source: readFileSync('src/server/db/pglite-thread.mjs', 'utf8'),
      });
    },
  };
}

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig(({ isSsrBuild }) => ({
  publicDir: isSsrBuild ? false : 'public',
  plugins: isSsrBuild
    ? [embeddedDatabaseThread()]
    : [react(), tailwindcss(), siteNameInDev(), compileCatalogs({ shorten: true })],
  build: isSsrBuild
    ? { target: 'node20', emptyOutDir: true, sourcemap: true }
    : {
        outDir: 'dist/client',
        manifest: true,
        emptyOutDir: true,
        sourcemap: false,
        rolldownOptions: {
          preserveEntrySignatures: false,
          output: {
            // Chunks are named by their hash alone: every lazy route's file name is listed in the
            // first script a page loads, so short names keep the home page under its budget.
            chunkFileNames: 'assets/[hash].js',
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
                },
                // What every page needs to read its words: one chunk, not a few small ones.
                {
                  name: 'words',
                  test: /src[\\/](shared[\\/](locales|sports)|client[\\/]lib[\\/]i18n[\\/](i18n|messages|catalogs|sport-labels))\.ts$/,
                },
              ],
              experimentalInlineCommonChunks: { maxSize: 4096 },
            },
          },
        },
      },
  server: {
    port: 5173,
    // /media too: premium clips must go through the API's signed-link check, not Vite's files.
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/media': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/live-media': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/ingest': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/uploads': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
}));
