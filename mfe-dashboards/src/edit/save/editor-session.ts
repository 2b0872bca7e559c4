/**
 * This tab's editing session of a dashboard: sent with every save, so the
 * server tells the tab's own earlier saves (which may have landed after the
 * tab stopped waiting for them) from another session's. Kept for the tab
 * (sessionStorage), so a reload's saves are still its own.
 */
const keyOf = (dashboardId: number) => `pulseboard.dashboard-editor.${dashboardId}`;

export function editorSessionOf(dashboardId: number): string {
  try {
    const kept = sessionStorage.getItem(keyOf(dashboardId));
    if (kept) return kept;
    const session = crypto.randomUUID();
    sessionStorage.setItem(keyOf(dashboardId), session);
    return session;
  } catch {
    // Storage disabled: the session lasts as long as the page.
    return crypto.randomUUID();
  }
}
