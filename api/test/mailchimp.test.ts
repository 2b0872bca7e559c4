import { jest } from '@jest/globals';
import { mailchimpCatalogue } from '../src/connectors/mailchimp/catalogue.js';
import { MAILCHIMP_RETRY_AFTER_MS } from '../src/connectors/mailchimp/errors.js';
import { SourceAuthError, SourceProviderError, SourceQuotaError, type ConnectorQuery } from '../src/connectors/types.js';
import { connectThroughFake } from './helpers/fake-consent.js';
import { contextOf } from './helpers/google-sandbox.js';
import { mailchimpHarness } from './helpers/mailchimp-sandbox.js';

const RANGE = { startDate: '2026-09-01', endDate: '2026-09-30' };
const NEWSLETTER = '4f8a1c2b9d';
const CUSTOMERS = '7b3e9d0a12';
const COFFEE_CLUB = 'c0ffee5e11';
const query = (config: Record<string, unknown>, range = RANGE, timezone = 'UTC'): ConnectorQuery => ({ config: { property: NEWSLETTER, ...config }, range, timezone, realTime: false });

const harness = mailchimpHarness();
const context = () => contextOf(harness.credentials);
const sum = (rows: Array<{ values: Record<string, number> }>, metric: string) => rows.reduce((total, row) => total + (row.values[metric] ?? 0), 0);
const calls = (path: string) => harness.requests.filter((request) => request.split('?')[0]!.endsWith(path));
const param = (request: string | undefined, name: string) => new URL(request?.split(' ')[1] ?? '/', 'http://x').searchParams.get(name);

