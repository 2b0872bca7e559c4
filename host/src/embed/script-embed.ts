import type { EmbedCommandMap } from '@pulseboard/shared';

/** The custom element of the script embed, `<pulseboard-dashboard permalink="…" token="…">`. */
export const DASHBOARD_ELEMENT = 'pulseboard-dashboard';

/** What the page can do with one of them, besides hearing its `pulseboard:<type>` events. */
export interface DashboardElementApi {
  setRange(range: EmbedCommandMap['setRange']): void;
}

/** The bundle defining the element, built beside the app (host/webpack.config.js): React and the dashboards come with it, so embed.js stays small. */
const ELEMENTS_SCRIPT = '/embed-elements/main.js';

/**
 * Loads the element's bundle, once, as soon as the page has an element to
 * define: now, or when one is added later (embed.js loads async, and pages
 * add embeds as they like). Pages with frames only never load it.
 */
export function loadElementsWhenUsed(origin: string): void {
  const used = () => document.querySelector(DASHBOARD_ELEMENT) !== null;
  const load = () => {
    if (customElements.get(DASHBOARD_ELEMENT)) return;
    document.head.append(Object.assign(document.createElement('script'), { src: `${origin}${ELEMENTS_SCRIPT}`, async: true }));
  };
  if (used()) return load();
  const observer = new MutationObserver(() => {
    if (!used()) return;
    observer.disconnect();
    load();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
}
