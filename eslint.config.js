import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './shared/lint/area-boundaries.js';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));

/** One form toolkit (shared/src/forms). */
const FORM_IMPORT = { name: 'react-hook-form', message: 'Import the form toolkit from @pulseboard/shared: one way to build a form.' };

/** The router comes through the shared core, a federation singleton (shared/src/routing/router.ts): imported directly, an app bundles a second one. */
const ROUTER_IMPORT = { name: 'react-router-dom', message: 'Import the router from @pulseboard/shared: one router context on a page, only the parts used bundled.' };

/** zod comes through the part of it the shared package names, a federation singleton (shared/src/contracts/zod.ts): imported directly, an app bundles all of it. */
const ZOD_IMPORT = { name: 'zod', message: 'Build schemas with z from @pulseboard/shared: one zod on a page, only the parts named in shared/src/contracts/zod.ts.' };
/** Its flavours and internals (zod/mini, zod/v4/core) likewise. */
const ZOD_SUBPATHS = { regex: '^zod/', message: ZOD_IMPORT.message };

/**
 * Inside the shared package, the core (shared/src/core.ts: one of each on a page) lives in these
 * folders; the rest is bundled into each app. The rest reaches the core through ../core.js only,
 * and the core, loaded whole on every page, does not reach the UI kit or the forms.
 */
const SHARED_CORE_FOLDERS = ['analytics', 'api', 'bus', 'errors', 'messages', 'onboarding', 'plugin', 'realtime', 'routing', 'session'];
const SHARED_BUNDLED_FOLDERS = ['automatic-reports', 'billing', 'contracts', 'dates', 'forms', 'intl', 'ui'];
const SHARED_ROUTER_IMPORT = { ...ROUTER_IMPORT, message: 'Import the router through the core (routing/router.ts, by ../core.js outside the core).' };
const SHARED_ZOD_IMPORT = { ...ZOD_IMPORT, message: "Import zod's part as `* as z` from contracts/zod.js: one zod on a page, only what it names." };
const SHARED_ZOD_SUBPATHS = { ...ZOD_SUBPATHS, message: SHARED_ZOD_IMPORT.message };
const THROUGH_CORE = {
  regex: `^(\\.\\./)+(${SHARED_CORE_FOLDERS.join('|')})/`,
  message: "Reach the shared core through ../core.js: imported by its own path, each app would bundle a second copy of the core's state.",
};
/** Radix keeps page-wide state: its components are one singleton, shared/src/ui/overlays.ts, reached through that file only. */
const OVERLAY_FILES = ['Modal', 'MessageModal', 'ConfirmDialog', 'Popover', 'Tooltip', 'CopyLink'];
const THROUGH_OVERLAYS = {
  regex: `^\\.\\.?/(\\.\\./)*(ui/)?(${OVERLAY_FILES.join('|')})\\.js$`,
  allowTypeImports: true,
  message: 'Reach the overlays through ui/overlays.js: imported by their own path, each app would bundle a second Radix.',
};
const RADIX_IMPORT = { regex: '^@radix-ui/', message: 'Radix is used by the overlays only (shared/src/ui/overlays.ts), one copy on a page.' };
const NO_KIT_IN_CORE = { regex: '^(\\.\\./)+(ui|forms)/', message: 'The core loads whole on every page: keep the UI kit and the forms out of it.' };
const SHARED_SOURCE_EXCEPTIONS = [
  'shared/src/**/*.test.{ts,tsx}',
  'shared/src/routing/router.ts',
  'shared/src/contracts/zod.ts',
  'shared/src/plugin/contract-surface.ts',
  'shared/src/ui/overlays.ts',
  ...OVERLAY_FILES.map((file) => `shared/src/ui/${file}.tsx`),
];

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
      'no-restricted-imports': ['error', { paths: [FORM_IMPORT, ROUTER_IMPORT, ZOD_IMPORT], patterns: [RADIX_IMPORT, ZOD_SUBPATHS] }],
    },
  },
  {
    // The shared package's core: one router, one zod, no UI kit or forms (the lists replace the form block's).
    files: SHARED_CORE_FOLDERS.map((folder) => `shared/src/${folder}/**/*.{ts,tsx}`),
    ignores: SHARED_SOURCE_EXCEPTIONS,
    rules: {
      'no-restricted-imports': ['error', { paths: [FORM_IMPORT, SHARED_ROUTER_IMPORT, SHARED_ZOD_IMPORT], patterns: [NO_KIT_IN_CORE, SHARED_ZOD_SUBPATHS] }],
    },
  },
  {
    // What the apps bundle from the shared package: the core by ../core.js only. The form toolkit's own folder uses react-hook-form.
    files: SHARED_BUNDLED_FOLDERS.map((folder) => `shared/src/${folder}/**/*.{ts,tsx}`),
    ignores: SHARED_SOURCE_EXCEPTIONS,
    rules: {
      'no-restricted-imports': ['error', { paths: [SHARED_ROUTER_IMPORT, SHARED_ZOD_IMPORT], patterns: [THROUGH_CORE, THROUGH_OVERLAYS, RADIX_IMPORT, SHARED_ZOD_SUBPATHS] }],
    },
  },
  {
    files: SHARED_BUNDLED_FOLDERS.filter((folder) => folder !== 'forms').map((folder) => `shared/src/${folder}/**/*.{ts,tsx}`),
    ignores: SHARED_SOURCE_EXCEPTIONS,
    rules: {
      'no-restricted-imports': ['error', { paths: [FORM_IMPORT, SHARED_ROUTER_IMPORT, SHARED_ZOD_IMPORT], patterns: [THROUGH_CORE, THROUGH_OVERLAYS, RADIX_IMPORT, SHARED_ZOD_SUBPATHS] }],
    },
  },
  {
    // The overlays themselves use Radix and one another; the bundled part's other rules hold for them too.
    files: ['shared/src/ui/overlays.ts', ...OVERLAY_FILES.map((file) => `shared/src/ui/${file}.tsx`)],
    rules: {
      'no-restricted-imports': ['error', { paths: [FORM_IMPORT, SHARED_ROUTER_IMPORT, SHARED_ZOD_IMPORT], patterns: [THROUGH_CORE, SHARED_ZOD_SUBPATHS] }],
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
