import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

/**
 * The e2e suite drives Debian's Chromium (no browser download is possible or
 * wanted). On a fresh machine, running as root, it is installed from apt.
 */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (existsSync(chromium)) process.exit(0);

if (process.getuid?.() !== 0) {
  console.error(`Chromium is missing at ${chromium}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
  process.exit(1);
}

console.log('Installing Debian chromium for the e2e suite…');
execFileSync('apt-get', ['update'], { stdio: 'inherit' });
execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
  stdio: 'inherit',
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
});
