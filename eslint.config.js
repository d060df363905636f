import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const root = import.meta.dirname;
const subfolders = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/*
 * API modules. A module offers the others a small surface (the files named here; a rule the
 * others need goes into `<module>.policy.ts`) and uses only the modules it names, so that module
 * dependencies stay one-way. The composition root (app.ts, setup.ts, main.ts, worker/, test/)
 * wires routes and seeds and may import any file; tests may set up their world through any module.
 */
const API_MODULES = {
  access: { surface: ['access.policy.ts', 'sessions.ts'], uses: [] },
  files: { surface: ['uploads.ts', 'file-store.ts', 'file-sandbox.ts', 'file-job.ts'], uses: [] },
  mail: { surface: ['outbox.ts', 'templates.ts'], uses: [] },
  'master-data': {
    surface: ['master-data.service.ts', 'taxonomy.ts', 'taxonomy.query.ts'],
    uses: ['access', 'audit'],
  },
  housekeeping: { surface: ['housekeeping.ts'], uses: ['files'] },
  identity: { surface: ['identity.policy.ts', 'passwords.ts'], uses: ['access', 'mail'] },
  jobs: {
    surface: ['jobs.policy.ts', 'jobs.presenter.ts', 'jobs.service.ts', 'job-generator.ts'],
    uses: ['access', 'master-data', 'plans'],
  },
  alerts: {
    surface: ['subscriptions.service.ts', 'alerts.demo.ts'],
    uses: ['access', 'jobs', 'mail', 'master-data'],
  },
  settings: {
    surface: ['settings.service.ts', 'site-modules.ts'],
    uses: ['access', 'alerts', 'audit', 'files', 'mail'],
  },
  candidates: {
    surface: ['candidates.service.ts', 'candidates.demo.ts', 'cv-download.ts'],
    uses: ['access', 'files', 'master-data'],
  },
  applications: {
    surface: ['applications.demo.ts', 'application-moves.ts'],
    uses: ['access', 'candidates', 'jobs', 'mail'],
  },
  talent: {
    surface: [
      'talent.policy.ts',
      'disclosure.ts',
      'talent.demo.ts',
      'workspace.demo.ts',
      'workspace.access.ts',
      'saved-searches.ts',
    ],
    uses: [
      'access',
      'candidates',
      'files',
      'jobs',
      'mail',
      'master-data',
      'plans',
      'reports',
      'settings',
    ],
  },
  communications: {
    surface: ['communications.demo.ts'],
    uses: ['access', 'background-jobs', 'jobs', 'mail', 'plans', 'talent'],
  },
  /** Heavy work the worker does off the request path, in steps (decision 032). */
  'background-jobs': { surface: ['background-jobs.ts'], uses: [] },
  dashboard: { surface: [], uses: ['access', 'candidates', 'identity', 'jobs', 'talent'] },
  interviews: {
    surface: ['interviews.reminders.ts', 'interviews.demo.ts'],
    uses: ['access', 'applications', 'jobs', 'mail', 'talent'],
  },
  audit: { surface: ['audit.ts'], uses: ['access'] },
  /** Roles, role groups and permissions; the audit log's screens. */
  roles: { surface: [], uses: ['access', 'audit'] },
  employers: {
    surface: ['employers.policy.ts', 'employers.demo.ts'],
    uses: ['access', 'audit', 'files', 'identity', 'mail', 'master-data', 'plans'],
  },
  /** Every account: listing, disabling, deleting; staff-created candidates; joining the consultancy. */
  users: {
    surface: ['account-erasure.ts'],
    uses: ['access', 'audit', 'candidates', 'identity', 'mail'],
  },
  /** The candidate's rights over their data: consent, a copy, deletion, retention (decision 028). */
  privacy: {
    surface: ['privacy.service.ts', 'data-export.ts', 'retention.ts'],
    uses: ['access', 'identity', 'mail', 'settings', 'users'],
  },
  templates: { surface: [], uses: ['access'] },
  /** Plans, subscriptions, invoices; the entitlements other modules spend (issue 17). */
  plans: {
    surface: ['entitlements.ts', 'plans.demo.ts'],
    uses: ['access', 'audit', 'mail'],
  },
  /** Logistics news. */
  news: { surface: ['news.service.ts', 'news.demo.ts'], uses: ['access', 'audit', 'files'] },
  /** The service pages and their enquiries. */
  content: {
    surface: ['content.service.ts', 'content.demo.ts'],
    uses: ['access', 'audit', 'mail', 'settings'],
  },
  web: { surface: [], uses: ['content', 'jobs', 'news', 'settings'] },
  /** The job feeds: Indeed's XML, RSS and Atom of the live jobs (issue 42). */
  feeds: { surface: [], uses: ['jobs', 'master-data', 'settings'] },
  /** Reports of each audience (issue 41), and the light records they count: job views, searches. */
  reports: {
    surface: ['report-records.ts', 'reports.demo.ts'],
    uses: ['access', 'jobs', 'master-data', 'plans'],
  },
  'api-docs': { surface: [], uses: ['access'] },
  demo: {
    surface: ['demo-mailbox.ts'],
    uses: [
      'access',
      'alerts',
      'applications',
      'candidates',
      'communications',
      'content',
      'employers',
      'housekeeping',
      'identity',
      'interviews',
      'jobs',
      'mail',
      'master-data',
      'news',
      'plans',
      'reports',
      'talent',
    ],
  },
};

