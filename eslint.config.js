// The house rules of docs/architecture.md, made executable. `npm run lint` runs this; `npm test` runs lint first.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { shopRules } from './scripts/lint/rules.mjs';

const webFeatures = readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Web features never import each other, nor `app/` (which composes them). */
const webZones = [
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message:
      'A feature does not import another feature: move what both need to lib/ or components/, or compose them in a page.',
  })),
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Features do not import app/: paths, flags and the profile live in lib/.',
  },
  {
    target: ['./apps/web/src/lib', './apps/web/src/components'],
    from: ['./apps/web/src/features', './apps/web/src/pages', './apps/web/src/app'],
    message: 'lib/ and components/ sit below features, pages and app/.',
  },
];

const testFiles = ['**/*.test.ts', '**/*.test.tsx', 'apps/api/test/**', 'e2e/**', 'bench/**'];

/** Restricted module specifiers for one layer: the message says which imports that layer may use. */
const onlyImports = (allowed, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ regex: `^(?!(${allowed.join('|')})(/|$))(?!\\.)`, message }] }],
});

const factoryImports = {
  regex: '^@shop/db/(factories|seed/)',
  message: 'Production code does not depend on test factories or the demo seed: write through a repository.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.data*/**',
      'test-results/**',
      'playwright-report/**',
      'bench/.results/**',
      'lighthouse/**',
      'packages/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', 'apps/api/scripts/*.mjs', 'e2e/*.mjs', 'bench/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
            'tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': ['error', { zones: webZones }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/only-throw-error': 'error',
      // Fastify plugins and route handlers are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  // The web app: React hooks, accessibility, browser globals; it imports only contracts and domain of ours.
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@shop/(?!contracts/|domain/)',
              message: 'The web app imports only @shop/contracts and @shop/domain of ours.',
            },
          ],
        },
      ],
    },
  },
  // packages/contracts: zod only. packages/domain: nothing of ours, no I/O.
  {
    files: ['packages/contracts/src/**/*.ts'],
    ignores: testFiles,
    rules: onlyImports(['zod'], '@shop/contracts imports only zod.'),
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: testFiles,
    rules: onlyImports([], '@shop/domain imports nothing: pure rules only.'),
  },
  // Production code of the API and the database package stays off the test factories.
  {
    files: ['apps/api/src/**/*.ts', 'packages/db/src/**/*.ts'],
    ignores: [
      ...testFiles,
      'packages/db/src/factories*.ts',
      'packages/db/src/seed/**',
      'apps/api/src/main.ts',
      'apps/api/src/cli/**',
      'apps/api/src/modules/dev/**',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [factoryImports] }] },
  },
  // SQL lives in repositories (docs/architecture.md, decision 0011): elsewhere in the API no query builder, no
  // `sql`, no table of the schema (row types are fine) and no raw-SQL helper of the client. Services open
  // transactions (`db.transaction`) and pass them to repository functions.
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: [...testFiles, 'apps/api/src/**/*repository.ts', 'apps/api/src/modules/dev/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@shop/db/client',
              importNames: ['queryRows', 'preparedFor', 'preparedSql'],
              message: 'SQL lives in a repository*.ts file: add a repository function taking DbOrTx.',
            },
          ],
          patterns: [
            {
              regex: '^drizzle-orm(/|$)',
              message: 'SQL lives in a repository*.ts file: add a repository function taking DbOrTx.',
            },
            {
              regex: '^@shop/db/schema/',
              allowTypeImports: true,
              message: 'Tables are queried in a repository*.ts file; import only row types (import type) here.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'MemberExpression[property.name=/^(select|selectDistinct|insert|update|delete|execute|query)$/]:matches([object.name=/^(db|tx)$/], [object.property.name="db"])',
          message: 'SQL lives in a repository*.ts file: pass the database or transaction to a repository function.',
        },
        {
          // Decision 0803: Fastify is given no logger, so its `log` writes nothing.
          selector:
            'MemberExpression[property.name="log"][object.name=/^(request|req|reply|app|scope|instance|fastify)$/]',
          message: "Fastify has no logger here: write a request's lines through RequestLog (logger.ts, decision 0803).",
        },
      ],
    },
  },
  // Issue 33: the web takes contract types from @shop/contracts (no hand-written copy of a schema's shape), a module
  // does not reach into another module's repository, and a web api file holds one request (scripts/lint/rules.mjs).
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: testFiles,
    plugins: { shop: shopRules },
    rules: { 'shop/no-contract-copy': 'error' },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: testFiles,
    plugins: { shop: shopRules },
    rules: { 'shop/no-foreign-repository': 'error' },
  },
  // One request per file in a feature's api/ folder: its fetcher, queryOptions and hook together (docs/architecture.md).
  {
    files: ['apps/web/src/features/*/api/*.ts'],
    ignores: testFiles,
    rules: { 'shop/one-request-per-file': 'error' },
  },
  // Tests, scripts and benchmarks: console output is their interface; tests read untyped JSON answers.
  {
    files: [...testFiles, 'scripts/**', 'apps/api/scripts/**', 'apps/api/src/cli/**', 'packages/db/src/cli/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: testFiles,
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
