import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@pulseboard/shared/mf/webpack-app';

// The product's own build and sharing policy, for a host that renders one route and nothing else.
export default createAppConfig({ dir: path.dirname(fileURLToPath(import.meta.url)), name: 'bare', kind: 'host', port: 0 });
