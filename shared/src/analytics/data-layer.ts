/** One entry of the analytics data layer (the Google Tag Manager convention: an `event` name plus fields). */
export type AnalyticsEntry = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes to `window.dataLayer`, creating it when no tag manager has yet. */
export function pushAnalytics(entry: AnalyticsEntry): void {
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
}
