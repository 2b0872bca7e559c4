import type { FastifyBaseLogger } from 'fastify';

export interface DueReportTimerOptions {
  tickMs: number;
  /** Queues the reports that are due; a failure is logged and the next tick tries again. */
  queueDue(): Promise<number>;
  log: FastifyBaseLogger;
}

/**
 * Queues due reports now and then every `tickMs`: at start-up too, so sends
 * missed while every worker was down go out once. The next tick is timed
 * from the end of this one, so ticks never overlap in one process.
 */
export function startDueReportTimer({ tickMs, queueDue, log }: DueReportTimerOptions): { stop(): void } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const scheduleTick = () => {
    if (!stopped) timer = setTimeout(tick, tickMs).unref();
  };
  const tick = () => {
    queueDue()
      .catch((error: unknown) => log.error({ err: error }, 'queueing due automatic reports failed; trying again on the next tick'))
      .finally(scheduleTick);
  };
  tick();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
