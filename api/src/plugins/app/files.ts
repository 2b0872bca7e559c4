import { rm } from 'node:fs/promises';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { ImageStaging } from '../../dashboards/multipart-form.js';
import { companyFiles, type CompanyFiles } from '../../files/company-files.js';

declare module 'fastify' {
  interface FastifyInstance {
    files: CompanyFiles;
    imageStaging(request: FastifyRequest): ImageStaging;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Staging files of this request's uploads, removed when it ends (those stored were moved away). */
    stagedFiles: string[] | null;
  }
}

/**
 * `app.files`, and `app.imageStaging(request)`: where a request's uploads are
 * streamed while it is checked. Whatever a request staged and did not store
 * (a refused form, a client gone mid-upload) is removed when it ends.
 */
export default fp(
  async (app) => {
    const { stagingDir } = app.storage;
    app.decorate('files', companyFiles(app.storage.files, app.config.appKey, app.config.uploads));
    app.decorateRequest('stagedFiles', null);
    app.decorate('imageStaging', (request: FastifyRequest): ImageStaging => ({ dir: stagingDir, onStaged: (file) => (request.stagedFiles ??= []).push(file) }));
    const removeStaged = async (request: FastifyRequest) => {
      if (request.stagedFiles) await Promise.all(request.stagedFiles.splice(0).map((file) => rm(file, { force: true })));
    };
    // Before the answer goes out, so a client that sees it sees the staging clean; and if the client is gone first.
    app.addHook('onSend', async (request) => removeStaged(request));
    app.addHook('onRequestAbort', removeStaged);
  },
  { name: 'files', dependencies: ['storage'] },
);
