/**
 * The viewing token of a password-protected dashboard, kept per permalink for
 * the browser tab (sessionStorage): a reload does not ask again, a new tab does.
 */
const keyOf = (permalink: string) => `pulseboard.dashboard-token.${permalink}`;

export function readDashboardToken(permalink: string): string | null {
  try {
    return sessionStorage.getItem(keyOf(permalink));
  } catch {
    return null; // storage disabled: the password is asked on every load
  }
}

export function storeDashboardToken(permalink: string, token: string | null): void {
  try {
    if (token) sessionStorage.setItem(keyOf(permalink), token);
    else sessionStorage.removeItem(keyOf(permalink));
  } catch {
    // storage disabled: the token lives only as long as the screen
  }
}
