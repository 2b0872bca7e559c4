import { todayIn } from '@pulseboard/shared/dates';
import { serpstatConnector } from '../../src/connectors/serpstat/connector.js';
import { serpstatRpc } from '../../src/connectors/serpstat/json-rpc.js';
import { SourceAuthError, SourceLimitError, SourceProviderError, SourceQuotaError, type ConnectorContext } from '../../src/connectors/types.js';
import { domainHistory, domainKeywords } from '../../src/sandbox/serpstat/domain-model.js';
import { serpstatSandbox, SerpstatSandboxState, type SerpstatSwitch } from '../../src/sandbox/serpstat/index.js';
import { SANDBOX_SERPSTAT_API } from '../../src/sandbox/serpstat/paths.js';
import { listenFakes } from '../helpers/fake-consent.js';

const OCTOBER = { startDate: '2026-10-01', endDate: '2026-10-31' };
const DOMAIN = 'acme-outdoor.com';

let fake: Awaited<ReturnType<typeof listenFakes>>;
let state: SerpstatSandboxState;
beforeAll(async () => {
  state = new SerpstatSandboxState();
  fake = await listenFakes(serpstatSandbox, { state, prefix: SANDBOX_SERPSTAT_API });
});
afterAll(() => fake.close());
afterEach(async () => {
  await state.reset();
  fake.requests.length = 0;
});

const connector = (maxPages?: number) => serpstatConnector({ call: serpstatRpc(fake.base), maxPages });
const context = (token = state.keyFor(null), account = `${DOMAIN}, northwind-coffee.com`): ConnectorContext => ({ credentials: { token }, account, onCredentialsRefreshed: async () => undefined });
const query = (metrics: string[], dimension: string | null, more: Record<string, unknown> = {}, range = OCTOBER) => ({
  config: { property: DOMAIN, metrics, ...(dimension ? { dimension } : {}), ...more },
  range,
  timezone: 'UTC',
  realTime: false,
});
const switchedOn = (name: SerpstatSwitch) => state.setSwitch(name, true, {});

