import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { AppConfig } from '../../config.js';
import { clientConfig } from '../../realtime/settings.js';
import { originsOf } from '../../pdf/request-guard.js';

/** The origin a realtime client connects to, as a CSP source (ws:// or wss://). */
function realtimeSource(config: AppConfig): string {
  const { host, port, forceTLS } = clientConfig(config, '');
  return `${forceTLS ? 'wss' : 'ws'}://${host}:${port}`;
}

/** Where the browser's error reports go (the DSN's host), when they are on. */
function errorReportingOrigins(config: AppConfig): string[] {
  const dsn = config.errorReporting.browserDsn;
  return dsn ? [...originsOf([dsn.replace(/\/\/[^@/]*@/, '//')])] : [];
}

/**
 * The page's Content Security Policy: scripts only from the product's own
 * origins (the app, and the remotes' hosts when they are served from a CDN),
 * never inline, never eval; connections to those, the realtime server and
 * error tracking; no framing by other sites; no plugins; forms and the base
 * URL kept on the site. Styles may be inline: the remotes inject their CSS
 * modules and the charts set style attributes.
 */
function contentSecurityPolicy(config: AppConfig): Record<string, string[]> {
  const remotes = [...originsOf(Object.values(config.remotes))];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...remotes],
    styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:', ...remotes],
    connectSrc: ["'self'", realtimeSource(config), ...remotes, ...errorReportingOrigins(config)],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** A year, with subdomains: once a browser has seen the site over TLS, it never tries plain HTTP again. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer (helmet): the CSP above, nosniff, a
 * referrer kept on the site (permalinks of shared dashboards are secrets),
 * no cross-origin opener. HSTS only on requests that came over TLS (directly
 * or through a trusted proxy): sent over plain HTTP it would lock a local
 * install out.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(app.config) },
      referrerPolicy: { policy: 'same-origin' },
      // For browsers that predate frame-ancestors.
      frameguard: { action: 'deny' },
      strictTransportSecurity: false,
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'security-headers' },
);
