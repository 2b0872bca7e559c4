import { createRequire } from 'node:module';
import { sharingPolicy } from './sharing.js';

const require = createRequire(import.meta.url);
const sharedPackage = require('../package.json');

it('shares React, jotai, swr, Highcharts and the shared package as singletons with explicit versions', () => {
  const policy = sharingPolicy();
  for (const name of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'jotai', 'swr', 'highcharts', '@pulseboard/shared']) {
    expect(policy[name]).toMatchObject({ singleton: true, requiredVersion: expect.any(String) });
  }
  expect(policy.react.requiredVersion).toBe(sharedPackage.dependencies.react);
  expect(policy['@pulseboard/shared'].requiredVersion).toBe(`^${sharedPackage.version}`);
  // The router comes through the shared package, tree-shaken: shared as a module of its own it would load whole.
  expect(policy['react-router-dom']).toBeUndefined();
});
