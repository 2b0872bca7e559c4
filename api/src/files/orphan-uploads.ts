import type { Database } from '../db/client.js';
import type { JobQueue, Jobs } from '../jobs/job-queues.js';
import { uploadOfKey } from './company-files.js';
import type { FileStorage } from './storage.js';
import { referencedUploads } from './upload-references.js';

export const ORPHAN_UPLOADS_QUEUE = 'orphan-uploads';

/**
 * An upload nothing references is kept this long: an editor uploads an
 * image before the save that names it, and a tab left open over a day with
 * an unsaved image is the longest wait worth covering.
 */
const ORPHAN_UPLOAD_GRACE_MS = 24 * 3_600_000;
/** Files one job looks at; a longer listing goes on in a follow-up job. */
const PAGE_SIZE = 500;

/** Where a pass through the stored uploads goes on from; none for a new pass. */
export interface OrphanUploadsPage {
  after?: string;
}

interface Dependencies {
  db: Database;
  storage: FileStorage;
}

/**
 * Looks at one page of stored uploads (in key order, after `after`) and
 * removes those older than the grace period that no row references any
 * more: abandoned by a cancelled edit, left by a deleted dashboard, a
 * replaced logo, a deleted company. Answers where the next page starts.
 */
export async function collectOrphanUploads({ db, storage }: Dependencies, after?: string, now = Date.now()): Promise<{ removed: string[]; next: string | undefined }> {
  const page = await storage.list('', { after, limit: PAGE_SIZE });
  const old = page
    .filter((stored) => now - stored.modifiedAt.getTime() >= ORPHAN_UPLOAD_GRACE_MS)
    .flatMap((stored) => {
      const upload = uploadOfKey(stored.key);
      return upload ? [{ ...upload, key: stored.key }] : [];
    });
  const referenced = await referencedUploads(db, old);
  const removed: string[] = [];
  for (const { key, url } of old) {
    if (!referenced.has(url) && (await storage.remove(key))) removed.push(key);
  }
  return { removed, next: page.length < PAGE_SIZE ? undefined : page.at(-1)?.key };
}

/**
 * The collection as jobs: the periodic job starts a pass at the first key,
 * and each job that did not reach the end sends the next page's (its
 * cursor as singleton key, so a page is queued once). A periodic job that
 * finds a pass still under way leaves it to finish rather than start a
 * second one.
 */
export function orphanUploadsQueue(dependencies: Dependencies & { jobs: Jobs }): JobQueue<OrphanUploadsPage> {
  const { jobs } = dependencies;
  const passUnderway = async () => (await jobs.boss.findJobs<OrphanUploadsPage>(ORPHAN_UPLOADS_QUEUE, { queued: true })).some((job) => job.data.after !== undefined);
  return {
    name: ORPHAN_UPLOADS_QUEUE,
    policy: 'exclusive',
    options: { retryLimit: 2, retryDelay: 60, expireInSeconds: 600, deleteAfterSeconds: 86_400 },
    work: {
      concurrency: 1,
      async handler({ data }) {
        if (data.after === undefined && (await passUnderway())) return { skipped: 'a pass is under way' };
        const { removed, next } = await collectOrphanUploads(dependencies, data.after);
        if (next !== undefined) await jobs.send(ORPHAN_UPLOADS_QUEUE, { after: next }, { singletonKey: `after:${next}` });
        return { removed: removed.length, next };
      },
    },
  };
}
