/**
 * Connector results kept for a while, each entry with its own time to live
 * (historical figures change slowly, real-time ones every minute). Bounded by
 * weight (the query engine weighs a result in bytes, so ten years by day
 * counts for what it holds): past `maxWeight` the least recently used
 * entries go first, and an entry heavier than the whole cache is not kept.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number; weight: number }>();
  private weight = 0;

  constructor(private readonly options: { maxWeight: number; weigh?: (value: V, key: string) => number; now?: () => number }) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.delete(key);
    if (entry.expiresAt <= this.now()) return undefined;
    // Re-inserting moves the key to the end of the Map's order: the most recently used.
    this.insert(key, entry);
    return entry.value;
  }

  set(key: string, value: V, ttlMs: number): void {
    this.delete(key);
    this.insert(key, { value, expiresAt: this.now() + ttlMs, weight: this.options.weigh?.(value, key) ?? 1 });
    for (const oldest of this.entries.keys()) {
      if (this.weight <= this.options.maxWeight) break;
      this.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  /** What the entries weigh together; never above maxWeight once a set returns. */
  get totalWeight(): number {
    return this.weight;
  }

  private insert(key: string, entry: { value: V; expiresAt: number; weight: number }): void {
    this.entries.set(key, entry);
    this.weight += entry.weight;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }
}
