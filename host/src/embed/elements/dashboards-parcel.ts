import type { ParcelConfig } from 'single-spa';
import { containerName, loadExposedModule, registerContainer } from '../../remotes/containers.js';

/**
 * The dashboards remote as the app serves it (the API's default remote
 * entry), under the container name its build gives it, so the page loads
 * it, and every shared module, once for all elements.
 */
const DASHBOARDS_REMOTE = { name: containerName('dashboards'), path: '/remotes/dashboards/remoteEntry.js' };

let parcel: Promise<ParcelConfig> | null = null;

/** The dashboards remote's `./parcel`, loaded from the app's origin at the first call. */
export function loadDashboardsParcel(origin: string): Promise<ParcelConfig> {
  parcel ??= (async () => {
    registerContainer(DASHBOARDS_REMOTE.name, `${origin}${DASHBOARDS_REMOTE.path}`);
    const exported = (await loadExposedModule(DASHBOARDS_REMOTE.name, './parcel')) as { default?: ParcelConfig } | undefined;
    if (!exported?.default) throw new Error('The dashboards remote exposes no parcel');
    return exported.default;
  })();
  // A failed load (the network) may be tried again by the next element.
  parcel.catch(() => (parcel = null));
  return parcel;
}
