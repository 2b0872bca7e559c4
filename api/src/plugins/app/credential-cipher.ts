import path from 'node:path';
import fp from 'fastify-plugin';
import { credentialCipher, type CredentialCipher } from '../../lib/credential-cipher.js';
import { readOrCreateSecret } from '../../lib/secrets.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Encrypts secrets kept in the database (source credentials, DKIM keys) with SOURCE_CREDENTIALS_KEY or a key generated in DATA_DIR. */
    credentialCipher: CredentialCipher;
  }
}

export default fp(
  async (app) => {
    const key = app.config.sourceCredentialsKey ?? (await readOrCreateSecret(path.join(app.config.dataDir, 'credentials.key')));
    app.decorate('credentialCipher', credentialCipher(key));
  },
  { name: 'credential-cipher' },
);
