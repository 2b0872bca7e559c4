/**
 * This tab's editing session of a dashboard: sent with every save, so the
 * server tells the tab's own earlier saves (which may have landed after the
 * tab stopped waiting for them) from another session's. Kept for the tab
 * (sessionStorage), so a reload's saves are still its own.
 *
 * A duplicated tab (or a window opened by the page) starts with a copy of
 * the tab's sessionStorage. Were it to take the kept session, its saves,
 * based on the revision it loaded, would pass for the original's own and
 * overwrite what the original saved since. So the kept session is marked
 * while a live page holds it: a page finding it marked, unless it holds it
 * itself, is such a copy (or follows a crash) and takes a new session. The
 * mark goes when the page goes for good (a reload's old page fires pagehide
 * before the new page reads storage), and stays while the page sits in the
 * back/forward cache, from which it may come back with the session.
 */
const keyOf = (dashboardId: number) => `pulseboard.dashboard-editor.${dashboardId}`;
const heldKeyOf = (dashboardId: number) => `${keyOf(dashboardId)}.held`;

/** The sessions this page holds, by dashboard: an editor mounting again in the page keeps its session. */
const held = new Map<number, string>();

/** 32 hex digits. Not crypto.randomUUID: pages served over plain http (a white-label domain without TLS) do not have it. */
function newSession(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Marks the session held before keeping it: a mark without its session costs a later page a new session, never a shared one. */
function hold(dashboardId: number, session: string): void {
  sessionStorage.setItem(heldKeyOf(dashboardId), '1');
  sessionStorage.setItem(keyOf(dashboardId), session);
}

/** Lifts the mark of this page's session; one another page has kept since is that page's. */
function release(dashboardId: number, session: string): void {
  if (sessionStorage.getItem(keyOf(dashboardId)) === session) sessionStorage.removeItem(heldKeyOf(dashboardId));
}

/** The kept session when no live page holds it (a reload's), else a new one. */
function takeSession(dashboardId: number): string {
  const kept = sessionStorage.getItem(heldKeyOf(dashboardId)) === null ? sessionStorage.getItem(keyOf(dashboardId)) : null;
  const session = kept ?? newSession();
  hold(dashboardId, session);
  return session;
}

/** Applies `change` to each session the page holds. */
function inStorage(change: (dashboardId: number, session: string) => void): void {
  try {
    held.forEach((session, dashboardId) => change(dashboardId, session));
  } catch {
    // Storage disabled: nothing was kept.
  }
}

window.addEventListener('pagehide', (event) => {
  if (!event.persisted) inStorage(release);
});
// Back from the back/forward cache: a page of the tab shown meanwhile may have kept a session of its own.
window.addEventListener('pageshow', (event) => {
  if (event.persisted) inStorage(hold);
});

export function editorSessionOf(dashboardId: number): string {
  let session = held.get(dashboardId);
  if (session) return session;
  try {
    session = takeSession(dashboardId);
  } catch {
    // Storage disabled: the session lasts as long as the page.
    session = newSession();
  }
  held.set(dashboardId, session);
  return session;
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
