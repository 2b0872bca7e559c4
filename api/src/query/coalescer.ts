/** Runs a task for a key, or joins the run already in flight for that key. */
export interface Coalescer {
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
}

/**
 * Identical queries arriving together (a dashboard opened by a whole team, a
 * widget and its PDF render) share one provider call: the first starts it,
 * the others wait for the same promise. The key is forgotten once it settles,
 * so a failure is not remembered.
 */
export class InFlightCoalescer implements Coalescer {
  private readonly inFlight = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(key);
    if (running) return running as Promise<T>;
    const started = (async () => {
      try {
        return await task();
      } finally {
        this.inFlight.delete(key);
      }
    })();
    this.inFlight.set(key, started);
    return started;
  }
}
