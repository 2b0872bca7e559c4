/**
 * At most `limit` tasks at once per key (a source), the rest queued in
 * arrival order: one dashboard of 40 widgets on one source must not open 40
 * connections to its provider and trip its concurrency quota (GA4 allows 10
 * concurrent requests per property). A queued task whose signal aborts
 * leaves the queue without ever running.
 */
export class KeyedLimiter {
  private readonly slots = new Map<string, { active: number; waiting: Array<() => void> }>();

  constructor(private readonly limit: number) {
    if (!(limit >= 1)) throw new Error('A concurrency limit is at least 1');
  }

  async run<T>(key: string, task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.acquire(key, signal);
    try {
      return await task();
    } finally {
      this.release(key);
    }
  }

  private acquire(key: string, signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted();
    let slot = this.slots.get(key);
    if (!slot) this.slots.set(key, (slot = { active: 0, waiting: [] }));
    if (slot.active < this.limit) {
      slot.active += 1;
      return Promise.resolve();
    }
    const queue = slot.waiting;
    return new Promise((resolve, reject) => {
      const turn = () => {
        signal?.removeEventListener('abort', leave);
        resolve();
      };
      const leave = () => {
        const at = queue.indexOf(turn);
        if (at >= 0) queue.splice(at, 1);
        reject(signal?.reason);
      };
      queue.push(turn);
      signal?.addEventListener('abort', leave, { once: true });
    });
  }

  private release(key: string): void {
    const slot = this.slots.get(key);
    if (!slot) return;
    const next = slot.waiting.shift();
    // The freed place goes straight to the next in line, so `active` stays put.
    if (next) return next();
    slot.active -= 1;
    if (slot.active === 0) this.slots.delete(key);
  }
}
