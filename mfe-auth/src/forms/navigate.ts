/**
 * After signing in, registering or resetting a password the page is loaded
 * anew, so the shell starts from a page config that carries the new session.
 */
export function startSignedIn(target: string): void {
  window.location.assign(target);
}
