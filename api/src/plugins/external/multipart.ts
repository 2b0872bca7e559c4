import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { MAX_IMAGE_BYTES } from '@pulseboard/shared/contracts';

/** Multipart forms carry a dashboard save (three images and its JSON parts) or one upload: these bounds fit both. */
export default fp(
  async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 3, fields: 20, parts: 23, fieldSize: 4 * 1024 * 1024 } });
  },
  { name: 'multipart' },
);
