import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteDescriptor, type RemoteName } from '@pulseboard/shared/contracts';

/** The file name of a remote's entry, which its address keeps across builds. */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** Where a remote's build is, when this API serves it. */
export const remoteDistDir = (webRoot: string, name: RemoteName) => path.join(webRoot, `mfe-${name}`, 'dist');

/** Where a remote's entry is when this API serves the remote's build itself. */
export const servedEntryPath = (name: RemoteName) => `/remotes/${name}/${REMOTE_ENTRY_FILE}`;

/** The query parameter that names an entry's version. */
export const ENTRY_VERSION_PARAM = 'v';

interface Version {
  mtimeMs: number;
  size: number;
  value: string;
}

export interface RemoteEntries {
  /** A remote's entry as pages are given it (the shell page names its area's). */
  entryOf(name: RemoteName): Promise<string>;
  /** Every remote's (page config, remotes list). */
  descriptors(): Promise<RemoteDescriptor[]>;
  /** Whether a request for a served remote's entry named the version it has now: then the answer may be kept for good. */
  isCurrent(name: RemoteName, version: unknown): boolean;
}

/**
 * The address of each remote's entry. A remote this API serves from its build
 * is named with a version of its entry's content (`?v=`), so browsers keep the
 * entry until a new build of that remote changes it instead of asking the
 * server again on every page load; the version follows the file (its size and
 * time are checked on every ask), so a remote deployed again while the API
 * runs is named anew. A remote served from elsewhere (REMOTE_<NAME>_URL) is
 * named as configured.
 */
export function remoteEntries({ remotes, webRoot }: { remotes: Record<RemoteName, string>; webRoot: string }): RemoteEntries {
  const versions = new Map<RemoteName, Version>();

  async function versionOf(name: RemoteName): Promise<string | null> {
    const file = path.join(remoteDistDir(webRoot, name), REMOTE_ENTRY_FILE);
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    const known = versions.get(name);
    if (known && known.mtimeMs === info.mtimeMs && known.size === info.size) return known.value;
    const value = createHash('sha256')
      .update(await readFile(file))
      .digest('hex')
      .slice(0, 12);
    versions.set(name, { mtimeMs: info.mtimeMs, size: info.size, value });
    return value;
  }

  async function entryOf(name: RemoteName): Promise<string> {
    const configured = remotes[name];
    if (configured !== servedEntryPath(name)) return configured;
    const version = await versionOf(name);
    return version ? `${configured}?${ENTRY_VERSION_PARAM}=${version}` : configured;
  }

  return {
    entryOf,
    descriptors: () => Promise.all(REMOTE_NAMES.map(async (name) => ({ name, entry: await entryOf(name) }))),
    isCurrent(name, version) {
      return typeof version === 'string' && versions.get(name)?.value === version;
    },
  };
}
