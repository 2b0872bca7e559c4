import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { remoteDescriptorSchema } from '@pulseboard/shared/contracts';

const remoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags: ['session'], summary: 'Manifest URL of each remote', response: { 200: z.object({ data: z.array(remoteDescriptorSchema) }) } } }, async () => ({
    data: await app.remoteEntries.descriptors(),
  }));
};

export default remoteRoutes;
