import { defineConfig } from 'vite';
import { compileCatalogs } from './scripts/build/compile-catalogs';

/**
 * The server-rendering entry (src/client/entry-server.tsx → dist/ssr): bundled with its
 * libraries and React's production build, whatever NODE_ENV the server itself runs with.
 */
export default defineConfig({
  publicDir: false,
  plugins: [compileCatalogs()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/client/entry-server.tsx',
    outDir: 'dist/ssr',
    target: 'node20',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      // Component libraries mark their modules "use client"; that means nothing here.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
