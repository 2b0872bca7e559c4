import fp from 'fastify-plugin';
import { embeddingSettings, type EmbeddingSettingsStore } from '../../embedding/embedding-settings.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each company's embed secret and allowed sites (embedding/embedding-settings.ts). */
    embedding: EmbeddingSettingsStore;
  }
}

export default fp(
  async (app) => {
    app.decorate('embedding', embeddingSettings(app.db, app.credentialCipher));
  },
  { name: 'embedding', dependencies: ['db', 'credential-cipher'] },
);
