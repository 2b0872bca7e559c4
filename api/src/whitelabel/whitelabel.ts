import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ownSenderOf, type DnsRecordCheck, type WhitelabelSender } from '@pulseboard/shared/contracts';
import { companies, type Company as CompanyRow } from '../db/schema.js';
import { HttpError, ValidationFailed } from '../lib/errors.js';
import { isUniqueViolation } from '../lib/postgres-errors.js';
import { newDkimKeyPair } from './dkim-keys.js';
import { checkDomain, domainRecords } from './domain-check.js';
import { dnsLookup, normalName, type DnsLookup } from './dns-lookup.js';
import { readWhitelabelDomain } from './domain-name.js';
import { allVerified, unchecked } from './record-check.js';
import { checkSender, DKIM_SELECTOR, senderRecords } from './sender-check.js';
import { senderDomainOf } from './sender-domain.js';

const DOMAIN_TAKEN = 'This domain is used by another company.';

/** A company as its verified white-label domain shows it. */
export interface ServedCompany {
  companyId: number;
  name: string;
  logo: string | null;
  domain: string;
}

/** Whose brand a company's e-mail carries: its sender, where links lead, and whether the product is named. */
export interface MailBrand {
  sender: { from: string; dkim: DkimSigning } | null;
  appUrl: string;
  productTitle: string | null;
}

