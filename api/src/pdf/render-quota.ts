const WINDOW_MS = 60_000;

/**
 * New PDF renders per viewer per minute (a sliding window, in memory: with
 * several API instances each keeps its own count). Polling, joining a render
 * already under way and reusing a finished file are free.
 */
export function renderQuota(perMinute: number) {
  const starts = new Map<string, number[]>();
  const recent = (viewer: string, now: number) => (starts.get(viewer) ?? []).filter((at) => now - at < WINDOW_MS);

  return {
    allows(viewer: string, now = Date.now()): boolean {
      return recent(viewer, now).length < perMinute;
    },
    record(viewer: string, now = Date.now()): void {
      const kept = recent(viewer, now);
      kept.push(now);
      starts.set(viewer, kept);
      // Viewers who stopped asking are forgotten, so the map stays as small as the last minute's traffic.
      for (const [other, times] of starts) if (times.every((at) => now - at >= WINDOW_MS)) starts.delete(other);
    },
  };
}

export type RenderQuota = ReturnType<typeof renderQuota>;
