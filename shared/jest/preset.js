import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractVersion } from '../mf/sharing.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Jest configuration for the browser packages (host, remotes, shared): jsdom, SWC, CSS Modules. */
export function browserJestConfig() {
  return {
    testEnvironment: path.join(here, 'jsdom-environment.js'),
    setupFilesAfterEnv: [path.join(here, 'setup.js')],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ESM-only packages are compiled like our code: jotai, until-async and every .mjs file (MSW and its dependencies).
    transformIgnorePatterns: ['/node_modules/(?!(jotai|until-async)/).*(?<!\\.mjs)$'],
    moduleNameMapper: {
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(here, 'empty-module.cjs'),
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    testEnvironmentOptions: { customExportConditions: [''] },
    // What the build defines in each app (see build-globals.d.ts).
    globals: { __PULSEBOARD_CONTRACT__: contractVersion() },
    maxWorkers: 1,
    // `npm test` runs these beside the API's suite on two cores: a file's first test, which loads
    // Highcharts or types a whole form, can take several seconds there. A stuck test still fails.
    testTimeout: 20_000,
  };
}
