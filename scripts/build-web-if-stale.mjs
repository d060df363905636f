// Builds the web app when it is missing or older than its sources, so `npm start` serves the current code.
import { execSync } from 'node:child_process';
import { root, staleness } from './stale.mjs';

// The browser's build and the server entry that renders public pages.
const built = ['apps/web/dist/index.html', 'apps/web/dist/.server/entry-server.js'];
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
];

const { missing, stale } = staleness(built, sources);
if (stale) {
  console.log(
    missing ? 'Building the web app (first start) ...' : 'Web app sources changed: rebuilding ...',
  );
  // A production build whatever the caller's NODE_ENV: started from a test (NODE_ENV=test), Vite
  // would compile JSX for development while the server entry bundles React's production build,
  // and no page would render on the server.
  execSync('npm run build -w apps/web', {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
