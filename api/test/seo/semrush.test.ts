import { addDays, startOfMonth, todayIn } from '@pulseboard/shared/dates';
import { semrushConnector } from '../../src/connectors/semrush/connector.js';
import { parseSemicolonCsv } from '../../src/connectors/semrush/csv.js';
import { semrushErrorOf, semrushFailure } from '../../src/connectors/semrush/errors.js';
import { semrushApi } from '../../src/connectors/semrush/semrush-api.js';
import { SourceAuthError, SourceLimitError, SourceProviderError, SourceQuotaError, type ConnectorContext } from '../../src/connectors/types.js';
import { siteOn } from '../../src/sandbox/seo/site-profile.js';
import { semrushSandbox, SemrushSandboxState, type SemrushSwitch } from '../../src/sandbox/semrush/index.js';
import { SANDBOX_SEMRUSH_PREFIX } from '../../src/sandbox/semrush/paths.js';
import { listenFakes } from '../helpers/fake-consent.js';

const DOMAIN = 'acme-outdoor.com';
const SEPTEMBER = { startDate: '2026-09-01', endDate: '2026-09-30' };

let fake: Awaited<ReturnType<typeof listenFakes>>;
let state: SemrushSandboxState;
beforeAll(async () => {
  state = new SemrushSandboxState();
  fake = await listenFakes(semrushSandbox, { state, prefix: SANDBOX_SEMRUSH_PREFIX });
});
afterAll(() => fake.close());
afterEach(async () => {
  await state.reset();
  fake.requests.length = 0;
});

const connector = () => semrushConnector({ api: semrushApi({ api: `${fake.base}/api`, www: `${fake.base}/www` }) });
const context = (token = state.keyFor(null), account = `${DOMAIN}, northwind-coffee.com`): ConnectorContext => ({ credentials: { token }, account, onCredentialsRefreshed: async () => undefined });
const query = (metrics: string[], dimension: string | null, more: Record<string, unknown> = {}, range = SEPTEMBER) => ({
  config: { property: DOMAIN, metrics, ...(dimension ? { dimension } : {}), ...more },
  range,
  timezone: 'UTC',
  realTime: false,
});
const switchedOn = (name: SemrushSwitch) => state.setSwitch(name, true, {});
const reportsAsked = () => fake.requests.map((request) => new URL(request.split(' ')[1]!, 'http://fake').searchParams.get('type'));

describe('Semrush text answers', () => {
  it('reads `;`-separated reports by their header, with quotes, CRLF, a byte order mark and no final newline', () => {
    const text = '\uFEFFKeyword;Position;Url\r\nhiking "pro" boots;3;"https://acme.com/a;b"\r\n"say ""hi""";12;\r\n\r\n';
    expect(parseSemicolonCsv(text)).toEqual([
      { Keyword: 'hiking "pro" boots', Position: '3', Url: 'https://acme.com/a;b' },
      { Keyword: 'say "hi"', Position: '12', Url: '' },
    ]);
    expect(parseSemicolonCsv('Rank;Date\n28;20260915')).toEqual([{ Rank: '28', Date: '20260915' }]);
    expect(parseSemicolonCsv('')).toEqual([]);
  });

  it('maps each ERROR line: nothing found is no error, bad keys invalidate, 131 waits, spent units name the limit, the rest is the provider’s', () => {
    expect(semrushErrorOf('ERROR 50 :: NOTHING FOUND\n')).toEqual({ code: 50, message: 'NOTHING FOUND' });
    expect(semrushErrorOf('Rank;Date')).toBeUndefined();
    const of = (line: string) => semrushFailure(semrushErrorOf(line)!);
    for (const line of ['ERROR 120 :: WRONG KEY - ID PAIR', 'ERROR 121 :: WRONG FORMAT OR EMPTY HASH', 'ERROR 122 :: WRONG FORMAT OR EMPTY KEY', 'ERROR 130 :: API DISABLED']) {
      expect(of(line)).toBeInstanceOf(SourceAuthError);
    }
    expect(of('ERROR 131 :: LIMIT EXCEEDED')).toBeInstanceOf(SourceQuotaError);
    expect(of('ERROR 132 :: API UNITS BALANCE IS ZERO')).toEqual(
      new SourceLimitError("Semrush: API UNITS BALANCE IS ZERO (ERROR 132): the Semrush account's API units are used up; figures come back once units are added or the plan renews."),
    );
    expect(of('ERROR 134 :: TOTAL LIMIT EXCEEDED')).toBeInstanceOf(SourceLimitError);
    expect(of('ERROR 133 :: DB ACCESS DENIED')).toEqual(new SourceProviderError('Semrush: DB ACCESS DENIED (ERROR 133)', 400));
  });
});

