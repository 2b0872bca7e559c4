import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { framingOrigin, refusedEmbedPage, withFrameAncestors } from '../../../../embedding/embed-page.js';
import { shellPage } from '../../../../lib/shell-page.js';
import { permalinkParams } from '../../../../dashboards/permalink.js';

/**
 * The page of an embedded dashboard (`/embed/dashboards/{permalink}`): the
 * web app, which shows the dashboard in its embed mode, framable only by the
 * app and the sites the dashboard's company allowed (embedding/embed-page.ts).
 */
const embedPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const hostDir = path.join(app.config.webRoot, 'host', 'dist');
  // Checked once, as the front-end hosting does: it serves the host's files only if they were there at start.
  const hostBuilt = existsSync(path.join(hostDir, 'index.html'));

  app.get('/:permalink', { schema: { hide: true, params: permalinkParams } }, async (request, reply) => {
    const row = await app.dashboards.findByPermalink(request.params.permalink);
    const allowedSites = row ? await app.embedding.allowedSitesOf(row.companyId) : [];
    const site = framingOrigin(request.headers);
    reply.removeHeader('x-frame-options');
    reply.header('cache-control', 'no-store');
    if (site && site !== `${request.protocol}://${request.host}` && !allowedSites.includes(site)) {
      const refused = refusedEmbedPage(site);
      return reply.code(403).header('content-security-policy', refused.policy).type('text/html; charset=utf-8').send(refused.html);
    }
    if (!hostBuilt) return reply.code(404).type('text/plain; charset=utf-8').send('The web app is not built. Run `npm run build` and restart the server.');
    reply.header('content-security-policy', withFrameAncestors(String(reply.getHeader('content-security-policy') ?? ''), allowedSites));
    return reply.type('text/html; charset=utf-8').send(await shellPage(hostDir, request.url, app.remoteEntries));
  });
};

export default embedPageRoutes;
