export interface RequestQueue {
  /** Runs the task once fewer than the limit are running; settles as the task does. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

/**
 * At most `limit` tasks at once, the others started in the order they came.
 * A dashboard of a hundred widgets then asks the API a few at a time, and
 * widgets that came into view first are answered first.
 */
export function createRequestQueue(limit: number): RequestQueue {
  let running = 0;
  const waiting: Array<() => void> = [];

  const startNext = () => {
    if (running >= limit) return;
    const start = waiting.shift();
    if (!start) return;
    running += 1;
    start();
  };

  return {
    run<T>(task: () => Promise<T>) {
      return new Promise<T>((resolve, reject) => {
        waiting.push(() => {
          Promise.resolve()
            .then(task)
            .then(resolve, reject)
            .finally(() => {
              running -= 1;
              startNext();
            });
        });
        startNext();
      });
    },
  };
}
