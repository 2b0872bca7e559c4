import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileDeleteSchema, fileKindSchema, uploadedFileSchema } from '@pulseboard/shared/contracts';
import { signedInUser } from '../../plugins/app/authenticate.js';
import { readMultipartForm } from '../../dashboards/multipart-form.js';
import { mimeOfExtension } from '../../dashboards/image-type.js';
import { notFound, ValidationFailed } from '../../lib/errors.js';
import { messageSchema, signedInRouteErrors } from '../schemas.js';

/** A stored file's content never changes under its name (plugins/app/files), so browsers and CDNs keep it for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The company's images: upload (logos, backgrounds, client images, images of
 * upload and historic widgets), delete, and serve. Serving needs no session:
 * public dashboards show these images to anyone, and names cannot be guessed.
 */
const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/files/:kind',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['files'],
        summary: 'Upload one image (multipart part `file`): JPEG, PNG or WebP by content, at most 5 MB; 422 "Invalid file type" for anything else',
        consumes: ['multipart/form-data'],
        params: z.object({ kind: fileKindSchema }),
        response: { 201: z.object({ data: uploadedFileSchema }), 415: messageSchema, ...signedInRouteErrors },
      },
    },
    async (request, reply) => {
      const { fields, images } = await readMultipartForm(request, ['file'], app.imageStaging(request));
      const unexpected = Object.keys(fields);
      if (unexpected.length > 0) throw new ValidationFailed(Object.fromEntries(unexpected.map((field) => [field, ['Only the file is expected.']])));
      const image = images.get('file');
      if (!image) throw new ValidationFailed({ file: ['The file field is required.'] });
      const { companyId } = signedInUser(request);
      await app.files.ensureSpace(companyId, [['file', request.params.kind, image]]);
      const stored = await app.files.store(companyId, request.params.kind, image);
      return reply.code(201).send({ data: stored });
    },
  );

  app.delete(
    '/api/files',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['files'],
        summary: "Delete one of the company's files; another company's file is not found",
        body: fileDeleteSchema,
        response: { 204: z.null().describe('Deleted'), 404: messageSchema, ...signedInRouteErrors },
      },
    },
    async (request, reply) => {
      if (!(await app.files.remove(signedInUser(request).companyId, request.body.filename))) throw notFound();
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/files/:companyId/:filename',
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
      return reply
        .header('content-type', mime)
        .header('content-length', file.size)
        .header('cache-control', IMMUTABLE)
        // Served as exactly the image its content is, never sniffed into something runnable.
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.stream);
    },
  );
};

export default fileRoutes;
