import { parseArgs } from 'node:util';
import { startCluster } from './cluster.js';
import { DEMO_LOGINS } from './db/seed.js';

// `npm run cluster -- --apis 3 --workers 2`: the scale-out topology on this machine, until Ctrl-C.
const { values } = parseArgs({ options: { apis: { type: 'string', default: '2' }, workers: { type: 'string', default: '1' } } });

function count(name: string, value: string, min: number): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > 16) {
    process.stderr.write(`--${name} must be a whole number from ${min} to 16.\n`);
    process.exit(1);
  }
  return parsed;
}

const cluster = await startCluster({ apis: count('apis', values.apis, 1), workers: count('workers', values.workers, 0) });
const lines = [
  `${cluster.apis.length} API instances (put a load balancer in front of them in production):`,
  ...cluster.apis.map((url) => `  ${url}`),
  `Database: ${cluster.databaseUrl.replace(/:[^:@/]+@/, ':***@')}`,
  'Sign in with:',
  ...DEMO_LOGINS.map((login) => `  ${login.email} / ${login.password} (${login.role})`),
];
process.stdout.write(`\n${lines.join('\n')}\n\n`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    process.stdout.write('Stopping the cluster…\n');
    void cluster.stop().then(() => process.exit(0));
  });
}
