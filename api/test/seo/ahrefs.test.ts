import { addDays, todayIn } from '@pulseboard/shared/dates';
import { ahrefsApi } from '../../src/connectors/ahrefs_v3/ahrefs-api.js';
import { ahrefsConnector } from '../../src/connectors/ahrefs_v3/connector.js';
import { SourceAuthError, SourceLimitError, SourceProviderError, SourceQuotaError, type ConnectorContext } from '../../src/connectors/types.js';
import { ahrefsSandbox, AhrefsSandboxState, type AhrefsSwitch } from '../../src/sandbox/ahrefs/index.js';
import { SANDBOX_AHREFS_API } from '../../src/sandbox/ahrefs/paths.js';
import { siteOn } from '../../src/sandbox/seo/site-profile.js';
import { listenFakes } from '../helpers/fake-consent.js';

const DOMAIN = 'acme-outdoor.com';
const SEPTEMBER = { startDate: '2026-09-01', endDate: '2026-09-30' };

let fake: Awaited<ReturnType<typeof listenFakes>>;
let state: AhrefsSandboxState;
beforeAll(async () => {
  state = new AhrefsSandboxState();
  fake = await listenFakes(ahrefsSandbox, { state, prefix: SANDBOX_AHREFS_API });
});
afterAll(() => fake.close());
afterEach(async () => {
  await state.reset();
  fake.requests.length = 0;
});

const connector = () => ahrefsConnector({ get: ahrefsApi(fake.base) });
const context = (token = state.keyFor(null), account = `${DOMAIN}, northwind-coffee.com`): ConnectorContext => ({ credentials: { token }, account, onCredentialsRefreshed: async () => undefined });
const query = (metrics: string[], dimension: string | null, more: Record<string, unknown> = {}, range = SEPTEMBER) => ({
  config: { property: DOMAIN, metrics, ...(dimension ? { dimension } : {}), ...more },
  range,
  timezone: 'UTC',
  realTime: false,
});
const switchedOn = (name: AhrefsSwitch) => state.setSwitch(name, true, {});
const pathsAsked = () => fake.requests.map((request) => new URL(request.split(' ')[1]!, 'http://fake').pathname.replace(SANDBOX_AHREFS_API, '')).sort();

