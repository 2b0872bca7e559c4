import { ApiError, type Dashboard } from '@pulseboard/shared';
import { dropUnsaved, keepUnsaved, readUnsaved } from './unsaved-document.js';

/** Spec §7, §9: a save answered 504 is sent again, up to three more times. */
const SAVE_RETRIES = 3;
const RETRY_DELAY_MS = 1000;

export type SaveOutcome = { status: 'saved'; dashboard: Dashboard } | { status: 'cancelled' } | { status: 'failed'; error: unknown };

export interface SaverOptions {
  /** Sends one save; rejects with an AbortError once `signal` aborts. */
  send: (document: Dashboard, signal: AbortSignal) => Promise<Dashboard>;
  /** Between the retries of a 504, longer each time. */
  retryDelayMs?: number;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('The save was replaced by a newer one', 'AbortError'));
    });
  });
}

/**
 * Saves an edited dashboard document (spec §7). One save at a time: a newer
 * save aborts the pending one, which ends as `cancelled` (no message for
 * it); a request already sent may still reach the server after the newer
 * one, where its sequence keeps it from undoing that one. The document is
 * kept (sessionStorage) from the moment it is handed in until a save of it,
 * or of a newer one, succeeds, so `retry` can send it again later: on the
 * next change, or when the connection comes back.
 */
export function createDashboardSaver({ send, retryDelayMs = RETRY_DELAY_MS }: SaverOptions) {
  let pending: AbortController | null = null;
  let latest: Dashboard | null = null;

  async function attempt(document: Dashboard, signal: AbortSignal): Promise<Dashboard> {
    for (let retry = 0; ; retry += 1) {
      try {
        return await send(document, signal);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 504) || retry >= SAVE_RETRIES) throw error;
        await wait(retryDelayMs * (retry + 1), signal);
      }
    }
  }

  async function save(document: Dashboard): Promise<SaveOutcome> {
    pending?.abort();
    const controller = new AbortController();
    pending = controller;
    latest = document;
    keepUnsaved(document);
    try {
      const dashboard = await attempt(document, controller.signal);
      // An answer that arrives after a newer save started is stale: the newer one's answer counts.
      if (controller.signal.aborted) return { status: 'cancelled' };
      if (latest === document) dropUnsaved(document.id);
      return { status: 'saved', dashboard };
    } catch (error) {
      return controller.signal.aborted || isAbort(error) ? { status: 'cancelled' } : { status: 'failed', error };
    } finally {
      if (pending === controller) pending = null;
    }
  }

  return {
    save,
    /** Sends the kept document again if no save of it has succeeded yet (after a failure, a reload, or when the connection is back). */
    retryUnsaved(dashboardId: number): Promise<SaveOutcome> | null {
      const document = pending ? null : readUnsaved(dashboardId);
      return document ? save(document) : null;
    },
    /** Stops a pending save, e.g. when the screen goes away; the document stays kept. */
    cancel() {
      pending?.abort();
    },
  };
}
