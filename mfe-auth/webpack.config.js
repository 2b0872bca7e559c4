import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@pulseboard/shared/mf/webpack-app';

export default createAppConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'pulseboard_auth',
  kind: 'remote',
  port: 3004,
  exposes: { './plugin': './src/plugin.ts' },
});
