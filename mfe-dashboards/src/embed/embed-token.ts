/**
 * An embed's signed token travels in the URL fragment (`#token=…`), which no
 * request carries: no server log, Referer or cookie holds it. The screen
 * reads it when it first renders and takes it off the address once it is
 * shown, so neither the frame's history nor a copied address keeps it; it
 * lives in memory only: never in storage, which a third-party frame may not
 * have anyway. Reading changes nothing, because React may render a screen
 * and throw that render away (while a lazy part loads) before it keeps one.
 */
export function readEmbedToken(location: Location = window.location): string | null {
  return new URLSearchParams(location.hash.slice(1)).get('token') || null;
}

/** Takes the fragment off the frame's address, without a history entry. */
export function dropEmbedFragment(location: Location = window.location, history: History = window.history): void {
  if (!location.hash) return;
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
}