/*
 * Rooms of a human size (decision 038): no source file over 500 lines and no function over 120.
 * Tests, the catalogue (locales/) and generated migrations are exempt. OVERSIZED lists the files
 * written before the rule that are still being split; the list only shrinks.
 */
const OVERSIZED = [];

const MODULES_DIR = 'apps/api/src/modules';

/*
 * The tables. Each module defines the tables it writes in its schema file, `<module>.schema.ts`
 * beside its other files, and db/schema.ts gathers them all for drizzle and drizzle-kit. Any module
 * may read any table, so the schema files are shared data definitions: open to every module, outside
 * the module zones below, and held to a rule of their own (they import only drizzle,
 * @logicareers/shared, db/columns.ts and one another, never a service or a route).
 */
const schemaFile = (module) => `${module}.schema.ts`;
const SCHEMA_FILES = Object.keys(API_MODULES).map((m) => `${MODULES_DIR}/${m}/${schemaFile(m)}`);
const SCHEMA_MESSAGE =
  "A schema file defines tables only: it imports drizzle-orm, @logicareers/shared, db/columns.ts and other modules' schema files.";

{
  // A new module is declared above, and the declared dependencies never go round in a circle.
  const unknown = subfolders(MODULES_DIR).filter((m) => !(m in API_MODULES));
  if (unknown.length) throw new Error(`eslint.config.js: declare API_MODULES.${unknown[0]}`);
  const visit = (m, trail) => {
    if (trail.includes(m)) throw new Error(`API modules in a cycle: ${[...trail, m].join(' -> ')}`);
    for (const used of API_MODULES[m].uses) visit(used, [...trail, m]);
  };
  for (const m of Object.keys(API_MODULES)) visit(m, []);
}

const moduleZones = Object.entries(API_MODULES).flatMap(([name, { surface, uses }]) => {
  const others = Object.keys(API_MODULES).filter((m) => m !== name);
  const notUsed = others.filter((m) => !uses.includes(m));
  return [
    // One zone per module not used, so that its schema file alone is let through.
    ...notUsed.map((m) => ({
      target: `${MODULES_DIR}/${name}`,
      from: `${MODULES_DIR}/${m}`,
      except: [`./${schemaFile(m)}`],
      message: `The ${name} module uses ${uses.length ? `only ${uses.join(', ')}` : 'no other module'}. A new dependency is declared in API_MODULES (eslint.config.js) and may not close a cycle.`,
    })),
    {
      target: others.map((m) => `${MODULES_DIR}/${m}`),
      from: `${MODULES_DIR}/${name}`,
      except: [...surface, schemaFile(name)].map((file) => `./${file}`),
      message: surface.length
        ? `Other modules use ${name} only through ${surface.join(', ')}.`
        : `The ${name} module offers nothing to other modules.`,
    },
  ];
});

/*
 * Web: features are islands; app/ composes them; components/, lib/, config/ and locales/ (the
 * catalogue) serve them all. Component tests run the real API from apps/api/src/test.
 */
