import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const REGISTRY = 'packages/shared/src/pages.ts';
/** A quoted page path: the first segment of one of the web app's areas. */
const PAGE_PATH =
  /['"`]\/(unauth|candidate|auth|management|employer|admin-pannel|consultancy-admin|usethis)\b/;

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('page paths', () => {
  it('are written only in the registry', () => {
    const found = ['apps/web/src', 'apps/api/src', 'packages/shared/src']
      .flatMap(sources)
      .filter((file) => file !== REGISTRY)
      .flatMap((file) =>
        fs
          .readFileSync(path.join(ROOT, file), 'utf8')
          .split('\n')
          .flatMap((line, i) =>
            PAGE_PATH.test(line) && !/^\s*(\*|\/\/|\/\*)/.test(line)
              ? [`${file}:${i + 1}: ${line.trim()}`]
              : [],
          ),
      );
    expect(found).toEqual([]);
  });
});
