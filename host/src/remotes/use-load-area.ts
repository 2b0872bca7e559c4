import { useCallback } from 'react';
import { useStore } from 'jotai';
import type { RemoteName } from '@pulseboard/shared';
import { ensurePlugin } from './plugin-store.js';

/** Starts loading an area's remote (once per page), for a screen of it or a link about to be followed. */
export function useLoadArea(): (area: RemoteName) => void {
  const store = useStore();
  return useCallback((area: RemoteName) => void ensurePlugin(store, area), [store]);
}
