import { parse } from 'tldts';

const MAX_HOST_LENGTH = 253;

export type DomainInput = { domain: string } | { problem: string };

/**
 * A website domain as an agency types or pastes it ("https://Shop.Example.com/
 * pricing", "example.co.uk."), read into the host name the group watches, or
 * why it cannot be one: an IP address, or a name under no public suffix
 * (localhost, .internal, a typo such as "example.cmo"), which the product
 * could neither look up in a source nor check from the internet.
 */
export function readDomain(input: string): DomainInput {
  const typed = input
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/[/?#].*$/, '')
    .replace(/^[^@]*@/, '')
    .replace(/:\d+$/, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (!typed) return { problem: 'The domain field is required.' };
  if (typed.length > MAX_HOST_LENGTH) return { problem: `The domain may not be longer than ${MAX_HOST_LENGTH} characters.` };
  const parsed = parse(typed);
  if (parsed.isIp) return { problem: 'Enter a domain name, not an IP address.' };
  if (!parsed.hostname || !parsed.domain || !parsed.isIcann) return { problem: 'Enter a website domain on the public internet, such as example.com.' };
  return { domain: parsed.hostname };
}
