// Builds the web app when it is missing or older than its sources, so `npm start` serves the current code.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// The browser's build and the server entry that renders public pages.
const built = ['apps/web/dist/index.html', 'apps/web/dist/.server/entry-server.js'];
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
];

function newestMtime(target) {
  const full = path.join(root, target);
  const stat = fs.statSync(full, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce(
      (newest, entry) =>
        Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs),
      0,
    );
}

const builtAt = Math.min(
  ...built.map(
    (file) => fs.statSync(path.join(root, file), { throwIfNoEntry: false })?.mtimeMs ?? 0,
  ),
);
const changedAt = Math.max(...sources.map(newestMtime));
if (builtAt < changedAt) {
  console.log(
    builtAt ? 'Web app sources changed: rebuilding ...' : 'Building the web app (first start) ...',
  );
  execSync('npm run build -w apps/web', { cwd: root, stdio: 'inherit' });
}