/** What a DKIM-signed message needs (nodemailer's dkim option). */
export interface DkimSigning {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

const dkimBinding = (companyId: number) => `company:${companyId}:dkim`;

/**
 * The white-label domain and sender of a company: setting them, checking
 * their DNS records (each failure explained), and what follows from a
 * verified one: the host the product answers on for the company, and the
 * address and DKIM key its report e-mails go out with.
 */
export function whitelabelService(app: FastifyInstance, lookup: DnsLookup = dnsLookup({ servers: app.config.whitelabel.dnsServers, timeoutMs: app.config.whitelabel.dnsTimeoutMs })) {
  const { db, config } = app;
  const { cnameTarget, spfInclude } = config.whitelabel;
  const productHost = new URL(config.appUrl).hostname.toLowerCase();

  const newDkimKeys = (companyId: number) => {
    const { publicKey, privateKey } = newDkimKeyPair();
    return { dkimPublicKey: publicKey, dkimPrivateKey: app.credentialCipher.encrypt(privateKey, dkimBinding(companyId)) };
  };

  const load = async (companyId: number): Promise<CompanyRow> => {
    const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
    if (!company) throw new HttpError(404, 'Not Found');
    return company;
  };

  const domainSpecs = (company: CompanyRow) => (company.domain ? domainRecords({ appKey: config.appKey, companyId: company.id, domain: company.domain, cnameTarget }) : null);

  const senderSpecs = (company: CompanyRow) => {
    if (!company.fromAddress || !company.dkimPublicKey) return null;
    const sender = senderDomainOf(company.fromAddress);
    return 'domain' in sender ? senderRecords({ domain: sender.domain, dkimPublicKey: company.dkimPublicKey, spfInclude }) : null;
  };

  /** The sender and DKIM key the company's e-mails go out with, when it is verified and in use. */
  function signedSenderOf(company: CompanyRow): MailBrand['sender'] {
    const from = ownSenderOf(company);
    if (!from || !company.whitelabelVerifiedAt || !company.dkimPrivateKey) return null;
    const sender = senderDomainOf(from);
    if ('problem' in sender) return null;
    const privateKey = app.credentialCipher.decrypt<string>(company.dkimPrivateKey, dkimBinding(company.id));
    return { from, dkim: { domainName: sender.domain, keySelector: DKIM_SELECTOR, privateKey } };
  }

  /** The company a verified white-label domain belongs to (its brand), or null: how a request to that host is answered. */
  async function servedCompanyOf(host: string): Promise<ServedCompany | null> {
    const domain = normalName(host.replace(/:\d+$/, ''));
    if (!domain || domain === productHost) return null;
    const [company] = await db
      .select({ id: companies.id, name: companies.name, logo: companies.logo, domain: companies.domain })
      .from(companies)
      .where(and(eq(companies.domain, domain), isNotNull(companies.domainVerifiedAt)));
    return company?.domain ? { companyId: company.id, name: company.name, logo: company.logo, domain: company.domain } : null;
  }

  async function runDomainCheck(company: CompanyRow): Promise<void> {
    const specs = domainSpecs(company);
    if (!specs) throw new HttpError(409, 'Enter a domain first.');
    const records = await checkDomain(lookup, specs);
    const verifiedNow = allVerified(records);
    // Only while the company still has the domain that was looked up: one changed during the look-ups starts unverified and stays so.
    const store = (verifiedAt: Date | null) =>
      db
        .update(companies)
        .set({ domainDns: records, domainCheckedAt: new Date(), domainVerifiedAt: verifiedAt })
        .where(and(eq(companies.id, company.id), eq(companies.domain, specs.cname.name)));
    try {
      await store(verifiedNow ? (company.domainVerifiedAt ?? new Date()) : null);
    } catch (error) {
      // Another company verified the same domain first (its owner published both records): the domain serves that one.
      if (!isUniqueViolation(error)) throw error;
      await store(null);
    }
  }

  async function runSenderCheck(company: CompanyRow): Promise<void> {
    const specs = senderSpecs(company);
    const { fromAddress, dkimPublicKey } = company;
    if (!specs || !fromAddress || !dkimPublicKey) throw new HttpError(409, 'Enter a sender address first.');
    const records = await checkSender(lookup, specs, spfInclude);
    const verifiedNow = allVerified(records);
    // Only while the company still has the address and DKIM key that were checked, as for the domain.
    await db
      .update(companies)
      .set({ emailDns: records, emailCheckedAt: new Date(), whitelabelVerifiedAt: verifiedNow ? (company.whitelabelVerifiedAt ?? new Date()) : null })
      .where(and(eq(companies.id, company.id), eq(companies.fromAddress, fromAddress), eq(companies.dkimPublicKey, dkimPublicKey)));
  }

  return {
    servedCompanyOf,

    /** The records of the company's domain and sender as last checked (unchecked ones as they must be made). */
    recordsOf(company: CompanyRow): { domainDns: DnsRecordCheck[]; emailDns: DnsRecordCheck[] } {
      const domain = domainSpecs(company);
      const sender = senderSpecs(company);
      return {
        domainDns: company.domainDns ?? (domain ? [unchecked(domain.cname), unchecked(domain.ownership)] : []),
        emailDns: company.emailDns ?? (sender ? [unchecked(sender.spf), unchecked(sender.dkim), unchecked(sender.dmarc)] : []),
      };
    },

    /** Sets (or with null removes) the domain; a new one starts unverified, so the product stops answering on the old one at once. */
    async setDomain(companyId: number, input: string | null): Promise<void> {
      const company = await load(companyId);
      let domain: string | null = null;
      if (input !== null && input.trim() !== '') {
        const reading = readWhitelabelDomain(input, productHost);
        if ('problem' in reading) throw new ValidationFailed({ domain: [reading.problem] });
        domain = reading.domain;
      }
      if (domain === company.domain) return;
      // Another company serving it already: its ownership record is there. A claim nobody has verified holds nobody back.
      if (domain !== null && (await servedCompanyOf(domain))) throw new ValidationFailed({ domain: [DOMAIN_TAKEN] });
      await db.update(companies).set({ domain, domainVerifiedAt: null, domainDns: null, domainCheckedAt: null }).where(eq(companies.id, companyId));
    },

    async checkDomain(companyId: number): Promise<void> {
      await runDomainCheck(await load(companyId));
    },

    /**
     * Sets (or with null removes) the sender. An address at a new domain gets
     * a new DKIM key pair and starts unverified: until its records check out,
     * mail goes from the product's own address.
     */
    async setSender(companyId: number, input: WhitelabelSender): Promise<void> {
      const company = await load(companyId);
      if (input.from_address === null) {
        await db
          .update(companies)
          .set({ fromAddress: null, activeEmail: input.active_email, whitelabelVerifiedAt: null, emailDns: null, emailCheckedAt: null, dkimPublicKey: null, dkimPrivateKey: null })
          .where(eq(companies.id, companyId));
        return;
      }
      const sender = senderDomainOf(input.from_address);
      if ('problem' in sender) throw new ValidationFailed({ from_address: [sender.problem] });
      if (input.from_address === company.fromAddress) {
        await db.update(companies).set({ activeEmail: input.active_email }).where(eq(companies.id, companyId));
        return;
      }
      // Another address at the same domain keeps the key already published there.
      const keepsKey = company.dkimPublicKey !== null && company.fromAddress?.endsWith(`@${sender.domain}`) === true;
      const keys = keepsKey ? {} : newDkimKeys(companyId);
      await db
        .update(companies)
        .set({ fromAddress: input.from_address, activeEmail: input.active_email, whitelabelVerifiedAt: null, emailDns: null, emailCheckedAt: null, ...keys })
        .where(eq(companies.id, companyId));
    },

    async checkSender(companyId: number): Promise<void> {
      await runSenderCheck(await load(companyId));
    },

    /**
     * Checks every company's domain and sender again: a record removed since
     * takes the verification away (the product stops answering on the domain,
     * mail goes from the product's address), one fixed since gives it back.
     */
    async recheckAll(): Promise<{ checked: number }> {
      const rows = await db
        .select()
        .from(companies)
        .where(or(isNotNull(companies.domain), isNotNull(companies.fromAddress)));
      for (const company of rows) {
        if (company.domain) await runDomainCheck(company);
        if (senderSpecs(company)) await runSenderCheck(company);
      }
      return { checked: rows.length };
    },

    /**
     * The brand of the company's report e-mails: sent from its sender (DKIM-signed)
     * when verified and in use, with links to its domain and no product name
     * when that is verified; the product's otherwise.
     */
    mailBrandOf(company: CompanyRow): MailBrand {
      const ownDomain = company.domain && company.domainVerifiedAt ? company.domain : null;
      return {
        sender: signedSenderOf(company),
        appUrl: ownDomain ? `https://${ownDomain}` : config.appUrl,
        productTitle: ownDomain ? null : config.productTitle,
      };
    },
  };
}

export type WhitelabelService = ReturnType<typeof whitelabelService>;
