/**
 * A provider's per-minute allowance, kept on our side so the product stays
 * under it rather than learning it from refusals: at most `limit` calls per
 * key within any `windowMs`. Keys are bounded: past `maxKeys` the least
 * recently used is forgotten (its calls are then merely not counted).
 */
export class RateWindow {
  private readonly calls = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 10_000,
  ) {}

  /** Counts a call and answers 0, or answers how long to wait before one is allowed (the call is then not counted). */
  take(key: string): number {
    const now = this.now();
    const recent = (this.calls.get(key) ?? []).filter((at) => now - at < this.windowMs);
    this.calls.delete(key);
    if (recent.length >= this.limit) {
      this.calls.set(key, recent);
      return this.windowMs - (now - (recent[0] ?? now));
    }
    this.calls.set(key, [...recent, now]);
    if (this.calls.size > this.maxKeys) this.calls.delete(this.calls.keys().next().value as string);
    return 0;
  }
}
