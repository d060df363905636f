import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const REGISTRY = 'packages/shared/src/api.ts';
/** A string literal that starts with an API path. */
const API_PATH = /['"`]\/api\//;

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('API paths', () => {
  it('are written only in the registry, which the routes and the web app both use', () => {
    const found = ['apps/web/src', 'apps/api/src', 'packages/shared/src']
      .flatMap(sources)
      .filter((file) => file !== REGISTRY)
      .flatMap((file) =>
        fs
          .readFileSync(path.join(ROOT, file), 'utf8')
          .split('\n')
          .flatMap((line, i) =>
            API_PATH.test(line) && !/^\s*(\*|\/\/|\/\*)/.test(line)
              ? [`${file}:${i + 1}: ${line.trim()}`]
              : [],
          ),
      );
    expect(found).toEqual([]);
  });
});
