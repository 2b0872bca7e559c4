import type { JobQueue } from '../jobs/job-queues.js';
import type { PdfStore } from './pdf-store.js';
import type { PdfRenderer, RenderRequest } from './renderer.js';
import type { RenderFinished } from './render-finished.js';

export const PDF_QUEUE = 'pdf-render';

/** A render job: the content key it fills, and what the renderer opens. */
export interface PdfJob extends RenderRequest {
  key: string;
}

/**
 * The PDF queue. `exclusive` with the content key as singleton key: while a
 * render of a key is queued or running, sending the same key again adds
 * nothing (identical requests share one job). One retry covers a browser
 * that crashed mid-render; a job running past its expiry is given up.
 */
export function pdfQueue({
  renderer,
  store,
  concurrency,
  renderTimeoutMs,
  finished,
}: {
  renderer: PdfRenderer;
  store: PdfStore;
  concurrency: number;
  renderTimeoutMs: number;
  /** Told when a render ends, so a poll held in this process answers at once. */
  finished?: RenderFinished;
}): JobQueue<PdfJob> {
  return {
    name: PDF_QUEUE,
    policy: 'exclusive',
    options: {
      retryLimit: 1,
      retryDelay: 1,
      expireInSeconds: Math.ceil(renderTimeoutMs / 1000) + 60,
      // Nobody waits for a PDF for long: a job not started within 10 minutes is dropped, and a finished one is kept an hour for its status.
      retentionSeconds: 600,
      deleteAfterSeconds: 3600,
    },
    work: {
      concurrency,
      async handler({ data, signal }) {
        try {
          const pdf = await renderer.render(data);
          // Handed back at the shutdown's stop timeout (a retry renders it again): a process about to exit starts no write.
          signal.throwIfAborted();
          await store.put(data.key, pdf);
          return { bytes: pdf.length };
        } finally {
          finished?.announce(data.key);
        }
      },
    },
  };
}