const WEB = 'apps/web/src';
const webZones = [
  ...subfolders(`${WEB}/features`).map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature imports no other feature: move what both need to components/ or lib/.',
  })),
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'Features do not import app/: move what they need to lib/ or components/.',
  },
  {
    target: [`${WEB}/components`, `${WEB}/lib`, `${WEB}/config`, `${WEB}/locales`],
    from: `${WEB}/features`,
    message: 'components/, lib/, config/ and locales/ import no feature.',
  },
];

/*
 * The two apps and the shared contract, by resolved path, so that a relative import that avoids
 * the word apps/ (`../../../../api/src/db/client`) is refused as well as a named one. Each rule
 * below that restricts paths adds these to its own zones.
 */
const crossAppZones = [
  {
    target: 'apps/web',
    from: 'apps/api',
    message: 'The web app talks to the API over HTTP only.',
  },
  { target: 'apps/api', from: 'apps/web', message: 'The API does not import the web app.' },
  {
    target: 'packages/shared',
    from: 'apps',
    message: 'The shared contract is imported by both apps and imports neither.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'apps/api/drizzle/**',
      // Broken on purpose: scripts/lint-boundaries.unit.test.ts proves the rules refuse them.
      'scripts/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, the cycle check would not read TypeScript files it reaches.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/api/tsconfig.json', 'apps/web/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: crossAppZones }],
    },
  },
  {
    // The shared contract is imported by both apps and imports neither.
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/apps/**', '@logicareers/api*', '@logicareers/web*'] },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/apps/web/**', '@logicareers/web*'] }],
    },
  },
  {
    // The server runs without dev dependencies: only tests and their helpers in src/test use them.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/api/src/test/**'],
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { devDependencies: false, packageDir: [path.join(root, 'apps/api')] },
      ],
    },
  },
  {
    files: [`${MODULES_DIR}/**/*.ts`],
    ignores: ['**/*.test.ts', ...SCHEMA_FILES],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...moduleZones, ...crossAppZones] },
      ],
    },
  },
  {
    // A module's schema file: table definitions, and the column types and constants they need.
    files: SCHEMA_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.|drizzle-orm(/|$)|@logicareers/shared(/|$))',
              message: SCHEMA_MESSAGE,
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: SCHEMA_FILES,
              from: 'apps/api/src',
              except: [
                './db/columns.ts',
                ...SCHEMA_FILES.map((f) => `./${path.relative('apps/api/src', f)}`),
              ],
              message: SCHEMA_MESSAGE,
            },
            ...crossAppZones,
          ],
        },
      ],
    },
  },
  {
    // Shared code under the modules: lib/, db/ and config/ import no module.
    files: ['apps/api/src/{lib,db,config}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: ['apps/api/src/lib', 'apps/api/src/db', 'apps/api/src/config'],
              from: MODULES_DIR,
              message: 'lib/, db/ and config/ import no module.',
            },
            ...crossAppZones,
          ],
        },
      ],
    },
  },
  {
    // The one exception: db/schema.ts, the index of the tables, gathers the modules' schema files.
    files: ['apps/api/src/db/schema.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: 'apps/api/src/db/schema.ts',
              from: MODULES_DIR,
              except: Object.keys(API_MODULES).map((m) => `./${m}/${schemaFile(m)}`),
              message: "db/schema.ts imports the modules' schema files and no other module file.",
            },
            ...crossAppZones,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/src/test/**', 'apps/web/src/locales/**'],
    rules: {
      'max-lines': ['error', { max: 500 }],
      'max-lines-per-function': ['error', { max: 120, IIFEs: true }],
    },
  },
  ...(OVERSIZED.length
    ? [{ files: OVERSIZED, rules: { 'max-lines': 'off', 'max-lines-per-function': 'off' } }]
    : []),
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/api/**', '@logicareers/api*'],
              message: 'The web app talks to the API over HTTP only.',
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...webZones, ...crossAppZones] },
      ],
    },
  },
  {
    // Component tests run the real API in-process (src/test/render.tsx): they may import its code.
    files: ['apps/web/src/**/*.test.tsx', 'apps/web/src/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: webZones }] },
  },
);
