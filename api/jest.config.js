/**
 * API tests: ESM TypeScript through @swc/jest, against a real PostgreSQL
 * (one embedded cluster for the run, or DATABASE_URL's server), with a fresh
 * database per test file.
 * @type {import('jest').Config}
 */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    // keepImportAttributes: JSON fixtures are imported `with { type: 'json' }`, which Node (and jest) require.
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022', experimental: { keepImportAttributes: true } }, module: { type: 'es6' } }],
    // ESM-only packages that CommonJS dependencies require() (@fastify/static, light-my-request):
    // Node 20 loads them natively, jest's module system needs them compiled to CommonJS.
    '/node_modules/(content-disposition|cookie)/.+\\.js$': ['@swc/jest', { jsc: { target: 'es2022' } }],
    '/node_modules/fastify/lib/plugin-utils\\.js$': '<rootDir>/test/helpers/skip-plugin-name-scan.cjs',
  },
  transformIgnorePatterns: ['^(?!.*/node_modules/(content-disposition/|cookie/|fastify/lib/plugin-utils\\.js)).*/node_modules/'],
  // Sources import './x.js' as Node ESM requires; jest resolves the .ts file.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  maxWorkers: 2,
  // Hooks too: a file's beforeAll builds one or two whole apps (every connector, fake and route) on a fresh,
  // migrated database, which beside the other packages' tests on two cores has taken over 30 s. A hook that
  // times out leaves its half-built app running into the next files of its worker.
  testTimeout: 60_000,
};
