import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ParcelConfig } from 'single-spa';

/**
 * The dashboards remote as the app serves it (the API's default remote
 * entry, /api/remotes), registered under the name and alias the app's shell
 * gives it (remotes/remote-loader.ts), so the one federation runtime of the
 * page loads it, and every shared module, once for all elements.
 */
const DASHBOARDS_REMOTE = { name: 'pulseboard_dashboards', alias: 'dashboards', path: '/remotes/dashboards/mf-manifest.json' };

let parcel: Promise<ParcelConfig> | null = null;

/** The dashboards remote's `./parcel`, loaded from the app's origin at the first call. */
export function loadDashboardsParcel(origin: string): Promise<ParcelConfig> {
  parcel ??= (async () => {
    registerRemotes([{ name: DASHBOARDS_REMOTE.name, alias: DASHBOARDS_REMOTE.alias, entry: `${origin}${DASHBOARDS_REMOTE.path}` }]);
    const exported = await loadRemote<{ default: ParcelConfig }>(`${DASHBOARDS_REMOTE.alias}/parcel`);
    if (!exported) throw new Error('The dashboards remote exposes no parcel');
    return exported.default;
  })();
  // A failed load (the network) may be tried again by the next element.
  parcel.catch(() => (parcel = null));
  return parcel;
}
