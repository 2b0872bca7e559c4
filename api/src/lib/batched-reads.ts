interface Waiter<V> {
  resolve(value: V | undefined): void;
  reject(error: unknown): void;
}

/**
 * Reads asked for in the same turn of the event loop, made as one read per
 * group: the widgets of a data request each look up their source as they
 * start, and a first screen's nine lookups become one query instead of nine
 * round trips to PostgreSQL. `readMany` answers what it found by key; a key
 * it leaves out is answered `undefined`. A failed read fails the lookups of
 * its group only.
 */
export function batchedReads<G, K, V>(readMany: (group: G, keys: K[]) => Promise<ReadonlyMap<K, V>>): (group: G, key: K) => Promise<V | undefined> {
  let pending = new Map<G, Map<K, Array<Waiter<V>>>>();

  function flush() {
    const batch = pending;
    pending = new Map();
    for (const [group, byKey] of batch) {
      Promise.resolve()
        .then(() => readMany(group, [...byKey.keys()]))
        .then(
          (found) => byKey.forEach((waiters, key) => waiters.forEach((waiter) => waiter.resolve(found.get(key)))),
          (error: unknown) => byKey.forEach((waiters) => waiters.forEach((waiter) => waiter.reject(error))),
        );
    }
  }

  return (group, key) =>
    new Promise<V | undefined>((resolve, reject) => {
      // After this turn's promise callbacks, so lookups started a few awaits apart still share the read.
      if (pending.size === 0) setImmediate(flush);
      let byKey = pending.get(group);
      if (!byKey) pending.set(group, (byKey = new Map()));
      const waiters = byKey.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else byKey.set(key, [{ resolve, reject }]);
    });
}
