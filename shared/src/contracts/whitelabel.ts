import * as z from './zod.js';

/**
 * One DNS record a white-label domain or sender needs: where it goes, what it
 * must hold, what the last check found there, and in words what is wrong.
 */
export const dnsRecordCheckSchema = z.object({
  purpose: z.enum(['cname', 'ownership', 'spf', 'dkim', 'dmarc']),
  type: z.enum(['CNAME', 'TXT']),
  name: z.string(),
  expected: z.string(),
  /** What the DNS answered at that name (empty: nothing); null before the first check. */
  observed: z.nullable(z.array(z.string())),
  status: z.enum(['unchecked', 'verified', 'missing', 'mismatch', 'unreachable']),
  problem: z.nullable(z.string()),
});
export type DnsRecordCheck = z.infer<typeof dnsRecordCheckSchema>;

/** PUT /api/company/domain: the host clients will open (e.g. reports.agency.com); null stops using one. The API judges the name (public suffix, not the apex). */
export const whitelabelDomainInputSchema = z.strictObject({ domain: z.nullable(z.string().check(z.maxLength(300, 'The domain may not be longer than 253 characters.'))) });
export type WhitelabelDomainInput = z.infer<typeof whitelabelDomainInputSchema>;

/** The Settings screen's domain form: an empty field removes the domain. */
export const whitelabelDomainFormSchema = z.object({ domain: z.string().check(z.trim(), z.maxLength(300, 'The domain may not be longer than 253 characters.')) });
export type WhitelabelDomainForm = z.infer<typeof whitelabelDomainFormSchema>;

const senderAddressSchema = z.pipe(
  z.pipe(z.string().check(z.trim(), z.maxLength(255, 'The address may not be longer than 255 characters.')), z.email({ error: 'The address must be a valid email address.' })),
  z.transform((address) => address.toLowerCase()),
);

/** PUT /api/company/sender: the address report e-mails come from (null: the product's), and whether to use it once verified. */
export const whitelabelSenderInputSchema = z.strictObject({ from_address: z.nullable(senderAddressSchema), active_email: z.boolean() });
export type WhitelabelSenderInput = z.input<typeof whitelabelSenderInputSchema>;
export type WhitelabelSender = z.output<typeof whitelabelSenderInputSchema>;

/** The Settings screen's sender form: an empty address goes back to the product's sender. */
export const whitelabelSenderFormSchema = z.object({ from_address: z.union([z.literal(''), senderAddressSchema]), active_email: z.boolean() });
export type WhitelabelSenderForm = z.input<typeof whitelabelSenderFormSchema>;
