import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const sharedPackage = require('../package.json');
const sharedSource = fileURLToPath(new URL('../src/', import.meta.url));

/**
 * The one Module Federation sharing policy, used by the host and every remote.
 * Each module is listed by the specifier the code imports (subpaths too, or
 * they would be bundled twice), all singletons, with the version range the
 * workspace declares so a mismatched remote warns instead of silently loading
 * a second React. The router is not listed: it comes through the shared
 * core (shared/src/routing/router.ts), so only the parts used are bundled.
 */
const SINGLETON_MODULES = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  jotai: 'jotai',
  'jotai/utils': 'jotai',
  swr: 'swr',
  highcharts: 'highcharts',
  'highcharts-react-official': 'highcharts-react-official',
};

/**
 * The shared package's own singletons, by file: every import of the file,
 * relative ones inside the package included, is the one module a page shares.
 * The rest of the package holds no state and is bundled into each app,
 * tree-shaken (src/index.ts).
 */
const PACKAGE_SINGLETONS = {
  // The router, session, API client, event bus: one of each on a page.
  '@pulseboard/shared/core': 'core.ts',
  // The part of zod the schemas use: once on a page, where each app bundling the contracts would bring its own.
  '@pulseboard/shared/zod': 'contracts/zod.ts',
  // Dialogs, popovers and tooltips: Radix keeps the open layers and focus traps at module level.
  '@pulseboard/shared/overlays': 'ui/overlays.ts',
};

/**
 * The federation contract's version is the shared package's: major for a
 * breaking change of what the host and the remotes exchange (the plugin
 * shape, the route table, the event map), minor for an addition. Each app
 * is built with it (__PULSEBOARD_CONTRACT__), so the host can refuse a
 * remote built for a contract it does not speak.
 */
export const contractVersion = () => sharedPackage.version;

export function sharingPolicy() {
  const shared = {};
  for (const [specifier, packageName] of Object.entries(SINGLETON_MODULES)) {
    const requiredVersion = sharedPackage.dependencies[packageName];
    if (!requiredVersion) throw new Error(`sharing policy: ${packageName} is not a dependency of @pulseboard/shared`);
    shared[specifier] = { singleton: true, requiredVersion, strictVersion: false };
  }
  for (const [shareKey, file] of Object.entries(PACKAGE_SINGLETONS)) {
    shared[path.join(sharedSource, file)] = { shareKey, singleton: true, version: contractVersion(), requiredVersion: `^${contractVersion()}`, strictVersion: false };
  }
  return shared;
}
