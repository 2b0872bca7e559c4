import type { FastifyBaseLogger } from 'fastify';

export interface RepeatingTaskOptions {
  /** What the task does, for the log when a run fails. */
  name: string;
  everyMs: number;
  /** One run; a failure is logged and the next run tries again. */
  run(): Promise<unknown>;
  log: FastifyBaseLogger;
}

/**
 * Runs a task now and then every `everyMs`: at start-up too, so work missed
 * while every worker was down is caught up once. The next run is timed from
 * the end of this one, so runs never overlap in one process.
 */
export function startRepeatingTask({ name, everyMs, run, log }: RepeatingTaskOptions): { stop(): void } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const scheduleNext = () => {
    if (!stopped) timer = setTimeout(tick, everyMs).unref();
  };
  const tick = () => {
    run()
      .catch((error: unknown) => log.error({ err: error }, `${name} failed; trying again on the next run`))
      .finally(scheduleNext);
  };
  tick();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
