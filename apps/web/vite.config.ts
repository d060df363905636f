import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Marks every chunk for eager compilation (V8's explicit compile hints): the browser compiles its
 * functions on the background thread that streams the file in, instead of one by one on the main
 * thread the first time each is called, which on a phone blocks the page for hundreds of ms.
 * Chunks are loaded when their page needs them, so their code is used on load.
 */
const compileHints = (): Plugin => ({
  name: 'logicareers:compile-hints',
  apply: 'build',
  enforce: 'post',
  // After Vite's own additions: the hint counts only on a file's first line.
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk') chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
    },
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), ...(isSsrBuild ? [] : [compileHints()])],
  // The server entry (dist/.server) carries its libraries with it, built for production.
  ...(isSsrBuild && {
    publicDir: false,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true },
  }),
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    // The server reads it to preload the code of public pages with their HTML.
    manifest: !isSsrBuild,
    // One file on the server, which a new build replaces as a whole.
    ...(isSsrBuild && { rolldownOptions: { output: { codeSplitting: false } } }),
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
}));
