import { createHmac } from 'node:crypto';
import type { DnsRecordCheck } from '@pulseboard/shared/contracts';
import { keyFor } from '../lib/keys.js';
import type { DnsLookup } from './dns-lookup.js';
import { checked, missing, mismatch, verified, type RecordSpec } from './record-check.js';

/** What a white-label domain needs: a CNAME to the product, and a TXT record proving the company controls the domain. */
export function domainRecords({ appKey, companyId, domain, cnameTarget }: { appKey: string; companyId: number; domain: string; cnameTarget: string }): { cname: RecordSpec; ownership: RecordSpec } {
  const token = createHmac('sha256', keyFor(appKey, 'whitelabel-domain')).update(`${companyId}:${domain}`).digest('base64url').slice(0, 32);
  return {
    cname: { purpose: 'cname', type: 'CNAME', name: domain, expected: cnameTarget },
    ownership: { purpose: 'ownership', type: 'TXT', name: `_pulseboard.${domain}`, expected: `pulseboard-domain-verification=${token}` },
  };
}

async function checkCname(lookup: DnsLookup, spec: RecordSpec): Promise<DnsRecordCheck> {
  const targets = await lookup.cname(spec.name);
  if (targets.includes(spec.expected)) return verified(spec, targets);
  if (targets.length) return mismatch(spec, targets, `${spec.name} points to ${targets.join(', ')}; it must point to ${spec.expected}.`);
  // No CNAME, yet the name answers with addresses: an A record, or a DNS provider's proxy (Cloudflare's orange cloud) flattening the CNAME.
  const addresses = await lookup.addresses(spec.name);
  if (addresses.length) {
    return mismatch(
      spec,
      addresses,
      `${spec.name} answers with addresses (${addresses.join(', ')}) instead of a CNAME. Replace them with a CNAME to ${spec.expected}; if your DNS provider proxies the record, switch it to "DNS only".`,
    );
  }
  return missing(spec, `There is no CNAME record at ${spec.name} yet. Create one pointing to ${spec.expected}; new records can take a few minutes to show.`);
}

async function checkOwnership(lookup: DnsLookup, spec: RecordSpec): Promise<DnsRecordCheck> {
  const values = await lookup.txt(spec.name);
  if (values.includes(spec.expected)) return verified(spec, values);
  if (values.length) return mismatch(spec, values, `The TXT record at ${spec.name} holds another value; set it to ${spec.expected}.`);
  return missing(spec, `There is no TXT record at ${spec.name} yet. Create it with the value shown.`);
}

/** Looks both records up (at once) and says of each what is wrong, in words. */
export async function checkDomain(lookup: DnsLookup, records: { cname: RecordSpec; ownership: RecordSpec }): Promise<DnsRecordCheck[]> {
  return Promise.all([checked(records.cname, () => checkCname(lookup, records.cname)), checked(records.ownership, () => checkOwnership(lookup, records.ownership))]);
}
