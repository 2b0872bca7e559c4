import { eq } from 'drizzle-orm';
import { needsEmailDnsWarning, type Company } from '@pulseboard/shared/contracts';
import { companies } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import type { TestClient } from './helpers/client.js';
import { LOOPBACK_DNS_TIMEOUT_MS, startDnsServer, type DnsServer } from './helpers/dns-server.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';

/**
 * The white-label domain and sender, checked against a real DNS server on
 * loopback whose zone each test sets: what agencies get wrong (a missing
 * record, a CNAME to the wrong host, a proxied record, two SPF records, an
 * SPF record past 10 look-ups, an old DKIM key) is each said in words.
 */
const TARGET = 'edge.pulseboard.test';
const SPF_INCLUDE = '_spf.pulseboard.test';

let dns: DnsServer;
let t: TestApp;
let admin: TestClient;
let member: TestClient;
let companyId: number;

beforeAll(async () => {
  dns = await startDnsServer();
  t = await createTestApp({
    env: { APP_URL: 'https://app.pulseboard.test', DNS_SERVERS: dns.address, DNS_TIMEOUT_MS: LOOPBACK_DNS_TIMEOUT_MS, WHITELABEL_CNAME_TARGET: TARGET, MAIL_SPF_INCLUDE: SPF_INCLUDE },
  });
  companyId = await createCompany(t.app, 'Northwind Digital');
  const adminUser = await createUser(t.app, { companyId, role: 'admin' });
  const memberUser = await createUser(t.app, { companyId });
  admin = t.client();
  await admin.signIn(adminUser.email, PASSWORD);
  member = t.client();
  await member.signIn(memberUser.email, PASSWORD);
});
afterAll(async () => {
  await t.close();
  await dns.close();
});
beforeEach(() => dns.zone.clear());

const data = (response: { json: () => unknown }) => (response.json() as { data: Company }).data;
const record = (company: Company, purpose: string) => company.domainDns.concat(company.emailDns).find((entry) => entry.purpose === purpose);

async function setDomain(domain: string | null) {
  return admin.put('/api/company/domain', { domain });
}

/** The records the Settings screen shows for the domain, created in the zone as an agency would. */
async function publishDomain(domain: string, change: { cname?: string | null; a?: string[]; txt?: string | null } = {}) {
  const company = data(await setDomain(domain));
  const ownership = record(company, 'ownership');
  if (change.cname !== null) dns.zone.set(domain, { CNAME: change.cname ?? TARGET, ...(change.a ? { A: change.a } : {}) });
  if (change.a && change.cname === null) dns.zone.set(domain, { A: change.a });
  if (change.txt !== null) dns.zone.set(ownership!.name, { TXT: [change.txt ?? ownership!.expected] });
  return company;
}