/** Calls the fake's endpoint as any JSON-RPC client would. */
async function rpc(body: unknown, token: string | null = state.keyFor(null)) {
  const response = await fetch(`${fake.base}/v4/${token === null ? '' : `?token=${token}`}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { id: string | null; result?: { data: unknown[]; summary_info: Record<string, number> }; error?: { code: number; message: string } },
  };
}

describe('the Serpstat fake speaks JSON-RPC', () => {
  it('answers in its envelope, charging a credit per row returned, and refuses what it does not know', async () => {
    const token = state.keyFor(7);
    const stats = await rpc({ id: 'a', method: 'SerpstatLimitsProcedure.getStats' }, token);
    expect(stats).toMatchObject({ status: 200, body: { id: 'a', result: { data: { left_lines: 1_000_000 }, summary_info: { left_lines: 1_000_000 } } } });
    const history = await rpc(
      { id: 'b', method: 'SerpstatDomainProcedure.getDomainsHistory', params: { domain: DOMAIN, se: 'g_us', filters: { date_from: '2026-09-01', date_to: '2026-10-31' }, size: 3 } },
      token,
    );
    expect(history.body.result?.data).toHaveLength(3);
    expect(history.body.result?.summary_info).toEqual({ page: 1, total: 4, left_lines: 999_997 });

    expect((await rpc({ id: 'c', method: 'SerpstatDomainProcedure.getNothing', params: {} })).body).toEqual({ id: 'c', error: { code: -32601, message: 'Method not found', data: null } });
    const badParams = await rpc({ id: 'd', method: 'SerpstatDomainProcedure.getDomainKeywords', params: { domain: DOMAIN, se: 'g_us', size: 5000 } });
    expect(badParams).toMatchObject({ status: 400, body: { error: { code: -32602, message: 'Invalid params: size' } } });
    expect((await rpc({ id: 'e', method: 'SerpstatDomainProcedure.getDomainKeywords', params: { domain: DOMAIN, se: 'g_zz1' } })).body.error).toEqual({
      code: 32018,
      message: 'Wrong search engine provided',
      data: null,
    });
    expect((await rpc('{"id":')).body).toEqual({ id: null, error: { code: -32700, message: 'Parse error', data: null } });
    expect(await rpc({ id: 'f', method: 'SerpstatLimitsProcedure.getStats' }, null)).toMatchObject({ status: 400, body: { error: { message: 'Missing token' } } });
    expect(await rpc({ id: 'g', method: 'SerpstatLimitsProcedure.getStats' }, 'sst-made-up.token')).toMatchObject({ status: 403, body: { error: { message: 'Invalid token!' } } });
  });
});

describe('serpstat connector against the fake', () => {
  it("lists the account's domains once the token works, and refuses a wrong token or an account without domains", async () => {
    expect(await connector().listProperties(context())).toEqual([
      { id: DOMAIN, name: DOMAIN, group: null },
      { id: 'northwind-coffee.com', name: 'northwind-coffee.com', group: null },
    ]);
    await expect(connector().listProperties(context('sst-wrong.token'))).rejects.toThrow(new SourceAuthError('Serpstat: Invalid token!'));
    await expect(connector().listProperties(context(undefined, 'not a domain'))).rejects.toBeInstanceOf(SourceProviderError);
    expect((await connector().options(context(), 'searchEngine', {})).map((option) => option.value)).toContain('g_uk');
  });

  it("reports the domain's figures as of each day from its database updates, totalled as of the range's end", async () => {
    const result = await connector().query(context(), query(['visibility', 'organicKeywords', 'organicTraffic', 'newKeywords'], 'date'));
    const updates = domainHistory(DOMAIN, 'g_us', '2026-09-01', '2026-10-31');
    const lastUpdate = updates.findLast((point) => point.date <= OCTOBER.endDate)!;
    expect(result.rows).toHaveLength(31);
    expect(result.totals).toEqual({ visibility: lastUpdate.visible, organicKeywords: lastUpdate.keywords, organicTraffic: lastUpdate.traff, newKeywords: lastUpdate.new_keywords });
    // Each day reads the latest update on or before it, the range's first day included.
    const firstDay = updates.findLast((point) => point.date <= OCTOBER.startDate)!;
    expect(result.rows[0]).toEqual({
      dimension: '2026-10-01',
      values: { visibility: firstDay.visible, organicKeywords: firstDay.keywords, organicTraffic: firstDay.traff, newKeywords: firstDay.new_keywords },
    });
    expect(new Set(result.rows.map((row) => row.values.organicKeywords)).size).toBe(updates.filter((point) => point.date >= firstDay.date).length);
    const whole = await connector().query(context(), query(['organicTraffic'], null));
    expect(whole.rows).toEqual([{ dimension: null, values: { organicTraffic: lastUpdate.traff } }]);
  });

  it('reads a database of another country, whose figures differ', async () => {
    const us = await connector().query(context(), query(['organicKeywords'], null));
    const uk = await connector().query(context(), query(['organicKeywords'], null, { searchEngine: 'g_uk' }));
    expect(uk.totals!.organicKeywords).toBeLessThan(us.totals!.organicKeywords!);
    await expect(connector().query(context(), query(['organicKeywords'], null, { searchEngine: 'g_zz' }))).rejects.toThrow(new SourceProviderError('Serpstat has no database g_zz.', 400));
  });

  it('lists the keywords by traffic with their positions, moves and volumes; the total position is the mean of ranked keywords', async () => {
    const result = await connector().query(context(), query(['position', 'positionChange', 'searchVolume', 'organicTraffic'], 'keyword'));
    const expected = domainKeywords(DOMAIN, 'g_us', todayIn('UTC')).sort((a, b) => b.traff - a.traff || a.keyword.localeCompare(b.keyword));
    expect(result.rows.map((row) => row.dimension)).toEqual(expected.map((row) => row.keyword));
    expect(result.rows[0]?.values).toEqual({
      position: expected[0]!.position,
      positionChange: expected[0]!.dynamic,
      searchVolume: expected[0]!.region_queries_count,
      organicTraffic: expected[0]!.traff,
    });
    const mean = expected.reduce((sum, row) => sum + row.position, 0) / expected.length;
    expect(result.totals?.position).toBeCloseTo(mean, 9);
    expect(result.totals?.searchVolume).toBe(expected.reduce((sum, row) => sum + row.region_queries_count, 0));
    expect(result.totals?.positionChange).toBe(expected.reduce((sum, row) => sum + row.dynamic, 0));
    // Without a dimension, the same figures over all the keywords; organic traffic alone stays the domain's.
    const overall = await connector().query(context(), query(['position', 'organicTraffic'], null));
    expect(overall.rows).toEqual([{ dimension: null, values: { position: result.totals!.position, organicTraffic: result.totals!.organicTraffic } }]);
  });

  it('refuses a metric outside its family, and a domain the source does not have', async () => {
    await expect(connector().query(context(), query(['position'], 'date'))).rejects.toThrow(new SourceProviderError('Serpstat gives position by keyword: choose the keyword dimension or none.', 400));
    await expect(connector().query(context(), query(['visibility'], 'keyword'))).rejects.toThrow(
      new SourceProviderError('Serpstat gives visibility for the whole domain, not over its keywords: ask for it on its own, by date or without a dimension.', 400),
    );
    await expect(connector().query(context(), query(['visibility', 'position'], null))).rejects.toBeInstanceOf(SourceProviderError);
    await expect(connector().query(context(), { ...query(['visibility'], null), config: { property: 'elsewhere.com', metrics: ['visibility'] } })).rejects.toBeInstanceOf(SourceProviderError);
  });

  it('pages through tiny pages to the same answer, within the page budget', async () => {
    const whole = await connector().query(context(), query(['position', 'searchVolume'], 'keyword'));
    await switchedOn('paging');
    fake.requests.length = 0;
    const paged = await connector().query(context(), query(['position', 'searchVolume'], 'keyword'));
    expect(paged).toEqual(whole);
    expect(fake.requests.length).toBe(Math.ceil(whole.rows.length / 5));
    await expect(connector(2).query(context(), query(['position'], 'keyword'))).rejects.toThrow(/Serpstat has more than 2 pages/);
  });

  it('maps its switches: an invalid token, spent credits, throttling, an outage, and no data', async () => {
    await switchedOn('revoked');
    await expect(connector().query(context(), query(['visibility'], 'date'))).rejects.toThrow(new SourceAuthError('Serpstat: Invalid token!'));
    await state.reset();
    await switchedOn('out_of_credits');
    const spent = connector().query(context(), query(['visibility'], 'date'));
    await expect(spent).rejects.toBeInstanceOf(SourceLimitError);
    await expect(spent).rejects.toThrow(/Credits exceeded.*API credits are used up/);
    // The token itself still works: the source is not to be re-authorised.
    expect(await connector().listProperties(context())).toHaveLength(2);
    await state.reset();
    await switchedOn('quota');
    await expect(connector().query(context(), query(['visibility'], null))).rejects.toBeInstanceOf(SourceQuotaError);
    await state.reset();
    await switchedOn('server_error');
    await expect(connector().query(context(), query(['visibility'], null))).rejects.toThrow(new SourceProviderError('Serpstat: HTTP 500', 500));
    await state.reset();
    await state.setSwitch('empty', true, { account: DOMAIN });
    expect((await connector().query(context(), query(['visibility', 'organicTraffic'], null))).totals).toEqual({ visibility: 0, organicTraffic: 0 });
    const noKeywords = await connector().query(context(), query(['position', 'searchVolume'], 'keyword'));
    expect(noKeywords).toEqual({ dimension: 'keyword', metrics: ['position', 'searchVolume'], rows: [], totals: { position: 0, searchVolume: 0 } });
    const byDate = await connector().query(context(), query(['visibility'], 'date'));
    expect(byDate.rows.every((row) => Object.keys(row.values).length === 0)).toBe(true);
  });
});
