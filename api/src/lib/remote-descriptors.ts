import { REMOTE_NAMES, type RemoteDescriptor } from '@pulseboard/shared/contracts';
import type { AppConfig } from '../config.js';

/** Where the shell loads each remote from (REMOTE_<NAME>_URL, or the API's own /remotes/<name>/). */
export function remoteDescriptors(config: Pick<AppConfig, 'remotes'>): RemoteDescriptor[] {
  return REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] }));
}
