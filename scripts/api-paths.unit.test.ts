import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const REGISTRY = 'packages/shared/src/api.ts';
/** A string literal that starts with an API path. */
const API_PATH = /['"`]\/api\//;
/**
 * Web screens that still write the API paths they call, until their area moves to the registry
 * (`API.jobs.one(id)`, `API.templates.list`, ...). No other file may start doing it.
 */
const NOT_YET_ON_THE_REGISTRY = new Set([
  'apps/web/src/features/admin/pending-employers.tsx',
  'apps/web/src/features/jobs/categories-page.tsx',
  'apps/web/src/features/jobs/employer-jobs-page.tsx',
  'apps/web/src/features/jobs/employers-page.tsx',
  'apps/web/src/features/jobs/job-view-page.tsx',
  'apps/web/src/features/jobs/search-page.tsx',
  'apps/web/src/features/management/job-editor-page.tsx',
  'apps/web/src/features/management/jobs-list-page.tsx',
  'apps/web/src/features/management/managed-job-page.tsx',
  'apps/web/src/features/management/template-editor-page.tsx',
  'apps/web/src/features/management/templates-page.tsx',
  'apps/web/src/features/public/landing-page.tsx',
  'apps/web/src/lib/master-data.ts',
]);

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
      .filter((file) => file !== REGISTRY && !NOT_YET_ON_THE_REGISTRY.has(file))
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
