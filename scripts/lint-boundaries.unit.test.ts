import { existsSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it, vi } from 'vitest';

/**
 * The import boundaries of eslint.config.js, tried on made-up files placed in the real tree: each
 * rule refuses what it is there for and lets the allowed imports through.
 */
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root, ignore: false });
// Linting with the type-aware resolver takes seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

/** The boundary and cycle errors for `code` as if it were the file at `file`. */
async function importErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages
    .filter((m) => m.ruleId?.startsWith('import-x/'))
    .map((m) => `${m.ruleId}: ${m.message}`);
}

/** An import of a file that must exist, or the rule would have nothing to judge. */
function importOf(from: string, target: string) {
  expect(existsSync(path.join(root, target)), target).toBe(true);
  const relative = path.relative(path.dirname(from), target).replace(/\.tsx?$/, '');
  return `import '${relative.startsWith('.') ? relative : `./${relative}`}';\n`;
}

const WEB = 'apps/web/src';
const API = 'apps/api/src/modules';

describe('web boundaries', () => {
  it('refuses a feature importing another feature', async () => {
    const file = `${WEB}/features/candidate/example.tsx`;
    const errors = await importErrors(file, importOf(file, `${WEB}/features/jobs/search-page.tsx`));
    expect(errors).toEqual([expect.stringContaining('A feature imports no other feature')]);
  });

  it('refuses it from deep inside a feature too', async () => {
    const file = `${WEB}/features/candidate/jobs/example.tsx`;
    const errors = await importErrors(
      file,
      importOf(file, `${WEB}/features/public/landing-page.tsx`),
    );
    expect(errors).toEqual([expect.stringContaining('A feature imports no other feature')]);
  });

  it('refuses a feature importing app/', async () => {
    const file = `${WEB}/features/jobs/example.tsx`;
    const errors = await importErrors(file, importOf(file, `${WEB}/app/router.tsx`));
    expect(errors).toEqual([expect.stringContaining('Features do not import app/')]);
  });

  it.each(['components', 'lib', 'config'])('refuses %s/ importing a feature', async (folder) => {
    const file = `${WEB}/${folder}/example.tsx`;
    const errors = await importErrors(file, importOf(file, `${WEB}/features/jobs/search-page.tsx`));
    expect(errors).toEqual([expect.stringContaining('import no feature')]);
  });

  it('lets a feature import its own subfolders, components/ and lib/, and app/ import features', async () => {
    const feature = `${WEB}/features/candidate/example.tsx`;
    expect(
      await importErrors(
        feature,
        importOf(feature, `${WEB}/features/candidate/jobs/applied-jobs-page.tsx`) +
          importOf(feature, `${WEB}/components/page-shell.tsx`) +
          importOf(feature, `${WEB}/lib/format.ts`),
      ),
    ).toEqual([]);
    const app = `${WEB}/app/example.tsx`;
    expect(await importErrors(app, importOf(app, `${WEB}/features/jobs/search-page.tsx`))).toEqual(
      [],
    );
  });
});

describe('the apps and the shared contract', () => {
  it('refuses web code importing the API by a relative path that avoids apps/', async () => {
    const file = `${WEB}/features/jobs/example.tsx`;
    const code = importOf(file, 'apps/api/src/db/client.ts');
    expect(code).not.toContain('apps/');
    expect(await importErrors(file, code)).toEqual([
      expect.stringContaining('The web app talks to the API over HTTP only'),
    ]);
  });

  it('refuses it from components/ and lib/ too', async () => {
    for (const file of [`${WEB}/components/example.tsx`, `${WEB}/lib/example.ts`]) {
      expect(await importErrors(file, importOf(file, 'apps/api/src/db/schema.ts'))).toEqual([
        expect.stringContaining('over HTTP only'),
      ]);
    }
  });

  it('refuses the API importing the web app, and the contract importing either', async () => {
    const api = 'apps/api/src/lib/example.ts';
    expect(await importErrors(api, importOf(api, `${WEB}/lib/format.ts`))).toEqual([
      expect.stringContaining('does not import the web app'),
    ]);
    const shared = 'packages/shared/src/example.ts';
    expect(await importErrors(shared, importOf(shared, 'apps/api/src/db/client.ts'))).toEqual([
      expect.stringContaining('imports neither'),
    ]);
  });

  it("lets the web app's component tests start the real API", async () => {
    const file = `${WEB}/components/example.test.tsx`;
    expect(await importErrors(file, importOf(file, 'apps/api/src/test/harness.ts'))).toEqual([]);
  });
});

describe('rooms of a human size', () => {
  const sizeErrors = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return result.messages.filter((m) => m.ruleId?.startsWith('max-lines')).map((m) => m.ruleId);
  };
  const lines = (n: number) => Array.from({ length: n }, (_, i) => `  total += ${i};`).join('\n');
  const longFunction = `export function f() {\n  let total = 0;\n${lines(125)}\n  return total;\n}\n`;

  it('refuses a function over 120 lines and a file over 500', async () => {
    const file = `${API}/jobs/example.ts`;
    expect(await sizeErrors(file, longFunction)).toEqual(['max-lines-per-function']);
    const longFile = Array.from({ length: 501 }, (_, i) => `export const c${i} = ${i};`).join('\n');
    expect(await sizeErrors(`${WEB}/lib/example.ts`, longFile)).toEqual(['max-lines']);
  });

  it('lets tests and the catalogue be longer', async () => {
    expect(await sizeErrors(`${API}/jobs/example.test.ts`, longFunction)).toEqual([]);
    expect(await sizeErrors(`${WEB}/locales/en/example.ts`, longFunction)).toEqual([]);
  });
});

