/** Runs a task for a key, or joins the run already in flight for that key. */
export interface Coalescer {
  /**
   * `signal` is the caller's: when it aborts, the caller stops waiting. The
   * task's own signal aborts once every caller waiting for it has stopped.
   */
  run<T>(key: string, task: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T>;
}

interface Flight {
  result: Promise<unknown>;
  controller: AbortController;
  /** Callers still waiting; a caller without a signal waits for good. */
  waiting: number;
  keptAlive: boolean;
}

/** The caller's wait: the shared result, or its own abort, whichever comes first. */
function waitFor<T>(result: Promise<T>, signal: AbortSignal | undefined, onAbort: () => void): Promise<T> {
  if (!signal) return result;
  if (signal.aborted) {
    onAbort();
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const abort = () => {
      onAbort();
      reject(signal.reason);
    };
    signal.addEventListener('abort', abort, { once: true });
    result.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * Identical queries arriving together (a dashboard opened by a whole team, a
 * widget and its PDF render) share one provider call: the first starts it,
 * the others wait for the same promise. The key is forgotten once it settles,
 * so a failure is not remembered. When every viewer waiting for a call has
 * gone (closed the tab), the call itself is cancelled.
 */
export class InFlightCoalescer implements Coalescer {
  private readonly inFlight = new Map<string, Flight>();

  run<T>(key: string, task: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    let flight = this.inFlight.get(key);
    if (!flight) {
      const controller = new AbortController();
      const result = (async () => {
        try {
          return await task(controller.signal);
        } finally {
          if (this.inFlight.get(key)?.controller === controller) this.inFlight.delete(key);
        }
      })();
      // A flight every caller left still settles; nobody is there to hear it.
      result.catch(() => undefined);
      flight = { result, controller, waiting: 0, keptAlive: false };
      this.inFlight.set(key, flight);
    }
    const joined = flight;
    if (!signal) joined.keptAlive = true;
    joined.waiting += 1;
    return waitFor(joined.result as Promise<T>, signal, () => {
      joined.waiting -= 1;
      if (joined.waiting > 0 || joined.keptAlive) return;
      joined.controller.abort(signal?.reason);
      // A caller arriving now starts afresh rather than joining a cancelled call.
      if (this.inFlight.get(key) === joined) this.inFlight.delete(key);
    });
  }
}
