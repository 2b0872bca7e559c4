import { addDays, todayIn } from '@pulseboard/shared/dates';
import { LINKEDIN_PAGES_SCOPES } from '../src/connectors/linkedin_social/catalogue.js';
import { linkedInPagesConnector } from '../src/connectors/linkedin_social/connector.js';
import { SourceAuthError, SourceProviderError, SourceQuotaError, type ConnectorQuery } from '../src/connectors/types.js';
import { contextOf } from './helpers/google-sandbox.js';
import { linkedInHarness } from './helpers/linkedin-sandbox.js';

// LinkedIn keeps 12 months of statistics: the ranges move with the clock.
const TODAY = todayIn('UTC');
const RANGE = { startDate: addDays(TODAY, -40), endDate: addDays(TODAY, -11) };
const ACME = '2414183';
const NORTHWIND = '9021001';
const query = (config: Record<string, unknown>, range = RANGE): ConnectorQuery => ({ config: { property: ACME, ...config }, range, timezone: 'UTC', realTime: false });

const harness = linkedInHarness(LINKEDIN_PAGES_SCOPES, (apiUrl, tokens) => linkedInPagesConnector({ apiUrl, tokens }));
const context = () => contextOf(harness.credentials);
const sum = (rows: Array<{ values: Record<string, number> }>, metric: string) => rows.reduce((total, row) => total + (row.values[metric] ?? 0), 0);
const calls = (resource: string) => harness.sandbox.requests.filter((request) => request.includes(`/rest/${resource}`));
const midnight = (day: string) => Date.parse(`${day}T00:00:00Z`);

