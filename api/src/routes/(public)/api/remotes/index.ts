import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { remoteDescriptorSchema } from '@pulseboard/shared/contracts';
import { remoteDescriptors } from '../../../../lib/remote-descriptors.js';

const remoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags: ['session'], summary: 'Manifest URL of each remote', response: { 200: z.object({ data: z.array(remoteDescriptorSchema) }) } } }, async () => ({
    data: remoteDescriptors(app.config),
  }));
};

export default remoteRoutes;
