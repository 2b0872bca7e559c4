import { navigateAway } from '@pulseboard/shared';

/**
 * After signing in, registering or resetting a password the page is loaded
 * anew, so the shell starts from a page config that carries the new session.
 */
export function startSignedIn(target: string): void {
  navigateAway(target);
}

/** To a sign-in provider's page: a full navigation away from the app, which the provider sends back to the server. */
export function goToProvider(url: string): void {
  navigateAway(url);
}
