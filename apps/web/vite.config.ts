import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
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
