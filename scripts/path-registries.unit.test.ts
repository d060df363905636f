import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every API path and every page path is written once, in its registry in packages/shared; the
 * routes, the router, the links, the e-mails and the sitemap take them from there.
 */

const ROOT = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The lines of the product's code, outside a registry, that write a path the pattern matches. */
const writtenOutside = (registry: string, pattern: RegExp) =>
  ['apps/web/src', 'apps/api/src', 'packages/shared/src']
    .flatMap(sources)
    .filter((file) => file !== registry)
    .flatMap((file) =>
      fs
        .readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          pattern.test(line) && !/^\s*(\*|\/\/|\/\*)/.test(line)
            ? [`${file}:${i + 1}: ${line.trim()}`]
            : [],
        ),
    );

describe('paths are written only in their registry', () => {
  it('API paths: a string literal that starts with /api/', () => {
    expect(writtenOutside('packages/shared/src/api.ts', /['"`]\/api\//)).toEqual([]);
  });

  it('page paths: a quoted path that starts with one of the web app’s areas', () => {
    const area =
      /['"`]\/(unauth|candidate|auth|management|employer|admin-pannel|consultancy-admin|usethis)\b/;
    expect(writtenOutside('packages/shared/src/pages.ts', area)).toEqual([]);
  });
});
