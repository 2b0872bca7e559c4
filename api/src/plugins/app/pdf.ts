import fp from 'fastify-plugin';
import { pdfQueue } from '../../pdf/pdf-job.js';
import { pdfRequests, type PdfRequests } from '../../pdf/pdf-requests.js';
import { pdfStore, type PdfStore } from '../../pdf/pdf-store.js';
import { renderQuota } from '../../pdf/render-quota.js';
import { PdfRenderer } from '../../pdf/renderer.js';
import { renderFinished } from '../../pdf/render-finished.js';

declare module 'fastify' {
  interface FastifyInstance {
    pdf: PdfRequests & { store: PdfStore; renderer: PdfRenderer };
  }
}

/**
 * PDF export: the render queue (worked here when this process is a jobs
 * worker; Chromium starts with the first job, never in a process that only
 * serves requests) and `app.pdf`, which answers the export requests.
 */
export default fp(
  async (app) => {
    const { pdf, appKey } = app.config;
    const store = pdfStore(app.storage.pdf, pdf.reuseMs);
    const renderer = new PdfRenderer({
      chromiumPath: pdf.chromiumPath,
      baseUrl: pdf.renderUrl,
      appKey,
      timeoutMs: pdf.renderTimeoutMs,
      remoteUrls: Object.values(app.config.remotes),
      log: app.log,
    });
    const finished = renderFinished();
    app.jobs.define(pdfQueue({ renderer, store, concurrency: pdf.concurrency, renderTimeoutMs: pdf.renderTimeoutMs, finished }));
    app.decorate('pdf', { ...pdfRequests({ jobs: app.jobs, store, quota: renderQuota(app.rateLimitCounters, pdf.rendersPerMinute), appKey, reuseMs: pdf.reuseMs, finished }), store, renderer });
    // After the jobs plugin's preClose let running renders finish.
    app.addHook('onClose', () => renderer.close());
  },
  { name: 'pdf', dependencies: ['jobs', 'rate-limit', 'storage'] },
);
