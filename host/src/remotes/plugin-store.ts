import { atom } from 'jotai';
import { reportError, type RemoteDescriptor, type RemoteName, type RemotePlugin } from '@pulseboard/shared';
import { fetchPlugin, registerRemoteEntries } from './remote-loader.js';

export type PluginState = { status: 'loading' } | { status: 'ready'; plugin: RemotePlugin } | { status: 'failed'; error: Error };

/** Load state of every remote's plugin, filled as they arrive; a failed one never blocks the others. */
export const pluginStatesAtom = atom<Partial<Record<RemoteName, PluginState>>>({});

type SetStates = (update: (states: Partial<Record<RemoteName, PluginState>>) => Partial<Record<RemoteName, PluginState>>) => void;

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

/** Loads every remote in parallel. */
export function loadAllPlugins(remotes: RemoteDescriptor[], setStates: SetStates): Promise<void[]> {
  registerRemoteEntries(remotes);
  return Promise.all(remotes.map((remote) => loadPluginInto(remote.name, setStates)));
}

/** A retry registers the remote again with force, so the runtime fetches its manifest anew. */
export function retryPlugin(remotes: RemoteDescriptor[], remote: RemoteName, setStates: SetStates): Promise<void> {
  registerRemoteEntries(
    remotes.filter((descriptor) => descriptor.name === remote),
    true,
  );
  return loadPluginInto(remote, setStates);
}
