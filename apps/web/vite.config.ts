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

/** The screens the server renders for visitors; their code goes into one chunk, named for the API. */
const PUBLIC_PAGES = [
  'src/features/public/landing-page.tsx',
  'src/features/jobs/search-page.tsx',
  'src/features/jobs/job-view-page.tsx',
  'src/features/public/news-list-page.tsx',
  'src/features/public/news-article-page.tsx',
  'src/features/services/service-page.tsx',
  'src/features/plans/pricing-page.tsx',
];

/**
 * Collects the modules that the public pages import (directly or not), once the module graph is
 * known, so that they can share one chunk instead of a dozen small ones.
 */
const publicPageModules = () => {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'logicareers:public-page-modules',
    apply: 'build',
    buildEnd() {
      const visit = (id: string) => {
        if (modules.has(id)) return;
        modules.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? [])
          if (!imported.includes('/node_modules/')) visit(imported);
      };
      for (const id of this.getModuleIds())
        if (PUBLIC_PAGES.some((page) => id.endsWith(`/apps/web/${page}`))) visit(id);
    },
  };
  return { plugin, modules };
};

export default defineConfig(({ isSsrBuild }) => {
  const publicModules = publicPageModules();
  return {
    plugins: [react(), ...(isSsrBuild ? [] : [compileHints(), publicModules.plugin])],
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
      rolldownOptions: {
        output: {
          codeSplitting: isSsrBuild
            ? false
            : {
                // Every request costs the page's main thread a few ms: what the app needs at start
                // is one chunk, what the public pages add is another, instead of 30 small files.
                groups: [
                  { name: 'app', tags: ['$initial'], priority: 2 },
                  {
                    // The API's preload.ts finds it by this name.
                    name: 'public-pages',
                    test: (id) => publicModules.modules.has(id),
                    priority: 1,
                  },
                ],
              },
        },
      },
    },
    server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  };
});
