import { browserJestConfig } from './jest/preset.js';

/**
 * Two projects: the browser code in jsdom, and the build-time modules (the
 * sharing policy, the lint rule) in Node as native ES modules.
 */
const { maxWorkers, ...browser } = browserJestConfig();

export default {
  maxWorkers,
  projects: [
    { displayName: 'browser', ...browser },
    { displayName: 'build', testEnvironment: 'node', testMatch: ['<rootDir>/mf/**/*.test.js', '<rootDir>/lint/**/*.test.js'], transform: {} },
  ],
};
