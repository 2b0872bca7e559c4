import type { RateLimitCounters } from '../lib/rate-limit-counters.js';

const WINDOW_MS = 60_000;

/**
 * New PDF renders per viewer per minute, counted in PostgreSQL so the quota
 * holds across instances. Polling, joining a render already under way and
 * reusing a finished file are free: only starting a render takes a place.
 */
export function renderQuota(counters: RateLimitCounters, perMinute: number) {
  return {
    async take(viewer: string): Promise<boolean> {
      const { hits } = await counters.hit('pdf-renders', viewer, WINDOW_MS);
      return hits <= perMinute;
    },
  };
}

export type RenderQuota = ReturnType<typeof renderQuota>;
