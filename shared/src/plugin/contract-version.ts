const VERSION = /^(\d+)\.(\d+)\.(\d+)$/;

/**
 * Why a remote built for contract `builtFor` cannot run in a shell running
 * contract `running`, or null when it can: the same major version, and no
 * newer minor than the shell's (a remote may use what its contract added, a
 * shell never needs more than it has).
 */
export function contractMismatch(builtFor: string, running: string): string | null {
  const remote = VERSION.exec(builtFor);
  const shell = VERSION.exec(running);
  if (!remote || !shell) return `its contract version ${builtFor} is not a version`;
  if (remote[1] !== shell[1] || Number(remote[2]) > Number(shell[2])) return `it was built for contract ${builtFor} and this shell runs ${running}`;
  return null;
}
