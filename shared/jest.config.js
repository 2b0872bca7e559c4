import { browserJestConfig } from './jest/preset.js';

/**
 * Three projects: the browser code in jsdom; the browser code that talks to
 * a server of its test (`*.node.test.ts`: the realtime client and its
 * websocket peer), in Node without the request mocks; and the build-time
 * modules (the sharing policy, the lint rule) in Node as native ES modules.
 */
const { maxWorkers, ...browser } = browserJestConfig();
const NODE_TESTS = '\\.node\\.test\\.ts$';
const { setupFilesAfterEnv: _browserSetup, testEnvironmentOptions: _browserConditions, ...compiled } = browser;

export default {
  maxWorkers,
  projects: [
    { displayName: 'browser', ...browser, testPathIgnorePatterns: [NODE_TESTS] },
    { displayName: 'node', ...compiled, testEnvironment: 'node', testMatch: ['<rootDir>/src/**/*.node.test.ts'] },
    { displayName: 'build', testEnvironment: 'node', testMatch: ['<rootDir>/mf/**/*.test.js', '<rootDir>/lint/**/*.test.js'], transform: {} },
  ],
};
