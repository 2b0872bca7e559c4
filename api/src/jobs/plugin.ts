import fp from 'fastify-plugin';
import { PgBoss, type Job, type QueueOptions, type QueuePolicy, type SendOptions } from 'pg-boss';

/** How long a stopping process lets running jobs finish before pg-boss gives up on them (they are retried elsewhere). */
const STOP_GRACE_MS = 20_000;
/**
 * Workers look for new jobs this often. Polling rather than LISTEN/NOTIFY:
 * no connection held per process. A job sent by this process wakes a worker
 * of its own at once (pg-boss wakes the first of a queue's local workers).
 */
const POLLING_SECONDS = 1;

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
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/**
 * Background jobs on pg-boss in the app's own database (schema `pgboss`):
 * jobs survive restarts and any process may pick them up. pg-boss starts
 * when the app is ready, creating the declared queues, and, when this
 * process is a worker (`JOBS_WORKER`), works them. Start-up does not wait
 * for it: an API whose database is down still starts and says so on
 * /healthz, and the queue starts on its next use. Closing stops taking new
 * jobs and waits for running ones before the HTTP server goes away, since a
 * job may still be calling it (the PDF renderer opens the print view).
 */
export default fp(
  async (app) => {
    const boss = new PgBoss({ connectionString: app.config.databaseUrl, application_name: 'pulseboard-jobs', max: 4 });
    boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
    const queues: JobQueue<object>[] = [];
    let declaring = true;
    let starting: Promise<void> | null = null;
    /** Worker ids by queue, to wake them when this process sends a job rather than wait for their next poll. */
    const workers = new Map<string, string[]>();

    async function start() {
      await boss.start();
      for (const { name, policy, options, work } of queues) {
        await boss.createQueue(name, { policy, ...options });
        // createQueue keeps an existing queue as it was; its settings follow the code from here.
        await boss.updateQueue(name, options);
        if (work && app.config.jobs.worker) {
          const id = await boss.work<object>(name, { localConcurrency: work.concurrency, batchSize: 1, pollingIntervalSeconds: POLLING_SECONDS }, async ([job]) => (job ? work.handler(job) : undefined));
          workers.set(name, [...(workers.get(name) ?? []), id]);
        }
      }
    }
    const wake = (name: string) => {
      for (const worker of workers.get(name) ?? []) boss.notifyWorker(worker);
    };
    const started = () =>
      (starting ??= start().catch((error: unknown) => {
        starting = null;
        throw error;
      }));

    app.decorate('jobs', {
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
    });

    app.addHook('onReady', async () => {
      declaring = false;
      started().catch((error: unknown) => app.log.error({ err: error }, 'the job queue did not start; it tries again when next used'));
    });

    app.addHook('preClose', async () => {
      await boss.stop({ graceful: true, timeout: STOP_GRACE_MS });
    });
  },
  { name: 'jobs' },
);
