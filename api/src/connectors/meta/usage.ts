/**
 * Meta's usage headers, read on every answer: X-App-Usage and
 * X-Ad-Account-Usage give percentages of a budget, X-Business-Use-Case-Usage
 * the same per business with the minutes until access returns. Near a full
 * budget the connector stops calling for that token until the window has
 * passed, so it never runs into the throttling errors (which Meta counts
 * against the app too).
 */

/** From this share of a budget on, calls wait. */
const STOP_AT_PERCENT = 95;
/** How long to stay away when Meta says a budget is nearly spent but not when it comes back. */
const DEFAULT_PAUSE_MS = 60_000;
/** Tokens whose pauses are remembered at once. */
const MAX_KEYS = 10_000;

const numbers = (value: unknown): number[] =>
  value && typeof value === 'object' ? Object.values(value as Record<string, unknown>).flatMap((entry) => (typeof entry === 'number' ? [entry] : numbers(entry))) : [];

function parse(header: string | null): unknown {
  if (!header) return undefined;
  try {
    return JSON.parse(header) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The highest usage percentage the headers report; the wait before access
 * returns once throttled (`regainMs`); and when the ad account's budget resets.
 */
function readUsage(headers: Headers): { percent: number; regainMs: number; resetMs: number } {
  const app = parse(headers.get('x-app-usage'));
  const account = parse(headers.get('x-ad-account-usage')) as { acc_id_util_pct?: number; reset_time_duration?: number } | undefined;
  const business = parse(headers.get('x-business-use-case-usage'));
  const entries = business && typeof business === 'object' ? Object.values(business as Record<string, unknown>).flat() : [];
  const businessPercents = entries.flatMap((entry) => {
    const { call_count, total_cputime, total_time } = (entry ?? {}) as Record<string, unknown>;
    return [call_count, total_cputime, total_time].filter((value): value is number => typeof value === 'number');
  });
  const regainMinutes = Math.max(0, ...entries.map((entry) => Number((entry as { estimated_time_to_regain_access?: unknown })?.estimated_time_to_regain_access) || 0));
  const resetSeconds = Number(account?.reset_time_duration) || 0;
  const percent = Math.max(0, ...numbers(app), account?.acc_id_util_pct ?? 0, ...businessPercents);
  return { percent, regainMs: regainMinutes * 60_000, resetMs: resetSeconds * 1000 };
}

/** Per token, the time before which no call goes out. */
export class UsageGate {
  private readonly pausedUntil = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  /** How long calls for this key must still wait (0: go). */
  waitFor(key: string): number {
    const until = this.pausedUntil.get(key);
    if (until === undefined) return 0;
    const wait = until - this.now();
    if (wait <= 0) this.pausedUntil.delete(key);
    return Math.max(0, wait);
  }

  /** Reads an answer's headers and pauses the key when a budget is nearly spent. */
  record(key: string, headers: Headers): void {
    const { percent, regainMs, resetMs } = readUsage(headers);
    if (percent < STOP_AT_PERCENT && regainMs === 0) return;
    if (this.pausedUntil.size >= MAX_KEYS) this.pausedUntil.delete(this.pausedUntil.keys().next().value as string);
    this.pausedUntil.set(key, this.now() + (Math.max(regainMs, resetMs) || DEFAULT_PAUSE_MS));
  }
}
