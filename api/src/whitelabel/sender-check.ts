import { spf } from 'mailauth/lib/spf/index.js';
import type { DnsRecordCheck } from '@pulseboard/shared/contracts';
import type { DnsLookup } from './dns-lookup.js';
import { checked, missing, mismatch, verified, type RecordSpec } from './record-check.js';

export const DKIM_SELECTOR = 'pulseboard';
/** RFC 7208 §4.6.4: an SPF evaluation may cause at most 10 DNS look-ups; past that receivers fail it. */
const SPF_LOOKUP_LIMIT = 10;
/** TEST-NET-1 (RFC 5737): matched by no real record, so the evaluation walks every mechanism and counts every look-up. */
const UNMATCHED_IP = '192.0.2.1';

export interface SenderRecords {
  spf: RecordSpec;
  dkim: RecordSpec;
  dmarc: RecordSpec;
}

/** The three records a white-label sender's domain needs for its mail to be delivered. */
export function senderRecords({ domain, dkimPublicKey, spfInclude }: { domain: string; dkimPublicKey: string; spfInclude: string }): SenderRecords {
  return {
    spf: { purpose: 'spf', type: 'TXT', name: domain, expected: `v=spf1 include:${spfInclude} ~all` },
    dkim: { purpose: 'dkim', type: 'TXT', name: `${DKIM_SELECTOR}._domainkey.${domain}`, expected: `v=DKIM1; k=rsa; p=${dkimPublicKey}` },
    dmarc: { purpose: 'dmarc', type: 'TXT', name: `_dmarc.${domain}`, expected: 'v=DMARC1; p=none;' },
  };
}

const isSpf = (value: string) => /^v=spf1(\s|$)/i.test(value);

async function checkSpf(lookup: DnsLookup, spec: RecordSpec, spfInclude: string): Promise<DnsRecordCheck> {
  const records = (await lookup.txt(spec.name)).filter(isSpf);
  if (!records.length) return missing(spec, `There is no SPF record at ${spec.name} yet. Create the TXT record shown.`);
  if (records.length > 1) return mismatch(spec, records, `${spec.name} has ${records.length} SPF records; receivers reject mail when there is more than one. Merge them into one record.`);
  const [record = ''] = records;
  if (!record.toLowerCase().split(/\s+/).includes(`include:${spfInclude}`)) {
    return mismatch(spec, records, `The SPF record does not include ${spfInclude}. Add "include:${spfInclude}" before its "all".`);
  }
  // The whole evaluation, includes followed, as a receiver runs it: it fails past 10 look-ups or on a broken include.
  const evaluation = await spf({ sender: `postmaster@${spec.name}`, ip: UNMATCHED_IP, helo: spec.name, mta: 'pulseboard', resolver: lookup.resolve, maxResolveCount: SPF_LOOKUP_LIMIT });
  const { result, comment } = evaluation.status;
  if (result === 'permerror' || result === 'temperror') {
    const reason = typeof comment === 'string' ? comment : result;
    const tooMany = /lookup|resolve/i.test(reason);
    return mismatch(
      spec,
      records,
      tooMany
        ? `The SPF record needs more than ${SPF_LOOKUP_LIMIT} DNS look-ups (its includes count too), so receivers fail it. Remove includes you no longer send with.`
        : `The SPF record cannot be evaluated: ${reason}.`,
    );
  }
  return verified(spec, records);
}

const keyOf = (record: string) => /(?:^|;)\s*p=([^;]*)/i.exec(record)?.[1]?.replace(/\s+/g, '') ?? null;

async function checkDkim(lookup: DnsLookup, spec: RecordSpec): Promise<DnsRecordCheck> {
  const records = await lookup.txt(spec.name);
  if (!records.length) return missing(spec, `There is no DKIM record at ${spec.name} yet. Create the TXT record shown; it holds the public half of the key mail is signed with.`);
  if (records.some((record) => keyOf(record) === keyOf(spec.expected))) return verified(spec, records);
  return mismatch(spec, records, `The DKIM record at ${spec.name} holds another key, so signed mail would fail. Replace its value with the one shown.`);
}

async function checkDmarc(lookup: DnsLookup, spec: RecordSpec): Promise<DnsRecordCheck> {
  const records = (await lookup.txt(spec.name)).filter((value) => /^v=DMARC1(\s*;|$)/i.test(value));
  if (!records.length) return missing(spec, `There is no DMARC record at ${spec.name} yet. Create the TXT record shown (or keep a stricter policy of your own).`);
  if (records.length > 1) return mismatch(spec, records, `${spec.name} has ${records.length} DMARC records; receivers ignore them all. Keep one.`);
  return verified(spec, records);
}

/** Looks the three records up (at once) and says of each what is wrong, in words. */
export async function checkSender(lookup: DnsLookup, records: SenderRecords, spfInclude: string): Promise<DnsRecordCheck[]> {
  return Promise.all([
    checked(records.spf, () => checkSpf(lookup, records.spf, spfInclude)),
    checked(records.dkim, () => checkDkim(lookup, records.dkim)),
    checked(records.dmarc, () => checkDmarc(lookup, records.dmarc)),
  ]);
}
