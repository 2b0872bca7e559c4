import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, createPageHostConfig, createScriptConfig } from '@pulseboard/shared/mf/webpack-app';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default [
  createAppConfig({ dir, name: 'host', kind: 'host', port: 3000 }),
  // The script a client's page loads beside an embedded dashboard's iframe, served as /embed.js.
  createScriptConfig({ dir, name: 'embed', entry: './src/embed/embed-page.ts', after: 'host' }),
  // What embed.js loads for <pulseboard-dashboard> elements: the custom element and the federation runtime that mounts the dashboards remote's parcel, served under /embed-elements/.
  createPageHostConfig({ dir, name: 'embed_elements', entry: './src/embed/elements/index.ts', folder: 'embed-elements', after: 'host' }),
];
