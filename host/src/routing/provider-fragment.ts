/**
 * Facebook appends `#_=_` to its redirect back, and browsers keep a
 * fragment across the server's own redirect, so a Facebook sign-in lands on
 * `/intro#_=_`. The fragment means nothing here: it is taken off the address
 * before the router reads it.
 */
export function dropProviderFragment(location: Location = window.location, history: History = window.history): void {
  if (location.hash !== '#_=_') return;
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
}
