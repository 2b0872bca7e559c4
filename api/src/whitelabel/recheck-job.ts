import type { JobQueue } from '../jobs/job-queues.js';

export const WHITELABEL_RECHECK_QUEUE = 'whitelabel-recheck';

/**
 * Checks every white-label domain and sender again, so a record removed at the
 * agency's DNS provider takes the product off that domain (and its mail back
 * to the product's sender) within a period, and a fixed one restores them.
 * One job at a time across every worker.
 */
export function whitelabelRecheckQueue(recheckAll: () => Promise<object>): JobQueue<object> {
  return {
    name: WHITELABEL_RECHECK_QUEUE,
    policy: 'exclusive',
    options: { retryLimit: 0, expireInSeconds: 900, deleteAfterSeconds: 86_400 },
    work: { concurrency: 1, handler: async () => recheckAll() },
  };
}
