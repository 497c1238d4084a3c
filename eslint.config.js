// Lint for every workspace. Import direction is part of the architecture (CONVENTIONS.md):
// core imports nothing of ours; web and server import core, never each other; inside web,
// components/lib/config → features → app, and a feature never imports another feature;
// server routes reach the database only through their module's repository or service.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const folders = (dir) => {
  try {
    return readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  } catch {
    return [];
  }
};
const webFeatures = folders('apps/web/src/features');
// Server modules are bounded contexts: another module sees only a module's index.ts.
const serverModules = folders('apps/server/src/modules');
const SERVER = './apps/server/src';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'data/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'artifacts/**', 'scripts/tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json'] })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': 'allow-with-description', 'ts-expect-error': 'allow-with-description' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/core', from: ['./apps', './packages/catalogue'], message: 'core imports nothing of ours' },
            { target: './packages/catalogue', from: './apps', message: 'the catalogue does not know the apps' },
            { target: './apps/web', from: ['./apps/server', './packages/catalogue'], message: 'the web app talks to the server over HTTP only' },
            { target: './apps/server', from: './apps/web', message: 'the server never imports the web app' },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'shared web code sits below features and app',
            },
            { target: './apps/web/src/features', from: './apps/web/src/app', message: 'features do not import the app layer' },
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'a feature never imports another feature',
            })),
            {
              target: [`${SERVER}/plugins`, `${SERVER}/lib`, `${SERVER}/config`, `${SERVER}/db`],
              from: `${SERVER}/modules`,
              message: 'plugins, lib, config and db sit below the modules: app.ts passes what they need from a module as an option',
            },
            { target: `${SERVER}/lib`, from: `${SERVER}/plugins`, message: 'lib holds plain helpers that plugins build on, not the reverse' },
            ...serverModules
              .map((module) => ({
                target: serverModules.filter((other) => other !== module).map((other) => `${SERVER}/modules/${other}`),
                from: `${SERVER}/modules/${module}`,
                except: ['./index.ts'],
                message: `a module's inner files are private: import modules/${module}/index.ts`,
              })),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/db/schema', '**/db/schema/**', 'drizzle-orm', 'drizzle-orm/*'], message: 'routes reach the database through their repository or service' },
          ],
        },
      ],
    },
  },
  {
    // Decision record 034: a number in a query string is read by schemas/query-numbers.ts, an id by schemas/ids.ts.
    files: ['packages/core/src/schemas/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='z'][property.name='coerce']",
          message: 'z.coerce reads 0x10 as 16 and an empty value as 0: use queryWhole, queryWholeOr or queryDecimal (query-numbers.ts), or rowIdParam (ids.ts)',
        },
      ],
    },
  },
  {
    // Journeys take `test` from e2e/a11y.ts, whose fixture scans every page they open with axe-core.
    files: ['apps/web/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test', 'expect'], message: "import { test, expect } from './a11y.ts': its fixture scans every page with axe-core" }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
