// When a build is older than its sources: shared by the scripts that build before `npm start`.
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

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

/** 0 when a built file is missing, else whether any source changed after the oldest built file. */
export function staleness(built, sources) {
  const builtAt = Math.min(
    ...built.map(
      (file) => fs.statSync(path.join(root, file), { throwIfNoEntry: false })?.mtimeMs ?? 0,
    ),
  );
  return { missing: builtAt === 0, stale: builtAt < Math.max(...sources.map(newestMtime)) };
}
