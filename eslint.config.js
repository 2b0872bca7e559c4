import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './shared/lint/area-boundaries.js';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));

/** The form toolkit's context must come from the shared singleton. */
const FORM_IMPORT = { name: 'react-hook-form', message: 'Import the form toolkit from @pulseboard/shared: its context must come from the shared singleton.' };

/** The router comes through the shared singleton (shared/src/routing/router.ts): imported directly, a remote bundles a second one. */
const ROUTER_IMPORT = { name: 'react-router-dom', message: 'Import the router from @pulseboard/shared: one router context on a page, only the parts used bundled.' };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**', '**/.turbo/**', 'api/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { pulseboard: boundaries },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'pulseboard/area-boundaries': ['error', { repoRoot }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Promises that nobody awaits or that are handed where nothing awaits them lose their failures silently.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: repoRoot } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['host/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}', 'shared/jest/**/*.js'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // One way to build a form (shared/src/forms): a raw <form> or react-hook-form imported around the toolkit is how per-form state comes back.
    files: ['host/**/*.tsx', 'mfe-*/**/*.tsx', 'shared/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'shared/src/forms/**'],
    rules: {
      'no-restricted-syntax': ['error', { selector: "JSXOpeningElement[name.name='form']", message: 'Build forms with Form and useContractForm from @pulseboard/shared.' }],
      'no-restricted-imports': ['error', { paths: [FORM_IMPORT] }],
    },
  },
  {
    // One router on a page; the areas' files keep the form toolkit's rule too (this block's list replaces the one above).
    files: ['host/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [FORM_IMPORT, ROUTER_IMPORT] }],
    },
  },
  {
    // Authentication by folder (api/src/routes/(signed-in)/autohooks.ts): a route that checks the session itself is how the per-route way comes back.
    files: ['api/src/routes/**/*.ts'],
    ignores: ['api/src/routes/**/autohooks.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[property.name='authenticate']", message: 'Put a signed-in route under routes/(signed-in), whose autohooks check the session for every route there.' },
      ],
    },
  },
  {
    // The benchmarks hand functions to the pages they drive (page.evaluate, page.waitForFunction, the baseline page's drawing).
    files: ['bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.test.{ts,tsx,js}', '**/jest.setup.{ts,js}', 'shared/jest/setup.js'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
