import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mimeOfExtension } from '../../../dashboards/image-type.js';
import { notFound } from '../../../lib/errors.js';

/** A stored file's content never changes under its name (files/company-files), so browsers and CDNs keep it for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The company's images, served. No session: public dashboards show these
 * images to anyone, and names cannot be guessed.
 */
const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:companyId/:filename',
    {
      schema: {
        tags: ['files'],
        summary: 'An uploaded image (JPEG, PNG or WebP), cached for good; 404 for an unknown name',
        params: z.object({ companyId: z.coerce.number().int().positive(), filename: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      const { companyId, filename } = request.params;
      const mime = mimeOfExtension(filename);
      const file = mime && (await app.files.open(companyId, filename));
      if (!file) throw notFound();
      return (
        reply
          .header('content-type', mime)
          .header('content-length', file.size)
          .header('cache-control', IMMUTABLE)
          // Served as exactly the image its content is, never sniffed into something runnable.
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          // Public by design (unguessable names): dashboards embedded on other sites show them too.
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(file.stream)
      );
    },
  );
};

export default fileRoutes;
