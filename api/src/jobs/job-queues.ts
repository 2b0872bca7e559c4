import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, type Job, type QueueOptions, type QueuePolicy, type SendOptions } from 'pg-boss';
import { isEndedByServer } from '../lib/database-busy.js';

/**
 * Workers look for new jobs this often. Polling rather than LISTEN/NOTIFY:
 * no connection held per process. A job sent by this process wakes a worker
 * of its own at once (pg-boss wakes the first of a queue's local workers).
 */
const POLLING_SECONDS = 1;

/** The schema pg-boss keeps its tables in; report sends are settled against their jobs' rows there (reports/send-claims.ts). */
export const JOBS_SCHEMA = 'pgboss';

export interface JobQueue<T extends object> {
  name: string;
  /** Fixed when the queue is first created. */
  policy: QueuePolicy;
  /** Retries, expiry and retention of the queue's jobs; applied each time the app starts. */
  options: QueueOptions;
  /** How a worker process runs each job; the queue is only sent to when absent. */
  work?: { concurrency: number; handler: (job: Job<T>) => Promise<object | undefined> };
}

export interface Jobs {
  /** The pg-boss instance: send, find and cancel jobs through it once `started()` resolves. */
  boss: PgBoss;
  /** Resolves once pg-boss runs and the queues exist; after a failed start (database down) it tries again. */
  started(): Promise<void>;
  /** Sends a job (null when a singleton key already has one) and wakes this process's worker of its queue at once. */
  send(name: string, data: object, options?: SendOptions): Promise<string | null>;
  /** Wakes this process's workers of a queue, for jobs sent inside a transaction that has now committed. */
  wake(name: string): void;
  /** Declares a queue while the app registers its plugins; it is created (and worked, in a worker) on start. */
  define<T extends object>(queue: JobQueue<T>): void;
  /**
   * Stops taking jobs and waits for the running ones, up to the stop timeout;
   * those still running then are handed back (failed, for a retry by any
   * worker) and their signal aborted. Once is enough: later calls wait for the first.
   */
  stop(): Promise<void>;
}

export interface JobQueuesOptions {
  connectionString: string;
  /** This process works the queues (JOBS_WORKER); otherwise it only sends to them. */
  worker: boolean;
  /** How long a stopping process lets running jobs finish (derived from SHUTDOWN_GRACE_SECONDS). */
  stopTimeoutMs: number;
  log: FastifyBaseLogger;
  /** Whether the process is shutting down (app.draining): the database going away is then expected. */
  shuttingDown: () => boolean;
}

/**
 * Background jobs on pg-boss in the app's own database (schema `pgboss`):
 * jobs survive restarts and any process may pick them up. Queues are
 * declared first; `begin()` ends the declaring and starts pg-boss in the
 * background, creating the queues and, in a worker, working them. `stop()`
 * stops taking new jobs and waits for running ones.
 */
export function jobQueues({ connectionString, worker, stopTimeoutMs, log, shuttingDown }: JobQueuesOptions) {
  const boss = new PgBoss({ connectionString, schema: JOBS_SCHEMA, application_name: 'pulseboard-jobs', max: 4 });
  const queues: JobQueue<object>[] = [];
  let declaring = true;
  let starting: Promise<void> | null = null;
  let stopping: Promise<void> | null = null;
  // While shutting down, the database going away with the process is expected; an embedded cluster gets the terminal's Ctrl-C
  // too, and may end the connections before this process hears of it.
  boss.on('error', (error) => {
    if (shuttingDown()) log.debug({ err: error }, 'job queue connection ended during shutdown');
    else if (isEndedByServer(error)) log.info({ err: error }, 'database server ended a job queue connection');
    else log.error({ err: error }, 'job queue error');
  });
  /** Worker ids by queue, to wake them when this process sends a job rather than wait for their next poll. */
  const workers = new Map<string, string[]>();

  async function start() {
    await boss.start();
    for (const { name, policy, options, work } of queues) {
      await boss.createQueue(name, { policy, ...options });
      // createQueue keeps an existing queue as it was; its settings follow the code from here.
      await boss.updateQueue(name, options);
      if (work && worker) {
        const id = await boss.work<object>(name, { localConcurrency: work.concurrency, batchSize: 1, pollingIntervalSeconds: POLLING_SECONDS }, async ([job]) => (job ? work.handler(job) : undefined));
        workers.set(name, [...(workers.get(name) ?? []), id]);
      }
    }
  }
  const wake = (name: string) => {
    for (const id of workers.get(name) ?? []) boss.notifyWorker(id);
  };
  const started = () =>
    (starting ??= start().catch((error: unknown) => {
      starting = null;
      throw error;
    }));

  const jobs: Jobs = {
    boss,
    started,
    async send(name, data, options = {}) {
      await started();
      const id = await boss.send(name, data, options);
      if (id) wake(name);
      return id;
    },
    wake,
    define<T extends object>(queue: JobQueue<T>) {
      if (!declaring) throw new Error(`Queue ${queue.name} was declared after the app was ready`);
      queues.push(queue as unknown as JobQueue<object>);
    },
    stop: () =>
      (stopping ??= (async () => {
        // A start under way (a signal soon after start-up) ends first: pg-boss then stops all it started, rather than be asked for workers once stopped.
        await starting?.catch(() => undefined);
        const deadline = Date.now() + stopTimeoutMs;
        // This process's workers are stopped first, each as soon as its running job (if any) ends: pg-boss's own
        // graceful stop looks for stopping workers every 500 ms, which every stop of an idle process paid.
        const workersStopped = Promise.allSettled([...workers.keys()].map((name) => boss.offWork(name, { wait: true })));
        await Promise.race([workersStopped, sleep(stopTimeoutMs, undefined, { ref: false })]);
        await boss.stop({ graceful: true, timeout: Math.max(0, deadline - Date.now()) });
      })()),
  };

  return {
    jobs,
    begin() {
      declaring = false;
      started().catch((error: unknown) => log.error({ err: error }, 'the job queue did not start; it tries again when next used'));
    },
  };
}
