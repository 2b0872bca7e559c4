import path from 'node:path';
import type { PageConfig } from '@pulseboard/shared/contracts';
import type { AppConfig } from '../config.js';
import { readOrCreateSecret } from '../lib/secrets.js';
import type { AppCredentials } from './signatures.js';

/**
 * The built-in server's credentials: from the environment, else generated
 * once into DATA_DIR. Several instances must share them (same environment or
 * same DATA_DIR), since a browser may be authorised by one and connected to
 * another.
 */
export async function builtInCredentials(config: AppConfig): Promise<AppCredentials> {
  const { appId, key, secret } = config.realtime.builtIn;
  return {
    appId,
    // 10 bytes: a 20-character key, the length Pusher's own keys have.
    key: key ?? (await readOrCreateSecret(path.join(config.dataDir, 'realtime-app.key'), 10)),
    secret: secret ?? (await readOrCreateSecret(path.join(config.dataDir, 'realtime-app.secret'))),
  };
}

const defaultPort = (tls: boolean) => (tls ? 443 : 80);

/**
 * Where the browser's Pusher-protocol client connects (page config): the external server
 * as configured (Pusher's own ws-<cluster> host by default), or this server
 * at APP_URL. The one port serves as wsPort and wssPort, forceTLS says which.
 */
export function clientConfig(config: AppConfig, key: string): PageConfig['realtime'] {
  const { pusher, cluster } = config.realtime;
  if (pusher) {
    const tls = pusher.scheme === 'https';
    return { enabled: true, key, host: pusher.host ?? `ws-${cluster}.pusher.com`, port: pusher.port ?? defaultPort(tls), forceTLS: tls };
  }
  const url = new URL(config.appUrl);
  const tls = url.protocol === 'https:';
  return { enabled: true, key, host: url.hostname, port: Number(url.port) || defaultPort(tls), forceTLS: tls };
}
