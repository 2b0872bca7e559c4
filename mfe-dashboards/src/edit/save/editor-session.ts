/**
 * This tab's editing session of a dashboard: sent with every save, so the
 * server tells the tab's own earlier saves (which may have landed after the
 * tab stopped waiting for them) from another session's. Kept for the tab
 * (sessionStorage), so a reload's saves are still its own.
 */
const keyOf = (dashboardId: number) => `pulseboard.dashboard-editor.${dashboardId}`;

/** 32 hex digits. Not crypto.randomUUID: pages served over plain http (a white-label domain without TLS) do not have it. */
function newSession(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function editorSessionOf(dashboardId: number): string {
  try {
    const kept = sessionStorage.getItem(keyOf(dashboardId));
    if (kept) return kept;
    const session = newSession();
    sessionStorage.setItem(keyOf(dashboardId), session);
    return session;
  } catch {
    // Storage disabled: the session lasts as long as the page.
    return newSession();
  }
}

/**
 * Numbers the saves of a page in the order they are sent, so the server can
 * drop one that arrives after a later one of the same session. Starting
 * from the clock carries the order over a reload of the tab, which keeps its
 * session but not this counter; starting above `recorded`, the latest
 * number the dashboard holds, keeps it when the clock went back meanwhile.
 */
export function createSaveSequence(recorded: number, now: () => number = Date.now): () => number {
  let last = recorded;
  return () => (last = Math.max(now(), last + 1));
}
