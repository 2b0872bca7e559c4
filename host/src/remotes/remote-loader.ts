import { contractMismatch, remotePluginSchema, routesOfArea, type RemoteDescriptor, type RemoteName, type RemotePlugin } from '@pulseboard/shared';
import { containerName, loadExposedModule, registerContainer } from './containers.js';

function absoluteEntry(entry: string): string {
  return new URL(entry, window.location.origin).toString();
}

/** Tells the shell where each remote's container lives, as the API said at page load. */
export function registerRemoteEntries(remotes: RemoteDescriptor[], force = false): void {
  for (const remote of remotes) registerContainer(containerName(remote.name), absoluteEntry(remote.entry), { force });
}

export class RemoteLoadError extends Error {
  readonly remote: RemoteName;

  constructor(remote: RemoteName, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RemoteLoadError';
    this.remote = remote;
  }
}

/**
 * Validates what a remote exposed as ./plugin: the contract it was built for
 * (against the one this shell was built with), the shape, and that it only
 * renders routes of its own area. A refusal shows that area's fallback.
 */
export function validatePlugin(remote: RemoteName, exported: unknown, shellContract: string = __PULSEBOARD_CONTRACT__): RemotePlugin {
  const candidate = exported && typeof exported === 'object' && 'default' in exported ? exported.default : exported;
  const result = remotePluginSchema.safeParse(candidate);
  if (!result.success) {
    throw new RemoteLoadError(remote, `The ${remote} area exposed an invalid plugin: ${result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
  }
  const plugin = result.data as RemotePlugin;
  const mismatch = contractMismatch(plugin.contract, shellContract);
  if (mismatch) throw new RemoteLoadError(remote, `The ${remote} area cannot run in this version of Pulseboard: ${mismatch}. Deploy a ${remote} build made for it.`);
  if (plugin.id !== remote) throw new RemoteLoadError(remote, `The ${remote} area identified itself as ${plugin.id}`);
  const own = new Set(routesOfArea(remote).map((route) => route.name));
  const foreign = plugin.routes.filter((route) => !own.has(route.name)).map((route) => route.name);
  if (foreign.length) throw new RemoteLoadError(remote, `The ${remote} area claims routes of other areas: ${foreign.join(', ')}`);
  return plugin;
}

export async function fetchPlugin(remote: RemoteName): Promise<RemotePlugin> {
  let exported: unknown;
  try {
    exported = await loadExposedModule(containerName(remote), './plugin');
  } catch (error) {
    throw new RemoteLoadError(remote, `The ${remote} area could not be loaded`, { cause: error });
  }
  return validatePlugin(remote, exported);
}
