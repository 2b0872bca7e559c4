import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contractSurface } from './contract-surface';

const read = (file: string) => JSON.parse(readFileSync(path.join(__dirname, '../..', file), 'utf8')) as Record<string, unknown>;
const lock = read('federation-contract.json');
const fingerprint = createHash('sha256').update(JSON.stringify(contractSurface())).digest('hex');

it('locks the federation contract at the shared package version', () => {
  expect(lock.version).toBe(read('package.json').version);
});

it('changes the contract only together with its version', () => {
  const hint =
    'The federation contract (plugin shape, route table, sidebar or event map) changed. Raise the version of @pulseboard/shared ' +
    '(major if an older remote or shell would break, minor for an addition) and write it with this fingerprint into shared/federation-contract.json.';
  expect({ fingerprint: lock.fingerprint, hint }).toEqual({ fingerprint, hint });
});
