import type { Jobs } from '../jobs/job-queues.js';
import { HttpError } from '../lib/errors.js';
import { downloadPath } from './download-link.js';
import { PDF_QUEUE, type PdfJob } from './pdf-job.js';
import type { PdfSpec } from './pdf-spec.js';
import type { PdfStore } from './pdf-store.js';
import type { RenderQuota } from './render-quota.js';
import type { RenderFinished } from './render-finished.js';

export type PdfAnswer = { status: 'pending'; check: string } | { status: 'ready'; url: string };

/** Job ids are UUIDs; anything else as a check token cannot name a job (and would fail the query). */
const isJobId = (check: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(check);

const WAITING = new Set(['created', 'retry', 'active']);

/**
 * How long a poll of a render under way is held before it answers pending:
 * it answers as the render ends instead of at the client's next poll (the
 * PDF button asks every 250 ms after each answer).
 */
const POLL_HOLD_MS = 2_000;
/** How often a held poll looks for a render another process may have finished. */
const POLL_LOOK_MS = 250;

interface Dependencies {
  jobs: Jobs;
  store: PdfStore;
  quota: RenderQuota;
  appKey: string;
  /** How long a finished PDF is reused, and so how long its download links work. */
  reuseMs: number;
  /** Renders this process finished: a held poll wakes on them. */
  finished: RenderFinished;
}

/**
 * The PDF export's state, derived from the store and the queue, never kept
 * in memory, so any API instance answers any poll: a fresh file answers with
 * its link; a poll whose job (the `check` token) is still waiting answers
 * pending, once its render has ended or POLL_HOLD_MS have passed; a failed
 * job answers an error once; anything else starts (or joins) the render of
 * the spec's content key.
 */
export function pdfRequests({ jobs, store, quota, appKey, reuseMs, finished }: Dependencies) {
  const { boss } = jobs;
  const ready = (spec: PdfSpec): PdfAnswer => ({
    status: 'ready',
    url: downloadPath(appKey, spec.permalink, {
      dashboardId: spec.dashboardId,
      key: spec.key,
      audience: spec.audience,
      filename: spec.filename,
      expires: Date.now() + reuseMs,
      password: spec.password,
    }),
  });

  /** The job of an earlier 202, when it is this spec's. */
  async function checkedJob(spec: PdfSpec, check: string | undefined) {
    if (!check || !isJobId(check)) return undefined;
    const [job] = await boss.findJobs<PdfJob>(PDF_QUEUE, { id: check });
    return job?.data.key === spec.key ? job : undefined;
  }

  /** Sends the render, or finds the one already queued or running for the same key. */
  async function startOrJoin(spec: PdfSpec, viewer: string): Promise<string | undefined> {
    const waiting = async () => (await boss.findJobs<PdfJob>(PDF_QUEUE, { key: spec.key })).find((job) => WAITING.has(job.state))?.id;
    const joined = await waiting();
    if (joined) return joined;
    if (!(await quota.take(viewer))) throw new HttpError(429, 'Too many PDF exports at once. Please try again in a minute.');
    const data: PdfJob = { key: spec.key, dashboardId: spec.dashboardId, audience: spec.audience, printPath: spec.printPath, timezone: spec.timezone };
    const id = await jobs.send(PDF_QUEUE, data, { singletonKey: spec.key });
    if (id) return id;
    // Someone sent the same key between the look-up and the send: theirs is ours.
    return waiting();
  }

  async function answer(spec: PdfSpec, check: string | undefined, viewer: string): Promise<PdfAnswer> {
    if (await store.fresh(spec.key)) return ready(spec);
    await jobs.started();
    const job = await checkedJob(spec, check);
    if (job && WAITING.has(job.state)) return { status: 'pending', check: job.id };
    if (job?.state === 'failed') throw new HttpError(500, 'The PDF could not be made. Please try again.');
    const id = await startOrJoin(spec, viewer);
    // The render ended between the look-up and the send: its file answers, or the next poll (no valid check) starts over.
    if (!id) return (await store.fresh(spec.key)) ? ready(spec) : { status: 'pending', check: '' };
    return { status: 'pending', check: id };
  }

  return {
    /** The answer to an export request; a poll of a render under way (its check) is held until that render ends, at most POLL_HOLD_MS, or the client leaves. */
    async request(spec: PdfSpec, check: string | undefined, viewer: string, signal?: AbortSignal): Promise<PdfAnswer> {
      const deadline = Date.now() + POLL_HOLD_MS;
      let current = await answer(spec, check, viewer);
      while (current.status === 'pending' && check && current.check === check && Date.now() < deadline && !signal?.aborted) {
        await finished.wait(spec.key, Math.min(POLL_LOOK_MS, deadline - Date.now()), signal);
        current = await answer(spec, check, viewer);
      }
      return current;
    },
  };
}

export type PdfRequests = ReturnType<typeof pdfRequests>;
