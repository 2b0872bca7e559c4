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

/** What Stripe.js needs when Stripe takes the payments: its script, its API and the frames of its card inputs and 3-D Secure (Stripe's documented CSP). */
function stripeSources(config: AppConfig) {
  if (!config.billing.stripe) return { script: [], connect: [], frame: [] };
  return { script: ['https://js.stripe.com'], connect: ['https://api.stripe.com'], frame: ['https://js.stripe.com', 'https://hooks.stripe.com'] };
}

/**
 * The page's Content Security Policy: scripts only from the product's own
 * origins (the app, and the remotes' hosts when they are served from a CDN),
 * never inline, never eval; connections to those, the realtime server and
 * error tracking, and Stripe's hosts when it takes the payments; no framing by other sites; no plugins; forms and the base
 * URL kept on the site. Styles may be inline: the remotes inject their CSS
 * modules and the charts set style attributes.
 */
function contentSecurityPolicy(config: AppConfig): Record<string, string[]> {
  const remotes = [...originsOf(Object.values(config.remotes))];
  const stripe = stripeSources(config);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...remotes, ...stripe.script],
    styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:', ...remotes],
    connectSrc: ["'self'", realtimeSource(config), ...remotes, ...errorReportingOrigins(config), ...stripe.connect],
    frameSrc: ["'self'", ...stripe.frame],
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
