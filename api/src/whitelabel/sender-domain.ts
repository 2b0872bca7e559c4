import { parse } from 'tldts';

/** The domain of a sender address, when it is one mail can be sent from on the public internet (not localhost, not an IP). */
export function senderDomainOf(address: string): { domain: string } | { problem: string } {
  const domain = address.slice(address.lastIndexOf('@') + 1);
  const parsed = parse(domain, { allowPrivateDomains: true });
  if (parsed.isIp || !parsed.domain || !parsed.isIcann || parsed.hostname !== domain)
    return { problem: 'Use an address at a domain of your own on the public internet, such as reports@youragency.com.' };
  return { domain };
}
