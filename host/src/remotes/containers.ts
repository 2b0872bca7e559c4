/**
 * Remote containers through webpack's own Module Federation API: a remote's
 * remoteEntry.js, loaded as a script, defines a global container named after
 * the remote's build; the shell initialises it once with the page's share
 * scope (so React, the shared package and every other singleton come from
 * the page) and asks it for an exposed module. Nothing is fetched until an
 * exposed module is asked for.
 */

import type { RemoteName } from '@pulseboard/shared';

/** The container name each remote is built with (the `name` of its webpack config). */
export const containerName = (remote: RemoteName): string => `pulseboard_${remote}`;

/** What a remoteEntry.js defines (webpack's container interface). */
interface Container {
  init(shareScope: unknown): unknown;
  get(module: string): Promise<() => unknown>;
}

const entries = new Map<string, string>();
const containers = new Map<string, Promise<Container>>();

/**
 * Tells the shell where a container's remoteEntry.js lives. With `force`, a
 * container loaded or loading before is forgotten, so the next module asked
 * of it loads its entry anew (a retry after the remote was unreachable).
 */
export function registerContainer(name: string, entry: string, { force = false } = {}): void {
  if (entries.get(name) === entry && !force) return;
  entries.set(name, entry);
  containers.delete(name);
}

function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      script.remove();
      resolve();
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`${url} could not be loaded`));
    };
    document.head.append(script);
  });
}

function globalContainer(name: string): Container | undefined {
  const candidate = (window as unknown as Record<string, unknown>)[name];
  return candidate && typeof candidate === 'object' && 'get' in candidate && 'init' in candidate ? (candidate as Container) : undefined;
}

async function startContainer(name: string, entry: string): Promise<Container> {
  await loadScript(entry);
  const container = globalContainer(name);
  if (!container) throw new Error(`${entry} did not define the ${name} container`);
  await __webpack_init_sharing__('default');
  await container.init(__webpack_share_scopes__.default);
  return container;
}

function containerOf(name: string): Promise<Container> {
  let container = containers.get(name);
  if (!container) {
    const entry = entries.get(name);
    if (!entry) return Promise.reject(new Error(`No entry is registered for the ${name} container`));
    container = startContainer(name, entry);
    containers.set(name, container);
    // A failed load is forgotten, so asking again (a retry) loads the entry again.
    container.catch(() => {
      if (containers.get(name) === container) containers.delete(name);
    });
  }
  return container;
}

/** The module a container exposes as `module` (e.g. `./plugin`), evaluated. */
export async function loadExposedModule(name: string, module: string): Promise<unknown> {
  const factory = await (await containerOf(name)).get(module);
  return factory();
}
