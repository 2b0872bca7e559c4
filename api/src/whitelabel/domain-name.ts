import { parse } from 'tldts';
import { normalName } from './dns-lookup.js';

const MAX_DOMAIN_LENGTH = 253;

export type DomainReading = { domain: string } | { problem: string };

/**
 * A white-label domain as an agency types it ("Reports.Agency.com."), read
 * into the host the product will answer on, or why it cannot be one: an IP
 * address, a name under no public suffix (localhost, .internal), the apex
 * of a registered domain (a CNAME cannot live beside the apex's own MX and
 * SPF records), or the product's own host.
 */
export function readWhitelabelDomain(input: string, productHost: string): DomainReading {
  const typed = normalName(
    input
      .trim()
      .replace(/^https?:\/\//i, '')
      .replace(/\/.*$/, ''),
  );
  if (!typed) return { problem: 'The domain field is required.' };
  if (typed.length > MAX_DOMAIN_LENGTH) return { problem: `The domain may not be longer than ${MAX_DOMAIN_LENGTH} characters.` };
  const parsed = parse(typed, { allowPrivateDomains: true });
  if (parsed.isIp) return { problem: 'Enter a domain name, not an IP address.' };
  if (!parsed.hostname || parsed.hostname !== typed || !parsed.domain || !parsed.isIcann) {
    return { problem: 'Enter a domain on the public internet, such as reports.youragency.com.' };
  }
  if (!parsed.subdomain) return { problem: `Use a subdomain such as reports.${parsed.domain}: a CNAME record cannot be created at the domain itself, where its e-mail records live.` };
  if (typed === productHost || typed.endsWith(`.${productHost}`)) return { problem: "This is the product's own domain; enter one of your agency's." };
  return { domain: typed };
}
