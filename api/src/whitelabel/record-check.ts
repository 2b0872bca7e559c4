import type { DnsRecordCheck } from '@pulseboard/shared/contracts';
import { DnsUnreachable } from './dns-lookup.js';

export type RecordSpec = Pick<DnsRecordCheck, 'purpose' | 'type' | 'name' | 'expected'>;

/** A record as it must be made, before any check. */
export const unchecked = (spec: RecordSpec): DnsRecordCheck => ({ ...spec, observed: null, status: 'unchecked', problem: null });

export const verified = (spec: RecordSpec, observed: string[]): DnsRecordCheck => ({ ...spec, observed, status: 'verified', problem: null });

export const missing = (spec: RecordSpec, problem: string): DnsRecordCheck => ({ ...spec, observed: [], status: 'missing', problem });

export const mismatch = (spec: RecordSpec, observed: string[], problem: string): DnsRecordCheck => ({ ...spec, observed, status: 'mismatch', problem });

/** Runs one record's check; a DNS that could not be asked says so rather than "missing". */
export async function checked(spec: RecordSpec, check: () => Promise<DnsRecordCheck>): Promise<DnsRecordCheck> {
  try {
    return await check();
  } catch (error) {
    if (!(error instanceof DnsUnreachable)) throw error;
    return { ...spec, observed: null, status: 'unreachable', problem: `The DNS could not be asked about ${spec.name} (${error.message}). Try again in a moment.` };
  }
}

export const allVerified = (records: readonly DnsRecordCheck[]): boolean => records.length > 0 && records.every((record) => record.status === 'verified');