describe('linkedin_social connector against the organisation statistics fakes', () => {
  it('lists the organisations the member administers, named from their records, page by page', async () => {
    const expected = [
      { id: ACME, name: 'Acme Outdoor', group: null },
      { id: NORTHWIND, name: 'Northwind Coffee', group: null },
    ];
    expect(await harness.connector.listProperties(context())).toEqual(expected);
    expect(calls('organizationAcls')[0]).toContain('q=roleAssignee&role=ADMINISTRATOR&state=APPROVED&start=0&count=100');
    expect(calls('organizations/')).toHaveLength(2);
    await harness.sandbox.setSwitch('paging', true);
    harness.sandbox.requests.length = 0;
    expect(await harness.connector.listProperties(context())).toEqual(expected);
    expect(calls('organizationAcls')).toHaveLength(2);
    await harness.sandbox.setSwitch('empty', true);
    expect(await harness.connector.listProperties(context())).toEqual([]);
  });

  it('reads share statistics per day over DAY time intervals, and derives engagements and their rate from the counts', async () => {
    const metrics = ['impressions', 'clicks', 'reactions', 'comments', 'shares', 'engagements', 'engagementRate'];
    const daily = await harness.connector.query(context(), query({ metrics, dimension: 'date' }));
    expect(calls('organizationalEntityShareStatistics')[0]).toContain(
      `q=organizationalEntity&organizationalEntity=urn%3Ali%3Aorganization%3A${ACME}&timeIntervals=(timeRange:(start:${midnight(RANGE.startDate)},end:${midnight(addDays(RANGE.endDate, 1))}),timeGranularityType:DAY)`,
    );
    expect(calls('organizationalEntityFollowerStatistics')).toHaveLength(0);
    expect(daily.rows).toHaveLength(30);
    expect(daily.rows.every((row) => (row.values.impressions ?? 0) > 0)).toBe(true);
    const totals = daily.totals ?? {};
    expect(totals.engagements).toBe(sum(daily.rows, 'clicks') + sum(daily.rows, 'reactions') + sum(daily.rows, 'comments') + sum(daily.rows, 'shares'));
    expect(totals.engagementRate).toBeCloseTo((100 * (totals.engagements ?? 0)) / (totals.impressions ?? 1), 9);
    expect(totals.engagementRate).not.toBeCloseTo(sum(daily.rows, 'engagementRate') / daily.rows.length, 6);
    const whole = await harness.connector.query(context(), query({ metrics: ['impressions', 'engagementRate'] }));
    expect(whole.rows).toEqual([{ dimension: null, values: { impressions: totals.impressions, engagementRate: totals.engagementRate } }]);
  });

  it('adds organic and paid follower gains per day, and counts followers back from the count today', async () => {
    const result = await harness.connector.query(context(), query({ metrics: ['organicFollowers', 'paidFollowers', 'newFollowers', 'followers'], dimension: 'date' }));
    expect(calls('networkSizes')[0]).toContain(`/rest/networkSizes/urn%3Ali%3Aorganization%3A${ACME}?edgeType=COMPANY_FOLLOWED_BY_MEMBER`);
    expect(calls('organizationalEntityFollowerStatistics')[0]).toContain(`end:${midnight(addDays(TODAY, 1))}`);
    const rows = result.rows;
    expect(result.totals?.newFollowers).toBe(sum(rows, 'organicFollowers') + sum(rows, 'paidFollowers'));
    expect(result.totals?.paidFollowers).toBeGreaterThan(0);
    for (let index = 1; index < rows.length; index += 1) expect(rows[index]!.values.followers! - rows[index - 1]!.values.followers!).toBe(rows[index]!.values.newFollowers);
    expect(result.totals?.followers).toBe(rows.at(-1)?.values.followers);
    expect(result.totals?.followers).toBeGreaterThan(15_000);
    const upToToday = await harness.connector.query(context(), query({ metrics: ['followers'] }, { startDate: RANGE.startDate, endDate: TODAY }));
    const now = await harness.connector.query(context(), query({ metrics: ['followers'] }, { startDate: TODAY, endDate: TODAY }));
    expect(upToToday.totals?.followers).toBe(now.totals?.followers);
  });

  it('clips a range reaching back more than 12 months, and refuses one wholly older with a message, not as an authorisation failure', async () => {
    const earliest = addDays(TODAY, -365);
    const reaching = { startDate: addDays(earliest, -20), endDate: addDays(earliest, 9) };
    const clipped = await harness.connector.query(context(), query({ metrics: ['impressions'], dimension: 'date' }, reaching));
    expect(calls('organizationalEntityShareStatistics')[0]).toContain(`start:${midnight(earliest)},`);
    expect(clipped.rows).toHaveLength(30);
    expect(clipped.rows.slice(0, 20).every((row) => row.values.impressions === 0)).toBe(true);
    expect(clipped.rows.slice(20).every((row) => (row.values.impressions ?? 0) > 0)).toBe(true);
    const older = harness.connector.query(context(), query({ metrics: ['impressions'] }, { startDate: addDays(earliest, -60), endDate: addDays(earliest, -1) }));
    await expect(older).rejects.toBeInstanceOf(SourceProviderError);
    await expect(older).rejects.toThrow(`LinkedIn keeps Page statistics for the past 12 months only: choose a range from ${earliest} on.`);
    const future = await harness.connector.query(context(), query({ metrics: ['impressions'] }, { startDate: addDays(TODAY, 1), endDate: addDays(TODAY, 5) }));
    expect(future.totals).toEqual({ impressions: 0 });
  });

  it('refuses an organisation the member does not administer, and maps the switches', async () => {
    await expect(harness.connector.query(context(), query({ property: '1234', metrics: ['impressions'] }))).rejects.toBeInstanceOf(SourceAuthError);
    await expect(harness.connector.query(context(), query({ property: 'urn:li:organization:1', metrics: ['impressions'] }))).rejects.toMatchObject({ status: 400 });
    await harness.sandbox.setSwitch('empty', true);
    expect((await harness.connector.query(context(), query({ metrics: ['impressions', 'newFollowers'] }))).totals).toEqual({ impressions: 0, newFollowers: 0 });
    await harness.sandbox.state.reset();
    for (const name of ['revoked', 'permission'] as const) {
      await harness.sandbox.setSwitch(name, true);
      await expect(harness.connector.query(context(), query({ metrics: ['impressions'] }))).rejects.toBeInstanceOf(SourceAuthError);
      await harness.sandbox.state.reset();
    }
    await harness.sandbox.setSwitch('quota', true);
    await expect(harness.connector.query(context(), query({ metrics: ['impressions'] }))).rejects.toBeInstanceOf(SourceQuotaError);
    await harness.sandbox.state.reset();
    await harness.sandbox.setSwitch('server_error', true);
    await expect(harness.connector.query(context(), query({ metrics: ['impressions'] }))).rejects.toMatchObject({ name: 'SourceProviderError', status: 500 });
  });
});
