import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharingPolicy } from './sharing.js';

const require = createRequire(import.meta.url);
const sharedPackage = require('../package.json');
const sharedSource = fileURLToPath(new URL('../src/', import.meta.url));

it('shares React, jotai, swr and Highcharts as singletons with the versions the workspace declares', () => {
  const policy = sharingPolicy();
  for (const name of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'jotai', 'swr', 'highcharts']) {
    expect(policy[name]).toMatchObject({ singleton: true, requiredVersion: expect.any(String) });
  }
  expect(policy.react.requiredVersion).toBe(sharedPackage.dependencies.react);
  // The router comes through the shared core, tree-shaken: shared as a module of its own it would load whole.
  expect(policy['react-router-dom']).toBeUndefined();
});

it("shares the package's core, its part of zod and its overlays by file, at the contract's version, and nothing else of it", () => {
  const policy = sharingPolicy();
  const singleton = { singleton: true, version: sharedPackage.version, requiredVersion: `^${sharedPackage.version}` };
  expect(policy[path.join(sharedSource, 'core.ts')]).toMatchObject({ ...singleton, shareKey: '@pulseboard/shared/core' });
  expect(policy[path.join(sharedSource, 'contracts/zod.ts')]).toMatchObject({ ...singleton, shareKey: '@pulseboard/shared/zod' });
  expect(policy[path.join(sharedSource, 'ui/overlays.ts')]).toMatchObject({ ...singleton, shareKey: '@pulseboard/shared/overlays' });
  // Shared whole, the package would load every component and contract on every page; zod itself, every locale.
  expect(policy['@pulseboard/shared']).toBeUndefined();
  expect(policy.zod).toBeUndefined();
});