describe('mailchimp connector against the Mailchimp fakes', () => {
  it("connects with a token that never expires and keeps the account's data centre from the metadata call", async () => {
    expect(harness.credentials).toEqual({ access_token: expect.stringMatching(/^mc/), dc: 'us6' });
    expect(harness.requests.some((request) => request.startsWith('GET /sandbox/mailchimp/login/oauth2/metadata'))).toBe(true);
    expect(await harness.connector.describeAccount?.(context())).toBe('Acme Outdoor');
    expect(await harness.connector.listProperties(context())).toEqual([
      { id: NEWSLETTER, name: 'Acme Outdoor newsletter', group: null },
      { id: CUSTOMERS, name: 'Acme Outdoor customers', group: null },
    ]);
    expect(calls('/us6/3.0/lists')).toHaveLength(1);
    expect(param(calls('/us6/3.0/lists')[0], 'count')).toBe('1000');
  });

  it('learns and keeps the data centre of a source stored without one', async () => {
    const bare = contextOf({ access_token: harness.credentials.access_token });
    expect(await harness.connector.listProperties(bare)).toHaveLength(2);
    expect(bare.stored).toEqual([{ access_token: harness.credentials.access_token, dc: 'us6' }]);
  });

  it('pages audiences and reports by count and offset, within the page budget', async () => {
    await harness.setSwitch('paging', true);
    expect(await harness.connector.listProperties(context())).toHaveLength(2);
    const plain = await harness.connector.query(context(), query({ metrics: ['emailsSent', 'uniqueOpens'], dimension: 'campaign' }));
    await harness.state.reset();
    harness.requests.length = 0;
    await harness.setSwitch('paging', true);
    const paged = await harness.connector.query(context(), query({ metrics: ['emailsSent', 'uniqueOpens'], dimension: 'campaign' }));
    // Nine campaigns of the two audiences in September, three a page.
    expect(calls('/us6/3.0/reports').map((request) => param(request, 'offset'))).toEqual(['0', '3', '6']);
    await harness.state.reset();
    expect(paged).toEqual(await harness.connector.query(context(), query({ metrics: ['emailsSent', 'uniqueOpens'], dimension: 'campaign' })));
    expect(plain.rows).toHaveLength(5);
    await harness.setSwitch('paging', true);
    await expect(harness.connectorWith(2).query(context(), query({ metrics: ['emailsSent'] }))).rejects.toThrow('Mailchimp has more than 2 pages');
  });

  it("reads the audience's campaigns sent within the range, by send date in the dashboard's time zone", async () => {
    const daily = await harness.connector.query(context(), query({ metrics: ['campaigns', 'emailsSent', 'opens', 'clicks', 'bounces', 'unsubscribes'], dimension: 'date' }));
    const [call] = calls('/us6/3.0/reports');
    expect([param(call, 'since_send_time'), param(call, 'before_send_time')]).toEqual(['2026-09-01T00:00:00+00:00', '2026-10-01T00:00:00+00:00']);
    expect(daily.rows).toHaveLength(30);
    // The newsletter goes out on Tuesdays.
    expect(daily.rows.filter((row) => row.values.campaigns === 1).map((row) => row.dimension)).toEqual(['2026-09-01', '2026-09-08', '2026-09-15', '2026-09-22', '2026-09-29']);
    expect(daily.totals?.emailsSent).toBeGreaterThan(5 * 15_000);
    expect(daily.totals?.opens).toBeGreaterThan(0);
    // At 14:00 UTC it is already Wednesday in Auckland.
    const auckland = await harness.connector.query(context(), query({ metrics: ['campaigns'], dimension: 'date' }, RANGE, 'Pacific/Auckland'));
    expect(param(calls('/us6/3.0/reports').at(-1), 'since_send_time')).toBe('2026-08-31T12:00:00+00:00');
    expect(auckland.rows.filter((row) => row.values.campaigns === 1).map((row) => row.dimension)).toEqual(['2026-09-02', '2026-09-09', '2026-09-16', '2026-09-23', '2026-09-30']);
    const customers = await harness.connector.query(context(), query({ property: CUSTOMERS, metrics: ['campaigns'] }));
    expect(customers.totals?.campaigns).toBe(4);
  });

  it('totals open and click rates over the delivered emails of all campaigns, as Mailchimp defines them', async () => {
    const metrics = ['emailsSent', 'bounces', 'delivered', 'uniqueOpens', 'uniqueClicks', 'openRate', 'clickRate', 'clickToOpenRate', 'bounceRate', 'unsubscribes', 'unsubscribeRate'];
    const byCampaign = await harness.connector.query(context(), query({ metrics, dimension: 'campaign' }));
    const totals = byCampaign.totals ?? {};
    const delivered = sum(byCampaign.rows, 'emailsSent') - sum(byCampaign.rows, 'bounces');
    expect(totals.delivered).toBe(delivered);
    expect(totals.openRate).toBeCloseTo((100 * sum(byCampaign.rows, 'uniqueOpens')) / delivered, 9);
    expect(totals.openRate).not.toBeCloseTo(sum(byCampaign.rows, 'openRate') / byCampaign.rows.length, 9);
    expect(totals.clickRate).toBeCloseTo((100 * sum(byCampaign.rows, 'uniqueClicks')) / delivered, 9);
    expect(totals.clickToOpenRate).toBeCloseTo((100 * sum(byCampaign.rows, 'uniqueClicks')) / sum(byCampaign.rows, 'uniqueOpens'), 9);
    expect(totals.bounceRate).toBeCloseTo((100 * sum(byCampaign.rows, 'bounces')) / sum(byCampaign.rows, 'emailsSent'), 9);
    expect(totals.openRate).toBeGreaterThan(30);
    expect(totals.openRate).toBeLessThan(46);
    // Each campaign's rate is the one Mailchimp's own report gives (open_rate, a fraction there).
    const row = byCampaign.rows[0]!.values;
    expect(row.openRate).toBeCloseTo((100 * row.uniqueOpens!) / (row.emailsSent! - row.bounces!), 9);
    expect(byCampaign.rows.map((entry) => entry.dimension)).toEqual(expect.arrayContaining(['New in store 2026-09-01', 'Trail report 2026-09-08']));
  });

  it('reads the audience growth of the months the range touches, without a dimension only', async () => {
    const growth = await harness.connector.query(context(), query({ metrics: ['audienceSize', 'newMembers', 'campaigns'] }, { startDate: '2026-08-15', endDate: '2026-09-30' }));
    expect(calls(`/us6/3.0/lists/${NEWSLETTER}/growth-history`)).toHaveLength(1);
    expect(growth.totals?.audienceSize).toBeGreaterThan(20_000);
    expect(growth.totals?.newMembers).toBeGreaterThan(500);
    expect(growth.rows).toEqual([{ dimension: null, values: growth.totals }]);
    const september = await harness.connector.query(context(), query({ metrics: ['audienceSize', 'newMembers'] }));
    expect(september.totals?.audienceSize).toBe(growth.totals?.audienceSize);
    expect(september.totals?.newMembers).toBeLessThan(growth.totals?.newMembers ?? 0);
    await expect(harness.connector.query(context(), query({ metrics: ['audienceSize'], dimension: 'date' }))).rejects.toMatchObject({ status: 400, message: expect.stringContaining('by month') });
  });

  it('refuses what is not a Mailchimp audience or metric before calling Mailchimp', async () => {
    await expect(harness.connector.query(context(), query({ property: '../lists', metrics: ['opens'] }))).rejects.toMatchObject({ status: 400 });
    await expect(harness.connector.query(context(), query({ metrics: ['spend'] }))).rejects.toThrow('Mailchimp has no metric spend');
    expect(await harness.connector.options(context(), 'dimension', {})).toEqual(mailchimpCatalogue.parameters.find((p) => p.name === 'dimension')?.options);
    expect(harness.requests.filter((request) => request.includes('/3.0/'))).toHaveLength(0);
  });

  it('gives no audiences and zeros when the fake is empty, for the user the switch names only', async () => {
    await harness.setSwitch('empty', true, 'alex.morgan@acme-agency.example');
    expect(await harness.connector.listProperties(context())).toEqual([]);
    const daily = await harness.connector.query(context(), query({ metrics: ['emailsSent', 'openRate'], dimension: 'date' }));
    expect(daily.rows).toHaveLength(30);
    expect(daily.totals).toEqual({ emailsSent: 0, openRate: 0 });
    await harness.state.reset();
    await harness.setSwitch('empty', true, 'sam.lee@northwind-coffee.example');
    expect(await harness.connector.listProperties(context())).toHaveLength(2);
  });

  it('needs a new consent once the token is refused or the user lost access', async () => {
    for (const name of ['expired', 'revoked', 'permission'] as const) {
      await harness.setSwitch(name, true);
      await expect(harness.connector.query(context(), query({ metrics: ['opens'] }))).rejects.toBeInstanceOf(SourceAuthError);
      await harness.state.reset();
    }
    await harness.setSwitch('revoked', true);
    await expect(harness.connector.describeAccount?.(context())).rejects.toThrow('Mailchimp: invalid_token');
  });

  it('maps too many connections to a quota error with a short wait, and an outage to a provider error', async () => {
    await harness.setSwitch('quota', true);
    const throttled = await harness.connector.query(context(), query({ metrics: ['opens'] })).catch((error: unknown) => error);
    expect(throttled).toBeInstanceOf(SourceQuotaError);
    expect((throttled as SourceQuotaError).retryAfterMs).toBe(MAILCHIMP_RETRY_AFTER_MS);
    await harness.state.reset();
    await harness.setSwitch('server_error', true);
    const outage = await harness.connector.query(context(), query({ metrics: ['opens'] })).catch((error: unknown) => error);
    expect(outage).toBeInstanceOf(SourceProviderError);
    expect(outage).toMatchObject({ status: 500, message: expect.stringContaining('Mailchimp: Internal Server Error') });
  });

  it('opens at most 10 connections at once per token, the rest waiting their turn', async () => {
    const send = globalThis.fetch;
    let open = 0;
    let most = 0;
    const slow = jest.spyOn(globalThis, 'fetch').mockImplementation(async (...args: Parameters<typeof fetch>) => {
      open += 1;
      most = Math.max(most, open);
      try {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return await send(...args);
      } finally {
        open -= 1;
      }
    });
    try {
      const lists = await Promise.all(Array.from({ length: 25 }, () => harness.connector.listProperties(context())));
      expect(lists.every((list) => list.length === 2)).toBe(true);
    } finally {
      slow.mockRestore();
    }
    expect(calls('/us6/3.0/lists')).toHaveLength(25);
    expect(most).toBe(10);
  });

  it("reads another user's account in its own data centre, and refuses its audience to Alex", async () => {
    const sam = await connectThroughFake(harness.provider, 'sam.lee@northwind-coffee.example');
    expect(sam).toMatchObject({ dc: 'us21' });
    const club = await harness.connector.query(contextOf(sam), query({ property: COFFEE_CLUB, metrics: ['campaigns'] }));
    // Mondays and Fridays.
    expect(club.totals?.campaigns).toBe(8);
    expect(calls('/us21/3.0/reports')).toHaveLength(1);
    expect((await harness.connector.query(context(), query({ property: COFFEE_CLUB, metrics: ['campaigns'] }))).totals?.campaigns).toBe(0);
    await expect(harness.connector.query(context(), query({ property: COFFEE_CLUB, metrics: ['newMembers'] }))).rejects.toMatchObject({ name: 'SourceProviderError', status: 404 });
  });
});
