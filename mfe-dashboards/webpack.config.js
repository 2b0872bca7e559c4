import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@pulseboard/shared/mf/webpack-app';

export default createAppConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'pulseboard_dashboards',
  kind: 'remote',
  port: 3001,
  exposes: { './plugin': './src/plugin.ts', './parcel': './src/embed/parcel/parcel.tsx' },
});
