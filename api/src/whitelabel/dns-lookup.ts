import { Resolver } from 'node:dns/promises';

/**
 * The DNS questions the white-label checks ask. A name without such records
 * answers an empty list; a DNS that cannot be asked (timeout, refused,
 * server failure) throws DnsUnreachable, so "missing" is never said of a
 * record nobody could look at.
 */
export interface DnsLookup {
  cname(name: string): Promise<string[]>;
  /** Each TXT record's strings joined, as SPF and DKIM read them. */
  txt(name: string): Promise<string[]>;
  /** A and AAAA addresses. */
  addresses(name: string): Promise<string[]>;
  /** Any record type as node's resolve answers it, errors included: what an SPF evaluator walks with. */
  resolve(name: string, rrtype: string): Promise<string[] | string[][]>;
}

export class DnsUnreachable extends Error {}

/** No record of that type, or no such name: an answer, not a failure. */
const NO_RECORD_CODES = new Set(['ENODATA', 'ENOTFOUND']);

async function answered<T>(question: Promise<T[]>): Promise<T[]> {
  try {
    return await question;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (NO_RECORD_CODES.has(code)) return [];
    throw new DnsUnreachable(code || 'DNS error');
  }
}

/** Lower case without the root's trailing dot, as names are compared. */
export const normalName = (name: string) => name.trim().toLowerCase().replace(/\.$/, '');

/** Node's resolver, bounded in time, asking `servers` (address or address:port) when given, else the system's. */
export function dnsLookup({ servers, timeoutMs }: { servers: readonly string[]; timeoutMs: number }): DnsLookup {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
  if (servers.length) resolver.setServers([...servers]);
  return {
    cname: async (name) => (await answered(resolver.resolveCname(name))).map(normalName),
    txt: async (name) => (await answered(resolver.resolveTxt(name))).map((chunks) => chunks.join('')),
    addresses: async (name) => [...(await answered(resolver.resolve4(name))), ...(await answered(resolver.resolve6(name)))],
    resolve: (name, rrtype) => resolver.resolve(name, rrtype) as Promise<string[] | string[][]>,
  };
}
