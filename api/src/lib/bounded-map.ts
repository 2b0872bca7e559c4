export interface BoundedMapOptions {
  /** Entries held at most; a new one beyond it pushes out the oldest. */
  maxEntries: number;
  /** Entries older than this are gone (undefined: they live until pushed out). */
  ttlMs?: number;
  now?: () => number;
}

/**
 * A Map that cannot grow without bound: entries expire after a time to live
 * and the oldest make room once it is full. Entries are kept in insertion
 * order with one time to live, so the expired ones are always at the front
 * and each insertion sweeps them in passing.
 */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();
  private readonly now: () => number;

  constructor(private readonly options: BoundedMapOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.sweep();
    while (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, { value, expiresAt: this.options.ttlMs === undefined ? Infinity : this.now() + this.options.ttlMs });
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }

  /** Gets and removes, for things that work once. */
  take(key: K): V | undefined {
    const value = this.get(key);
    this.entries.delete(key);
    return value;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt > now) return;
      this.entries.delete(key);
    }
  }
}