describe('semrush connector against the fake', () => {
  it("tries the key on the free units balance, then lists the account's domains; refuses a wrong key", async () => {
    expect(await connector().listProperties(context())).toEqual([
      { id: DOMAIN, name: DOMAIN, group: null },
      { id: 'northwind-coffee.com', name: 'northwind-coffee.com', group: null },
    ]);
    expect(fake.requests).toEqual([expect.stringMatching(/^GET \/sandbox\/semrush\/www\/users\/countapiunits\.html\?key=smk/)]);
    await expect(connector().listProperties(context('smk-made.up'))).rejects.toThrow(new SourceAuthError('Semrush: WRONG KEY - ID PAIR (ERROR 120)'));
    expect((await connector().options(context(), 'property', {})).map((option) => option.value)).toEqual([DOMAIN, 'northwind-coffee.com']);
    expect((await connector().options(context(), 'database', {})).map((option) => option.value)).toContain('de');
  });

  it('reads organic figures and the backlink profile by day from the monthly histories, each level holding until the next measurement', async () => {
    const metrics = ['organicTraffic', 'organicKeywords', 'organicTrafficValue', 'authorityScore', 'backlinks', 'referringDomains'];
    const result = await connector().query(context(), query(metrics, 'date'));
    expect(reportsAsked().sort()).toEqual(['backlinks_historical', 'domain_rank_history']);
    expect(result.currency).toBe('USD');
    expect(result.rows).toHaveLength(30);
    // Domain figures are measured on the 15th: August's hold until September 14th.
    const august = siteOn(DOMAIN, '2026-08-15', 'us');
    const september = siteOn(DOMAIN, '2026-09-15', 'us');
    expect(result.rows[0]?.values.organicTraffic).toBe(august.organicTraffic);
    expect(result.rows[13]?.values.organicTraffic).toBe(august.organicTraffic);
    expect(result.rows[14]).toMatchObject({ dimension: '2026-09-15', values: { organicTraffic: september.organicTraffic, organicKeywords: september.organicKeywords } });
    // Backlinks are measured on the 1st.
    const links = siteOn(DOMAIN, '2026-09-01');
    expect(result.rows[0]?.values).toMatchObject({ backlinks: links.backlinks, referringDomains: links.referringDomains, authorityScore: Math.round(links.authority * 0.9 + 3) });
    // The range's figure is the one at its end.
    expect(result.totals).toMatchObject({ organicTraffic: september.organicTraffic, organicTrafficValue: Math.round(september.organicValue), backlinks: links.backlinks });
  });

  it('counts new and lost backlinks on the measurement that reports them, summed over the range', async () => {
    const result = await connector().query(context(), query(['newBacklinks', 'lostBacklinks'], 'date', {}, { startDate: '2026-08-01', endDate: '2026-09-30' }));
    const days = result.rows.filter((row) => row.values.newBacklinks! > 0).map((row) => row.dimension);
    expect(days).toEqual(['2026-08-01', '2026-09-01']);
    expect(result.totals?.newBacklinks).toBe(result.rows.reduce((sum, row) => sum + row.values.newBacklinks!, 0));
  });

  it("adds today's figures (domain_rank, backlinks_overview) while the range reaches today, and spends nothing on a future range", async () => {
    const today = todayIn('UTC');
    const thisMonth = { startDate: startOfMonth(today), endDate: today };
    const result = await connector().query(context(), query(['organicTraffic', 'backlinks'], null, {}, thisMonth));
    expect(reportsAsked().sort()).toEqual(['backlinks_historical', 'backlinks_overview', 'domain_rank', 'domain_rank_history']);
    const now = siteOn(DOMAIN, today, 'us');
    expect(result.rows).toEqual([{ dimension: null, values: { organicTraffic: now.organicTraffic, backlinks: now.backlinks } }]);
    fake.requests.length = 0;
    const ahead = await connector().query(context(), query(['organicTraffic'], 'date', {}, { startDate: addDays(today, 10), endDate: addDays(today, 20) }));
    expect(fake.requests).toEqual([]);
    expect(ahead.rows.every((row) => row.values.organicTraffic === 0)).toBe(true);
  });

  it('reads another country’s database, and refuses one it does not have', async () => {
    const us = await connector().query(context(), query(['organicTraffic'], null));
    const germany = await connector().query(context(), query(['organicTraffic'], null, { database: 'de' }));
    expect(germany.totals?.organicTraffic).toBe(siteOn(DOMAIN, '2026-09-15', 'de').organicTraffic);
    expect(germany.totals?.organicTraffic).not.toBe(us.totals?.organicTraffic);
    await expect(connector().query(context(), query(['organicTraffic'], null, { database: 'zz' }))).rejects.toThrow(new SourceProviderError('Semrush has no database zz.', 400));
  });

  it('lists keywords with their position and places gained since the previous update, as of the range’s month for a past range', async () => {
    const result = await connector().query(context(), query(['position', 'previousPosition', 'positionChange', 'searchVolume', 'trafficShare'], 'keyword'));
    expect(fake.requests[0]).toContain('display_date=20260915');
    expect(result.rows.length).toBeGreaterThan(3);
    for (const row of result.rows) expect(row.values.position).toBeGreaterThanOrEqual(1);
    const moved = result.rows.find((row) => row.values.previousPosition! > 0)!;
    expect(moved.values.positionChange).toBe(moved.values.previousPosition! - moved.values.position!);
    expect(result.totals?.trafficShare).toBeCloseTo(100, 0);
    const current = await connector().query(context(), query(['position'], null, {}, { startDate: startOfMonth(todayIn('UTC')), endDate: todayIn('UTC') }));
    expect(fake.requests[1]).not.toContain('display_date');
    expect(current.rows).toHaveLength(1);
  });

  it('reads only the domains of the source, and one kind of report per widget', async () => {
    await expect(connector().query(context(), { ...query(['organicTraffic'], null), config: { property: 'elsewhere.com', metrics: ['organicTraffic'] } })).rejects.toThrow(
      new SourceProviderError("elsewhere.com is not one of this source's domains: add it to the source in Company Sources.", 400),
    );
    await expect(connector().query(context(), query(['position', 'backlinks'], 'keyword'))).rejects.toBeInstanceOf(SourceProviderError);
    await expect(connector().query(context(), query(['position'], 'date'))).rejects.toBeInstanceOf(SourceProviderError);
    expect(fake.requests).toEqual([]);
  });

  it('maps every switch: a revoked key invalidates, spent units name the limit, throttling waits, an outage is temporary, no data is zeros', async () => {
    await switchedOn('revoked');
    await expect(connector().query(context(), query(['backlinks'], 'date'))).rejects.toThrow(new SourceAuthError('Semrush: WRONG KEY - ID PAIR (ERROR 120)'));
    await state.reset();
    await switchedOn('out_of_units');
    await expect(connector().query(context(), query(['organicTraffic'], 'date'))).rejects.toBeInstanceOf(SourceLimitError);
    await expect(connector().query(context(), query(['organicTraffic'], 'date'))).rejects.toThrow(/API units are used up/);
    // The balance is free and answers 0: the key is still good.
    expect(await connector().listProperties(context())).toHaveLength(2);
    await state.reset();
    await switchedOn('quota');
    await expect(connector().query(context(), query(['organicTraffic'], null))).rejects.toEqual(expect.objectContaining({ name: 'SourceQuotaError', retryAfterMs: 1000 }));
    await state.reset();
    await switchedOn('server_error');
    await expect(connector().query(context(), query(['organicTraffic'], null))).rejects.toThrow(new SourceProviderError('Semrush answered 502.', 502));
    await state.reset();
    await state.setSwitch('empty', true, { account: DOMAIN });
    const empty = await connector().query(context(), query(['organicTraffic', 'backlinks', 'newBacklinks'], 'date'));
    expect(empty.totals).toEqual({ organicTraffic: 0, backlinks: 0, newBacklinks: 0 });
    expect((await connector().query(context(), query(['position'], 'keyword'))).rows).toEqual([]);
  });
});
