import type { FastifyInstance } from 'fastify';
import { startRepeatingTask } from '../lib/repeating-task.js';

/**
 * Queues a job of `queue` every `everyMs` from each worker process while the
 * app runs. Every worker asks; the singleton key lets one job through per
 * period, however many workers run. Nothing is queued from a process that
 * is not a worker, or when `everyMs` is 0 (tests drive the job themselves).
 */
export function queueEvery(app: FastifyInstance, { queue, everyMs, name }: { queue: string; everyMs: number; name: string }): void {
  if (!app.config.jobs.worker || everyMs === 0) return;
  const send = () => app.jobs.send(queue, {}, { singletonKey: 'all', singletonSeconds: Math.ceil(everyMs / 1000) });
  let timer: { stop(): void } | undefined;
  app.addHook('onReady', async () => {
    timer = startRepeatingTask({ name, everyMs, run: send, log: app.log });
  });
  app.addHook('preClose', async () => timer?.stop());
}