describe('ahrefs connector against the fake', () => {
  it("tries the key on the free usage endpoint, then lists the account's domains; refuses a wrong key", async () => {
    expect(await connector().listProperties(context())).toEqual([
      { id: DOMAIN, name: DOMAIN, group: null },
      { id: 'northwind-coffee.com', name: 'northwind-coffee.com', group: null },
    ]);
    expect(pathsAsked()).toEqual(['/subscription-info/limits-and-usage']);
    await expect(connector().listProperties(context('ahk-made.up'))).rejects.toThrow(new SourceAuthError('Ahrefs: Invalid API key'));
    expect((await connector().options(context(), 'mode', {})).map((option) => option.value)).toEqual(['subdomains', 'domain']);
  });

  it("reads the range's figures at its end from the snapshot endpoints, with the traffic's value from US cents", async () => {
    const metrics = ['domainRating', 'ahrefsRank', 'backlinks', 'referringDomains', 'organicTraffic', 'organicKeywords', 'organicTrafficValue'];
    const result = await connector().query(context(), query(metrics, null, { country: 'us' }));
    expect(pathsAsked()).toEqual(['/site-explorer/backlinks-stats', '/site-explorer/domain-rating', '/site-explorer/metrics']);
    expect(fake.requests.every((request) => request.includes('date=2026-09-30'))).toBe(true);
    const end = siteOn(DOMAIN, '2026-09-30', 'us');
    expect(result.currency).toBe('USD');
    expect(result.rows).toEqual([
      {
        dimension: null,
        values: {
          domainRating: end.authority,
          ahrefsRank: end.rank,
          backlinks: end.backlinks,
          referringDomains: end.referringDomains,
          organicTraffic: end.organicTraffic,
          organicKeywords: end.organicKeywords,
          organicTrafficValue: Math.round(end.organicValue * 100) / 100,
        },
      },
    ]);
  });

  it('reads the histories by day for a month, and by week or month for longer ranges, from the point before the range', async () => {
    const result = await connector().query(context(), query(['domainRating', 'referringDomains', 'organicTraffic', 'organicKeywords'], 'date', { country: 'us' }));
    expect(pathsAsked()).toEqual(['/site-explorer/domain-rating-history', '/site-explorer/keywords-history', '/site-explorer/metrics-history', '/site-explorer/refdomains-history']);
    expect(fake.requests.every((request) => request.includes('history_grouping=daily') && request.includes('date_from=2026-08-01'))).toBe(true);
    expect(result.rows).toHaveLength(30);
    const tenth = siteOn(DOMAIN, '2026-09-10', 'us');
    expect(result.rows[9]).toEqual({
      dimension: '2026-09-10',
      values: { domainRating: tenth.authority, referringDomains: tenth.referringDomains, organicTraffic: tenth.organicTraffic, organicKeywords: tenth.organicKeywords },
    });
    expect(result.totals?.organicTraffic).toBe(siteOn(DOMAIN, '2026-09-30', 'us').organicTraffic);

    fake.requests.length = 0;
    const year = await connector().query(context(), query(['referringDomains'], 'date', {}, { startDate: '2025-10-01', endDate: '2026-09-30' }));
    expect(fake.requests[0]).toContain('history_grouping=weekly');
    // A weekly point (a Monday) holds until the next one.
    expect(year.rows.find((row) => row.dimension === '2026-09-16')?.values.referringDomains).toBe(siteOn(DOMAIN, '2026-09-14').referringDomains);
  });

  it('has no history of backlinks or Ahrefs Rank: it says so instead of guessing', async () => {
    await expect(connector().query(context(), query(['backlinks', 'domainRating'], 'date'))).rejects.toThrow(
      new SourceProviderError('Ahrefs has no history of backlinks: show it without a dimension.', 400),
    );
    expect(fake.requests).toEqual([]);
  });

  it('lists keywords with their position a month before, ranked by traffic, and refuses another scope than Ahrefs has', async () => {
    const result = await connector().query(context(), query(['position', 'previousPosition', 'positionChange', 'searchVolume', 'keywordTraffic'], 'keyword', { country: 'gb', mode: 'domain' }));
    expect(fake.requests[0]).toMatch(/organic-keywords\?.*mode=domain&country=gb&date=2026-09-30&date_compared=2026-08-31/);
    const traffic = result.rows.map((row) => row.values.keywordTraffic!);
    expect(traffic).toEqual([...traffic].sort((a, b) => b - a));
    const moved = result.rows.find((row) => row.values.previousPosition! > 0)!;
    expect(moved.values.positionChange).toBe(moved.values.previousPosition! - moved.values.position!);
    expect(result.totals?.keywordTraffic).toBe(traffic.reduce((sum, value) => sum + value, 0));
    await expect(connector().query(context(), query(['position'], 'keyword', { mode: 'everything' }))).rejects.toThrow(new SourceProviderError('Ahrefs has no mode everything.', 400));
  });

  it('asks nothing for a range ahead of today, and reads a range reaching past today as of today', async () => {
    const today = todayIn('UTC');
    const ahead = await connector().query(context(), query(['domainRating'], null, {}, { startDate: addDays(today, 3), endDate: addDays(today, 9) }));
    expect(fake.requests).toEqual([]);
    expect(ahead.totals).toEqual({ domainRating: 0 });
    await connector().query(context(), query(['domainRating'], null, {}, { startDate: addDays(today, -3), endDate: addDays(today, 3) }));
    expect(fake.requests[0]).toContain(`date=${today}`);
  });

  it('maps every switch: a revoked key invalidates, spent units name the limit, throttling waits, an outage is temporary, no data is zeros', async () => {
    await switchedOn('revoked');
    await expect(connector().query(context(), query(['domainRating'], null))).rejects.toThrow(new SourceAuthError('Ahrefs: API key was revoked'));
    await state.reset();
    await switchedOn('out_of_units');
    await expect(connector().query(context(), query(['domainRating'], 'date'))).rejects.toThrow(
      new SourceLimitError("Ahrefs: API units limit reached for this subscription: the Ahrefs plan's API units are used up; figures come back once units are added or the plan renews."),
    );
    // Trying the key costs no units: it still works.
    expect(await connector().listProperties(context())).toHaveLength(2);
    await state.reset();
    await switchedOn('quota');
    await expect(connector().query(context(), query(['domainRating'], null))).rejects.toEqual(expect.objectContaining({ name: 'SourceQuotaError', retryAfterMs: 2000 }));
    await expect(connector().query(context(), query(['domainRating'], null))).rejects.toBeInstanceOf(SourceQuotaError);
    await state.reset();
    await switchedOn('server_error');
    await expect(connector().query(context(), query(['domainRating'], null))).rejects.toThrow(new SourceProviderError('Ahrefs: Internal server error', 500));
    await state.reset();
    await state.setSwitch('empty', true, { account: DOMAIN });
    expect((await connector().query(context(), query(['domainRating', 'organicTraffic'], 'date'))).totals).toEqual({ domainRating: 0, organicTraffic: 0 });
    expect((await connector().query(context(), query(['organicTrafficValue', 'backlinks'], null))).totals).toEqual({ organicTrafficValue: 0, backlinks: 0 });
    expect((await connector().query(context(), query(['position'], 'keyword'))).rows).toEqual([]);
  });
});
