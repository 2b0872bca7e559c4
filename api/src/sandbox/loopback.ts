import type { AppConfig } from '../config.js';

const WILDCARD_HOSTS = new Set(['', '0.0.0.0', '::', 'localhost']);

/**
 * How this server reaches itself: the sandbox's server-to-server calls (token
 * exchange, API calls) go over loopback, not through APP_URL, which may be a
 * public name behind a proxy.
 */
export function loopbackUrl(config: Pick<AppConfig, 'host' | 'port'>): string {
  const host = WILDCARD_HOSTS.has(config.host) ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}
