import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

/**
 * The e2e suite and the API's renderer tests drive Debian's Chromium (no
 * browser download is possible or wanted). On a fresh machine, running as
 * root, it is installed from apt. Both test tasks may start at once, so the
 * install runs under a file lock and is skipped by whoever comes second.
 */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (existsSync(chromium)) process.exit(0);

if (process.getuid?.() !== 0) {
  console.error(`Chromium is missing at ${chromium}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
  process.exit(1);
}

console.log('Installing Debian chromium for the tests…');
const install = `test -x '${chromium}' || { apt-get update && apt-get install -y --no-install-recommends chromium; }`;
execFileSync('flock', ['/tmp/pulseboard-chromium-install.lock', 'sh', '-c', install], {
  stdio: 'inherit',
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
});
