import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of the API package (apps/api), found by walking up from this code, so that files read
 * at run time (migrations, package.json, the built web app) are found alike when the server runs
 * from its sources and from its build in dist/.
 */
function findApiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (
      fs.existsSync(manifest) &&
      (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string }).name ===
        '@logicareers/api'
    )
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('The API package (apps/api/package.json) was not found');
    dir = parent;
  }
}

export const API_ROOT = findApiRoot();