describe('API module boundaries', () => {
  it("refuses a module reaching past another module's surface", async () => {
    const file = `${API}/applications/example.ts`;
    const errors = await importErrors(file, importOf(file, `${API}/jobs/jobs.search.ts`));
    expect(errors).toEqual([expect.stringContaining('Other modules use jobs only through')]);
  });

  it('refuses a module using a module it does not declare', async () => {
    const file = `${API}/jobs/example.ts`;
    const errors = await importErrors(file, importOf(file, `${API}/alerts/alerts.demo.ts`));
    expect(errors).toEqual([expect.stringContaining('The jobs module uses only')]);
  });

  it('refuses lib/ importing a module', async () => {
    const file = 'apps/api/src/lib/example.ts';
    const errors = await importErrors(file, importOf(file, `${API}/mail/outbox.ts`));
    expect(errors).toEqual([expect.stringContaining('import no module')]);
  });

  it("lets a module use another's surface, its own files, and the app wire any module", async () => {
    const file = `${API}/applications/example.ts`;
    expect(
      await importErrors(
        file,
        importOf(file, `${API}/jobs/jobs.presenter.ts`) +
          importOf(file, `${API}/access/access.policy.ts`) +
          importOf(file, `${API}/applications/applications.service.ts`),
      ),
    ).toEqual([]);
    const app = 'apps/api/src/example.ts';
    expect(await importErrors(app, importOf(app, `${API}/jobs/jobs.routes.ts`))).toEqual([]);
  });
});

describe('import cycles', () => {
  it('refuses a file that imports a file importing it back', async () => {
    const file = 'scripts/lint-fixtures/cycle/a.ts';
    const errors = await importErrors(
      file,
      "import { b } from './b';\nexport const a = () => b();\n",
    );
    expect(errors).toEqual([expect.stringContaining('Dependency cycle')]);
  });

  it('lets the same file through without the import back', async () => {
    const file = 'scripts/lint-fixtures/cycle/c.ts';
    expect(
      await importErrors(file, "import { b } from './b';\nexport const c = () => b();\n"),
    ).toEqual([]);
  });
});

describe('dev dependencies', () => {
  const devImport = "import { Document } from 'docx';\nexport const d = Document;\n";

  it('refuses a dev dependency in the server code', async () => {
    expect(await importErrors(`${API}/candidates/example.ts`, devImport)).toEqual([
      expect.stringContaining('not devDependencies'),
    ]);
  });

  it('lets tests and their helpers in src/test use them', async () => {
    expect(await importErrors(`${API}/candidates/example.test.ts`, devImport)).toEqual([]);
    expect(await importErrors('apps/api/src/test/example.ts', devImport)).toEqual([]);
  });
});

describe('tables beside their modules', () => {
  /** The boundary errors, and those of the rule on the packages a schema file may import. */
  const schemaErrors = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return result.messages
      .filter((m) => m.ruleId?.startsWith('import-x/') || m.ruleId === 'no-restricted-imports')
      .map((m) => `${m.ruleId}: ${m.message}`);
  };
  // A made-up schema file, of a module that has none.
  const schema = `${API}/dashboard/dashboard.schema.ts`;

  it("lets a module import any module's schema file, even of a module it does not use", async () => {
    const file = `${API}/jobs/example.ts`;
    expect(
      await importErrors(
        file,
        importOf(file, `${API}/talent/talent.schema.ts`) +
          importOf(file, `${API}/mail/mail.schema.ts`),
      ),
    ).toEqual([]);
  });

  it('lets a schema file import drizzle, the contract, db/columns.ts and other schema files', async () => {
    const code =
      "import { sql } from 'drizzle-orm';\nimport { pgTable } from 'drizzle-orm/pg-core';\n" +
      "import type { Digits } from '@logicareers/shared/languages';\n" +
      importOf(schema, 'apps/api/src/db/columns.ts') +
      importOf(schema, `${API}/access/access.schema.ts`) +
      importOf(schema, `${API}/jobs/jobs.schema.ts`);
    expect(await schemaErrors(schema, code)).toEqual([]);
  });

  it('refuses a schema file importing a service, a route, lib/ or another package', async () => {
    for (const target of [
      `${API}/jobs/jobs.service.ts`,
      `${API}/dashboard/dashboard.routes.ts`,
      'apps/api/src/lib/keyword-signature.ts',
    ]) {
      expect(await schemaErrors(schema, importOf(schema, target)), target).toEqual([
        expect.stringContaining('A schema file defines tables only'),
      ]);
    }
    expect(await schemaErrors(schema, "import ical from 'ical-generator';\n")).toEqual([
      expect.stringContaining('A schema file defines tables only'),
    ]);
  });

  it('refuses db/ importing a module service, or a schema file but through db/schema.ts', async () => {
    const file = 'apps/api/src/db/example.ts';
    for (const target of [`${API}/jobs/jobs.service.ts`, `${API}/jobs/jobs.schema.ts`]) {
      expect(await importErrors(file, importOf(file, target)), target).toEqual([
        expect.stringContaining('import no module'),
      ]);
    }
  });

  it('lets db/schema.ts gather the schema files and no other module file', async () => {
    const index = 'apps/api/src/db/schema.ts';
    expect(await importErrors(index, importOf(index, `${API}/jobs/jobs.schema.ts`))).toEqual([]);
    expect(await importErrors(index, importOf(index, `${API}/interviews/calendar.ts`))).toEqual([
      expect.stringContaining("imports the modules' schema files and no other"),
    ]);
  });
});
