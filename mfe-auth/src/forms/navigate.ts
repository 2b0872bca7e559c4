import { navigateAway } from '@pulseboard/shared';

/**
 * After signing in, registering or resetting a password the page is loaded
 * anew, so the shell starts from a page config that carries the new session.
 */
export function startSignedIn(target: string): void {
  navigateAway(target);
}
