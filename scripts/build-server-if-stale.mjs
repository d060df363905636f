// Builds the server, the worker and the file sandbox (the child process that parses uploaded
// files) into apps/api/dist when missing or older than their sources, so that `npm start` and
// `npm run worker` run compiled JavaScript. The app's own code and
// packages/shared are bundled; packages from node_modules stay outside (PGlite and others read
// their own files next to their code).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { root, staleness } from './stale.mjs';

const api = path.join(root, 'apps/api');
const entries = ['main', 'worker-main', 'cluster-main', 'file-sandbox-main'];
const built = entries.map((name) => `apps/api/dist/${name}.js`);
const sources = [
  'apps/api/src',
  'apps/api/package.json',
  'packages/shared/src',
  'scripts/build-server-if-stale.mjs',
];

/** Packages from node_modules are imported at run time; the workspace's own are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@logicareers/') ? undefined : { path: args.path, external: true },
    );
  },
};

const { missing, stale } = staleness(built, sources);
if (stale || process.argv.includes('--force')) {
  console.log(
    missing ? 'Building the server (first start) ...' : 'Server sources changed: rebuilding ...',
  );
  fs.rmSync(path.join(api, 'dist'), { recursive: true, force: true });
  await build({
    absWorkingDir: api,
    entryPoints: entries.map((name) => `src/${name}.ts`),
    outdir: 'dist',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    plugins: [externalPackages],
    logLevel: 'warning',
  });
}
