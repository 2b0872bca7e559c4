import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import { randomToken } from '../../lib/tokens.js';
import { API_VERSION } from '../../version.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Names this deployment; a browser holding another one runs an outdated page. */
    identification: string;
  }
}

/** Not a standard status: the browser's fetcher reloads the page on it (spec §8). */
const STALE_PAGE_STATUS = 588;
const EXEMPT_PATH = '/api/page-config';

/**
 * A new API version or a rebuilt shell (its index.html names new hashed
 * bundles) yields a new identification. Without a built shell every start
 * counts as a new deployment.
 */
async function computeIdentification(webRoot: string): Promise<string> {
  try {
    const shell = await readFile(path.join(webRoot, 'host', 'dist', 'index.html'));
    return createHash('sha256').update(API_VERSION).update('\0').update(shell).digest('hex').slice(0, 16);
  } catch {
    return randomToken(12);
  }
}

export default fp(
  async (app) => {
    const identification = await computeIdentification(app.config.webRoot);
    app.decorate('identification', identification);

    app.addHook('onRequest', async (request, reply) => {
      const sent = request.headers['x-identification'];
      if (typeof sent !== 'string' || sent === '' || sent === identification) return;
      const pathname = request.url.split('?')[0] ?? '';
      if (!pathname.startsWith('/api/') || pathname === EXEMPT_PATH) return;
      return reply.code(STALE_PAGE_STATUS).send({ message: 'The page is out of date. Reload to continue.' });
    });
  },
  // After request-log: a stale page's 588 carries its request id too.
  { name: 'identification', dependencies: ['request-log'] },
);