describe('the white-label domain', () => {
  it('refuses what cannot be one, in words, and changes nothing', async () => {
    const cases: Array<[string, RegExp]> = [
      ['northwind.com', /Use a subdomain such as reports\.northwind\.com/],
      ['203.0.113.7', /not an IP address/],
      ['reports.localhost', /public internet/],
      ['reports.internal', /public internet/],
      ['app.pulseboard.test', /public internet|product's own domain/],
    ];
    for (const [domain, message] of cases) {
      const response = await setDomain(domain);
      expect({ domain, status: response.statusCode }).toEqual({ domain, status: 422 });
      expect(response.json().errors.domain[0]).toMatch(message);
    }
    const [row] = await t.app.db.select({ domain: companies.domain }).from(companies).where(eq(companies.id, companyId));
    expect(row?.domain).toBeNull();
    expect((await member.put('/api/company/domain', { domain: 'reports.northwind.com' })).statusCode).toBe(403);
  });

  it('shows the CNAME and ownership records to create, normalised from what was typed', async () => {
    const company = data(await setDomain('  HTTPS://Reports.Northwind.COM./ '));
    expect(company).toMatchObject({ domain: 'reports.northwind.com', domainCname: TARGET, domainVerified: false });
    expect(company.domainDns).toEqual([
      { purpose: 'cname', type: 'CNAME', name: 'reports.northwind.com', expected: TARGET, observed: null, status: 'unchecked', problem: null },
      {
        purpose: 'ownership',
        type: 'TXT',
        name: '_pulseboard.reports.northwind.com',
        expected: expect.stringMatching(/^pulseboard-domain-verification=[\w-]{32}$/),
        observed: null,
        status: 'unchecked',
        problem: null,
      },
    ]);
  });

  it('leaves a domain changed while the check of the one before was running unverified: the check speaks only for the domain it looked up', async () => {
    await publishDomain('reports.northwind.com');
    const slow = dns.holdAnswers();
    const checking = admin.post('/api/company/domain/check');
    await slow.asked;
    expect((await setDomain('reports.someone-else.com')).statusCode).toBe(200);
    slow.release();
    expect((await checking).statusCode).toBe(200);
    expect(data(await admin.get('/api/company'))).toMatchObject({ domain: 'reports.someone-else.com', domainVerified: false });
    expect((await t.client().get('/tls-ask?domain=reports.someone-else.com')).statusCode).toBe(404);
  });

  it('is verified when both records are right, answers the TLS ask, and falls back when a record goes', async () => {
    await publishDomain('reports.northwind.com');
    const started = performance.now();
    const checked = await admin.post('/api/company/domain/check');
    console.log(`white-label domain check: ${(performance.now() - started).toFixed(1)} ms against loopback DNS`);
    expect(checked.statusCode).toBe(200);
    expect(data(checked)).toMatchObject({ domainVerified: true, domainDns: [{ status: 'verified', observed: [TARGET] }, { status: 'verified' }] });
    expect((await t.client().get('/tls-ask?domain=reports.northwind.com')).statusCode).toBe(200);
    expect((await t.client().get('/tls-ask?domain=REPORTS.northwind.com')).statusCode).toBe(200);
    expect((await t.client().get('/tls-ask?domain=other.northwind.com')).statusCode).toBe(404);

    dns.zone.delete('reports.northwind.com');
    await expect(t.app.whitelabel.recheckAll()).resolves.toEqual({ checked: expect.any(Number) });
    expect(data(await admin.get('/api/company'))).toMatchObject({ domainVerified: false, domainDns: [{ status: 'missing' }, { status: 'verified' }] });
    expect((await t.client().get('/tls-ask?domain=reports.northwind.com')).statusCode).toBe(404);
  });

  it('says what is wrong with each record', async () => {
    await publishDomain('reports.northwind.com', { cname: null, txt: null });
    let company = data(await admin.post('/api/company/domain/check'));
    expect(record(company, 'cname')).toMatchObject({
      status: 'missing',
      observed: [],
      problem: `There is no CNAME record at reports.northwind.com yet. Create one pointing to ${TARGET}; new records can take a few minutes to show.`,
    });
    expect(record(company, 'ownership')).toMatchObject({ status: 'missing', problem: 'There is no TXT record at _pulseboard.reports.northwind.com yet. Create it with the value shown.' });

    await publishDomain('reports.northwind.com', { cname: 'old-reports.example.net', txt: 'pulseboard-domain-verification=stale' });
    company = data(await admin.post('/api/company/domain/check'));
    expect(record(company, 'cname')).toMatchObject({
      status: 'mismatch',
      observed: ['old-reports.example.net'],
      problem: `reports.northwind.com points to old-reports.example.net; it must point to ${TARGET}.`,
    });
    expect(record(company, 'ownership')?.problem).toMatch(/holds another value/);

    // A proxied record (or an A record) answers with addresses and no CNAME.
    await publishDomain('reports.northwind.com', { cname: null, a: ['104.16.1.1'] });
    company = data(await admin.post('/api/company/domain/check'));
    expect(record(company, 'cname')).toMatchObject({ status: 'mismatch', observed: ['104.16.1.1'] });
    expect(record(company, 'cname')?.problem).toMatch(/instead of a CNAME.*switch it to "DNS only"/);
    expect(company.domainVerified).toBe(false);
  });

  it('says the DNS could not be asked rather than that a record is missing', async () => {
    const unreachable = await createTestApp({ env: { APP_URL: 'https://app.pulseboard.test', DNS_SERVERS: '127.0.0.1:9', DNS_TIMEOUT_MS: '200', WHITELABEL_CNAME_TARGET: TARGET } });
    try {
      const id = await createCompany(unreachable.app, 'Offline');
      await unreachable.app.whitelabel.setDomain(id, 'reports.offline.com');
      await unreachable.app.whitelabel.checkDomain(id);
      const [row] = await unreachable.app.db.select({ domainDns: companies.domainDns }).from(companies).where(eq(companies.id, id));
      expect(row?.domainDns?.map((entry) => entry.status)).toEqual(['unreachable', 'unreachable']);
      expect(row?.domainDns?.[0]?.problem).toMatch(/could not be asked about reports\.offline\.com/);
    } finally {
      await unreachable.close();
    }
  });

  it("belongs to the company whose ownership record is found: someone else's claim holds the owner back from nothing", async () => {
    const squatter = await createCompany(t.app, 'Copycat');
    const squatterAdmin = t.client();
    await squatterAdmin.signIn((await createUser(t.app, { companyId: squatter, role: 'admin' })).email, PASSWORD);
    const claimed = data(await squatterAdmin.put('/api/company/domain', { domain: 'shared.northwind.com' }));
    expect(claimed).toMatchObject({ domain: 'shared.northwind.com', domainVerified: false });

    // The domain's owner claims it too, publishes its records and is verified.
    const owner = await publishDomain('shared.northwind.com');
    expect(data(await admin.post('/api/company/domain/check'))).toMatchObject({ domainVerified: true });
    // Even with the claimant's own token published beside the owner's, the domain serves the company verified first.
    dns.zone.set(record(owner, 'ownership')!.name, { TXT: [record(owner, 'ownership')!.expected, record(claimed, 'ownership')!.expected] });
    expect(data(await squatterAdmin.post('/api/company/domain/check'))).toMatchObject({ domainVerified: false });
    expect(await t.app.whitelabel.servedCompanyOf('shared.northwind.com')).toMatchObject({ companyId });

    // Once it serves a company, nobody else can claim it.
    const late = t.client();
    await late.signIn((await createUser(t.app, { companyId: await createCompany(t.app, 'Latecomer'), role: 'admin' })).email, PASSWORD);
    const taken = await late.put('/api/company/domain', { domain: 'shared.northwind.com' });
    expect(taken.json().errors).toEqual({ domain: ['This domain is used by another company.'] });
  });
});

describe('the white-label sender', () => {
  /** The sender's three records as the screen shows them, published in the zone. */
  async function publishSender(address: string, change: { spf?: string[]; dkim?: string; dmarc?: string[] } = {}) {
    const company = data(await admin.put('/api/company/sender', { from_address: address, active_email: true }));
    const domain = address.split('@')[1]!;
    dns.zone.set(domain, { TXT: change.spf ?? [record(company, 'spf')!.expected] });
    dns.zone.set(`pulseboard._domainkey.${domain}`, { TXT: [change.dkim ?? record(company, 'dkim')!.expected] });
    dns.zone.set(`_dmarc.${domain}`, { TXT: change.dmarc ?? [record(company, 'dmarc')!.expected] });
    dns.zone.set(SPF_INCLUDE, { TXT: ['v=spf1 ip4:203.0.113.0/24 -all'] });
    return company;
  }

  it('leaves an address changed while the check of the one before was running unverified', async () => {
    await publishSender('reports@northwind.com');
    const slow = dns.holdAnswers();
    const checking = admin.post('/api/company/sender/check');
    await slow.asked;
    expect((await admin.put('/api/company/sender', { from_address: 'reports@someone-else.com', active_email: true })).statusCode).toBe(200);
    slow.release();
    expect((await checking).statusCode).toBe(200);
    expect(data(await admin.get('/api/company'))).toMatchObject({ fromAddress: 'reports@someone-else.com', verifiedWhitelabel: false });
  });

  it('makes a DKIM key for the address and shows SPF, DKIM and DMARC to create', async () => {
    const company = data(await admin.put('/api/company/sender', { from_address: 'Reports@Northwind.com', active_email: true }));
    expect(company).toMatchObject({ fromAddress: 'reports@northwind.com', emailUsername: 'reports', activeEmail: true, verifiedWhitelabel: false });
    expect(company.emailDns.map((entry) => [entry.purpose, entry.name, entry.status])).toEqual([
      ['spf', 'northwind.com', 'unchecked'],
      ['dkim', 'pulseboard._domainkey.northwind.com', 'unchecked'],
      ['dmarc', '_dmarc.northwind.com', 'unchecked'],
    ]);
    expect(record(company, 'spf')?.expected).toBe(`v=spf1 include:${SPF_INCLUDE} ~all`);
    expect(record(company, 'dkim')?.expected).toMatch(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/]{300,}={0,2}$/);
    const [row] = await t.app.db.select({ dkimPrivateKey: companies.dkimPrivateKey }).from(companies).where(eq(companies.id, companyId));
    expect(row?.dkimPrivateKey).not.toMatch(/PRIVATE KEY/);
    // Another address at the same domain keeps the key already published.
    const same = data(await admin.put('/api/company/sender', { from_address: 'hello@northwind.com', active_email: true }));
    expect(record(same, 'dkim')?.expected).toBe(record(company, 'dkim')?.expected);
    expect((await admin.get('/api/page-config')).json().company).toMatchObject({ fromAddress: 'hello@northwind.com', verifiedWhitelabel: false });
    // Keeping the product's sender while the address is verified first: the address stays for the settings to show and check,
    // and the company data says it is not in use, so the e-mail DNS warning has nothing to warn of.
    const kept = data(await admin.put('/api/company/sender', { from_address: 'hello@northwind.com', active_email: false }));
    expect(kept).toMatchObject({ fromAddress: 'hello@northwind.com', activeEmail: false });
    expect(record(kept, 'dkim')?.expected).toBe(record(company, 'dkim')?.expected);
    const pageCompany = (await admin.get('/api/page-config')).json().company;
    expect(pageCompany).toMatchObject({ fromAddress: 'hello@northwind.com', activeEmail: false, verifiedWhitelabel: false });
    expect(needsEmailDnsWarning(pageCompany)).toBe(false);
    expect(needsEmailDnsWarning({ ...pageCompany, activeEmail: true })).toBe(true);
    const refused = await admin.put('/api/company/sender', { from_address: 'reports@localhost', active_email: true });
    expect(refused.statusCode).toBe(422);
    expect((await member.put('/api/company/sender', { from_address: 'x@northwind.com', active_email: true })).statusCode).toBe(403);
  });

  it('is verified when all three records are right', async () => {
    await publishSender('reports@northwind.com');
    const company = data(await admin.post('/api/company/sender/check'));
    expect(company.emailDns.map((entry) => [entry.purpose, entry.status, entry.problem])).toEqual([
      ['spf', 'verified', null],
      ['dkim', 'verified', null],
      ['dmarc', 'verified', null],
    ]);
    expect(company.verifiedWhitelabel).toBe(true);
    expect((await admin.get('/api/page-config')).json().company).toMatchObject({ fromAddress: 'reports@northwind.com', verifiedWhitelabel: true });
  });

  it('flags two SPF records, an SPF record past 10 look-ups, a stale DKIM key and a missing DMARC record', async () => {
    await publishSender('reports@northwind.com', { spf: [`v=spf1 include:${SPF_INCLUDE} ~all`, 'v=spf1 include:_spf.google.com ~all'], dkim: 'v=DKIM1; k=rsa; p=MIIBIjANBgkqOLDKEY', dmarc: [] });
    let company = data(await admin.post('/api/company/sender/check'));
    expect(record(company, 'spf')).toMatchObject({ status: 'mismatch', problem: expect.stringMatching(/has 2 SPF records; .*Merge them into one record/) });
    expect(record(company, 'dkim')).toMatchObject({ status: 'mismatch', problem: expect.stringMatching(/holds another key/) });
    expect(record(company, 'dmarc')).toMatchObject({ status: 'missing' });
    expect(company.verifiedWhitelabel).toBe(false);

    const includes = Array.from({ length: 11 }, (_, index) => `include:spf${index}.vendors.test`);
    for (const [index] of includes.entries()) dns.zone.set(`spf${index}.vendors.test`, { TXT: ['v=spf1 -all'] });
    dns.zone.set('northwind.com', { TXT: [`v=spf1 include:${SPF_INCLUDE} ${includes.join(' ')} ~all`] });
    company = data(await admin.post('/api/company/sender/check'));
    expect(record(company, 'spf')).toMatchObject({ status: 'mismatch', problem: expect.stringMatching(/more than 10 DNS look-ups/) });

    dns.zone.set('northwind.com', { TXT: ['v=spf1 include:_spf.google.com ~all'] });
    company = data(await admin.post('/api/company/sender/check'));
    expect(record(company, 'spf')?.problem).toBe(`The SPF record does not include ${SPF_INCLUDE}. Add "include:${SPF_INCLUDE}" before its "all".`);
  });

  it('removes the sender with null, so mail goes from the product again', async () => {
    const company = data(await admin.put('/api/company/sender', { from_address: null, active_email: true }));
    expect(company).toMatchObject({ fromAddress: null, emailUsername: null, verifiedWhitelabel: false, emailDns: [] });
  });
});
