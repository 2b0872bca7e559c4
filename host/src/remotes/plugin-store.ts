import { atom, type createStore } from 'jotai';
import { reportError, type RemoteDescriptor, type RemoteName, type RemotePlugin } from '@pulseboard/shared';
import { fetchPlugin, registerRemoteEntries } from './remote-loader.js';
import { preloadScreen } from './use-screen-code.js';

export type PluginState = { status: 'loading' } | { status: 'ready'; plugin: RemotePlugin } | { status: 'failed'; error: Error };

/** Load state of each remote's plugin asked for so far; a failed one never blocks the others. */
export const pluginStatesAtom = atom<Partial<Record<RemoteName, PluginState>>>({});

type States = Partial<Record<RemoteName, PluginState>>;
type SetStates = (update: (states: States) => States) => void;

async function loadPluginInto(remote: RemoteName, setStates: SetStates): Promise<void> {
  setStates((states) => ({ ...states, [remote]: { status: 'loading' } }));
  try {
    const plugin = await fetchPlugin(remote);
    setStates((states) => ({ ...states, [remote]: { status: 'ready', plugin } }));
  } catch (error) {
    reportError(error, { remote });
    setStates((states) => ({ ...states, [remote]: { status: 'failed', error: error as Error } }));
  }
}

/** Tells the shell where every remote lives; nothing is fetched until an area is asked for. */
export function registerPlugins(remotes: RemoteDescriptor[]): void {
  registerRemoteEntries(remotes);
}

/**
 * Loads a remote's plugin into the store unless it is loaded or loading:
 * when one of its routes is opened (from the shell's start, or a screen of
 * it), or a link to it is about to be followed. A first visit then
 * downloads only the area it shows.
 */
export function ensurePlugin(store: ReturnType<typeof createStore>, remote: RemoteName): Promise<void> {
  if (store.get(pluginStatesAtom)[remote]) return Promise.resolve();
  return loadPluginInto(remote, (update) => store.set(pluginStatesAtom, update(store.get(pluginStatesAtom))));
}

/**
 * Loads the area of the address the page opened on (ensurePlugin), then
 * starts loading the code of that route's screen: it downloads as soon as
 * its area has loaded, not once the router has rendered down to it.
 */
export async function ensureAreaOfPage(store: ReturnType<typeof createStore>, remote: RemoteName, routeName: string | undefined): Promise<void> {
  await ensurePlugin(store, remote);
  const state = store.get(pluginStatesAtom)[remote];
  if (routeName && state?.status === 'ready') preloadScreen(state.plugin, routeName);
}

/** A retry registers the remote again with force, so its remoteEntry.js is loaded anew. */
export function retryPlugin(remotes: RemoteDescriptor[], remote: RemoteName, setStates: SetStates): Promise<void> {
  registerRemoteEntries(
    remotes.filter((descriptor) => descriptor.name === remote),
    true,
  );
  return loadPluginInto(remote, setStates);
}
