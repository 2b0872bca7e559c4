import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileDeleteSchema, fileKindSchema, uploadedFileSchema } from '@pulseboard/shared/contracts';
import { signedInUser } from '../../../../plugins/app/authenticate.js';
import { readMultipartForm } from '../../../../dashboards/multipart-form.js';
import { notFound, ValidationFailed } from '../../../../lib/errors.js';
import { messageSchema, signedInRouteErrors } from '../../../schemas.js';

/**
 * The company's images: upload (logos, backgrounds, client images, images of
 * upload and historic widgets) and delete. They are served, without a
 * session, by routes/(public)/files.
 */
const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:kind',
    {
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
    '/',
    {
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
};

export default fileRoutes;
