import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardPdfQuerySchema, pdfPendingSchema, pdfReadySchema, PDF_AUTHORIZATION_HEADER } from '@pulseboard/shared/contracts';
import { viewDashboard } from '../../../../dashboards/access.js';
import { notFound } from '../../../../lib/errors.js';
import { attachmentHeader, passwordMark, verifyDownload } from '../../../../pdf/download-link.js';
import { clientOf } from '../../../../lib/client-address-key.js';
import { pdfSpec } from '../../../../pdf/pdf-spec.js';
import { isPdfKey } from '../../../../pdf/pdf-store.js';
import { messageSchema, unsafeRouteErrors } from '../../../schemas.js';
import { clientGoneSignal } from '../../../../lib/client-gone.js';
import { permalinkParams } from '../../../../dashboards/permalink.js';
import { viewsAsMember } from '../../../../users/consents.js';

/** Who counts as one viewer for the render quota: the signed-in user, else the address. */
const viewerOf = (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${clientOf(request)}`);

const exportSchema = {
  tags: ['dashboards'],
  params: permalinkParams,
  querystring: dashboardPdfQuerySchema,
  response: { 200: pdfReadySchema, 202: pdfPendingSchema, 404: messageSchema, 422: unsafeRouteErrors[422], 429: messageSchema, 500: messageSchema },
};

const EXPORT_DESCRIPTION =
  `Same access as viewing (a protected dashboard's token as Authorization: Bearer or ${PDF_AUTHORIZATION_HEADER}). ` +
  'The first call starts the render and answers 202 { check }; a call with that check is held up to 2 s while the render runs and answers 200 with a signed download address as soon as it ends, else 202 ' +
  '(500 when the render failed). Identical requests share one render, and a finished PDF is reused until the dashboard or the view changes. ' +
  '422 above the PDF widget limit, 429 when one viewer starts too many renders.';

/** Spec §7: a dashboard's PDF, and the file behind the address it answers with. */
const pdfRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const realTime of [false, true]) {
    app.get(
      realTime ? '/:permalink/realtime/pdf' : '/:permalink/pdf',
      {
        schema: {
          ...exportSchema,
          summary: realTime ? "The real-time view's PDF: start it, poll it, get its download address" : "The dashboard's PDF for a view: start it, poll it, get its download address",
          description: EXPORT_DESCRIPTION,
        },
      },
      async (request, reply) => {
        const { row, owner, widgets, embed } = await viewDashboard(app, request, request.params.permalink);
        // An embed shows a dashboard on the agency's terms (locked range, time zone); it exports nothing.
        if (embed) throw notFound();
        const spec = pdfSpec(row, { owner, widgets, realTime, maxWidgets: app.config.maxWidgetsForPdf }, request.query);
        const answer = await app.pdf.request(spec, request.query.check, viewerOf(request), clientGoneSignal(reply));
        reply.header('cache-control', 'private, no-store');
        if (answer.status === 'pending') return reply.code(202).send({ check: answer.check });
        return { data: { url: answer.url } };
      },
    );
  }

  app.get(
    '/:permalink/pdf/files/:key',
    {
      schema: {
        tags: ['dashboards'],
        summary: 'Download a finished PDF',
        description:
          'The file (application/pdf, as an attachment), or 404. Signed and expiring; a PDF made for the owner is served to a signed-in member of the company only, one made for the public while the dashboard is still public, with the password it had then.',
        params: permalinkParams.extend({ key: z.string().max(64) }),
        querystring: z.object({ audience: z.enum(['owner', 'public']), name: z.string().max(300), expires: z.coerce.number().int(), signature: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const { permalink, key } = request.params;
      const { audience, name, expires, signature } = request.query;
      const row = isPdfKey(key) ? await app.dashboards.findByPermalink(permalink) : undefined;
      if (!row || !verifyDownload(app.config.appKey, { dashboardId: row.id, key, audience, filename: name, expires, password: passwordMark(audience, row.passwordHash) }, signature)) throw notFound();
      const allowed = audience === 'owner' ? viewsAsMember(request.user, row.companyId) : row.public && row.active;
      const file = allowed ? await app.pdf.store.open(key) : undefined;
      if (!file) throw notFound();
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', file.size)
        .header('content-disposition', attachmentHeader(name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );
};

export default pdfRoutes;
