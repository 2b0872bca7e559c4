import { todayIn } from '@pulseboard/shared/dates';
import { seRankingApi } from '../../src/connectors/seranking/client.js';
import { seRankingConnector } from '../../src/connectors/seranking/connector.js';
import { SourceAuthError, SourceLimitError, SourceProviderError, SourceQuotaError, type ConnectorContext } from '../../src/connectors/types.js';
import { SERANKING_SITES } from '../../src/sandbox/seranking/fixtures.js';
import { seRankingSandbox, SeRankingSandboxState, type SeRankingSwitch } from '../../src/sandbox/seranking/index.js';
import { SANDBOX_SERANKING_API } from '../../src/sandbox/seranking/paths.js';
import { enginePositions } from '../../src/sandbox/seranking/positions-model.js';
import { listenFakes } from '../helpers/fake-consent.js';

const OCTOBER = { startDate: '2026-10-01', endDate: '2026-10-31' };
const ACME = SERANKING_SITES[0]!;
const SITE = String(ACME.id);

let fake: Awaited<ReturnType<typeof listenFakes>>;
let state: SeRankingSandboxState;
beforeAll(async () => {
  state = new SeRankingSandboxState();
  fake = await listenFakes(seRankingSandbox, { state, prefix: SANDBOX_SERANKING_API });
});
afterAll(() => fake.close());
afterEach(async () => {
  await state.reset();
  fake.requests.length = 0;
});

const connector = (maxPages?: number) => seRankingConnector({ get: seRankingApi(fake.base), maxPages });
const context = (token = state.keyFor(null)): ConnectorContext => ({ credentials: { token }, account: 'Acme agency', onCredentialsRefreshed: async () => undefined });
const query = (metrics: string[], dimension: string | null, more: Record<string, unknown> = {}) => ({
  config: { property: SITE, metrics, ...(dimension ? { dimension } : {}), ...more },
  range: OCTOBER,
  timezone: 'UTC',
  realTime: false,
});
const switchedOn = (name: SeRankingSwitch) => state.setSwitch(name, true, {});

/** What the fake answers for the site, engine by engine: the expected figures are made from it here. */
const model = (engines = ACME.engines) =>
  engines.flatMap((engine) => enginePositions(ACME, engine, ACME.keywords, OCTOBER.startDate, OCTOBER.endDate, todayIn('UTC')).map((keyword) => ({ engine, keyword })));
const BOTH_ENGINES = model();
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

describe('se ranking connector against the fake', () => {
  it('lists the sites its key opens, and refuses a wrong key', async () => {
    expect(await connector().listProperties(context())).toEqual([
      { id: '11695244', name: 'acme-outdoor.com', group: null },
      { id: '11702310', name: 'northwind-coffee.com', group: null },
    ]);
    await expect(connector().listProperties(context('ser-wrong.key'))).rejects.toThrow(new SourceAuthError('SE Ranking: Invalid API key'));
  });

  it("fills the search engine and keyword lists from the chosen site's own", async () => {
    expect(await connector().options(context(), 'searchEngine', { property: SITE })).toEqual([
      { value: '4410021', label: 'Google United States' },
      { value: '4410022', label: 'Google Canada' },
    ]);
    expect(await connector().options(context(), 'searchEngine', { property: '11702310' })).toEqual([
      { value: '4418870', label: 'Google France (Paris)' },
      { value: '4418871', label: 'Bing France' },
    ]);
    const keywords = await connector().options(context(), 'keyword', { property: SITE });
    expect(keywords).toHaveLength(20);
    expect(keywords[0]).toEqual({ value: 'hiking backpack', label: 'hiking backpack' });
    await expect(connector().options(context(), 'keyword', {})).rejects.toThrow(new SourceProviderError('Choose a site first.', 400));
  });

  it('averages positions over ranked checks only, never counting an unranked keyword as 0', async () => {
    const checks = BOTH_ENGINES.flatMap(({ keyword }) => keyword.positions);
    const ranked = checks.filter((check) => check.pos > 0).map((check) => check.pos);
    expect(checks.length - ranked.length).toBeGreaterThan(0);
    const result = await connector().query(context(), query(['averagePosition', 'trackedKeywords', 'rankedKeywords', 'top10Keywords', 'searchVolume'], 'date'));
    expect(result.rows).toHaveLength(31);
    expect(result.totals?.averagePosition).toBeCloseTo(mean(ranked), 9);
    const lastDay = BOTH_ENGINES.map(({ keyword }) => keyword.positions.at(-1)!.pos);
    expect(result.totals).toMatchObject({
      trackedKeywords: 40,
      rankedKeywords: lastDay.filter((pos) => pos > 0).length,
      top10Keywords: lastDay.filter((pos) => pos > 0 && pos <= 10).length,
      searchVolume: BOTH_ENGINES.reduce((sum, { keyword }) => sum + keyword.volume, 0),
    });
    const day = BOTH_ENGINES.map(({ keyword }) => keyword.positions[4]!.pos);
    expect(result.rows[4]).toEqual({
      dimension: '2026-10-05',
      values: expect.objectContaining({ averagePosition: mean(day.filter((pos) => pos > 0)), rankedKeywords: day.filter((pos) => pos > 0).length }),
    });
  });

  it("lists each keyword with its latest position and the range's move, on one engine or all", async () => {
    const usOnly = model([ACME.engines[0]!]);
    const result = await connector().query(context(), query(['position', 'positionChange', 'searchVolume'], 'keyword', { searchEngine: '4410021' }));
    expect(result.rows).toHaveLength(20);
    const backpack = usOnly.find(({ keyword }) => keyword.name === 'hiking backpack')!.keyword;
    const row = result.rows.find((entry) => entry.dimension === 'hiking backpack')!;
    const last = backpack.positions.at(-1)!.pos;
    expect(row.values.searchVolume).toBe(backpack.volume);
    if (last > 0) expect(row.values.position).toBe(last);
    else expect(row.values).not.toHaveProperty('position');
    const moves = usOnly.map(({ keyword }) => [keyword.positions[0]!.pos, keyword.positions.at(-1)!.pos]).filter(([first, latest]) => first! > 0 && latest! > 0);
    expect(result.totals?.positionChange).toBe(moves.reduce((sum, [first, latest]) => sum + first! - latest!, 0));
    const latest = usOnly.map(({ keyword }) => keyword.positions.at(-1)!.pos).filter((pos) => pos > 0);
    expect(result.totals?.position).toBeCloseTo(mean(latest), 9);

    const engines = await connector().query(context(), query(['trackedKeywords'], 'searchEngine'));
    expect(engines.rows).toEqual([
      { dimension: 'Google United States', values: { trackedKeywords: 20 } },
      { dimension: 'Google Canada', values: { trackedKeywords: 20 } },
    ]);
    const one = await connector().query(context(), query(['trackedKeywords', 'averagePosition'], null, { keyword: 'hiking backpack' }));
    expect(one.totals?.trackedKeywords).toBe(2);
  });

  it('pages keyword by keyword to the same answer, within the page budget', async () => {
    const whole = await connector().query(context(), query(['averagePosition', 'rankedKeywords'], 'keyword'));
    await switchedOn('paging');
    fake.requests.length = 0;
    const paged = await connector().query(context(), query(['averagePosition', 'rankedKeywords'], 'keyword'));
    expect(paged).toEqual(whole);
    expect(fake.requests.filter((request) => request.includes('/sites/positions'))).toHaveLength(4);
    await expect(connector(3).query(context(), query(['averagePosition'], null))).rejects.toThrow(/SE Ranking has more than 3 pages/);
  });

  it('maps its switches: a deleted key, spent credits, throttling, an outage, and no checks yet', async () => {
    await switchedOn('revoked');
    await expect(connector().query(context(), query(['averagePosition'], null))).rejects.toThrow(new SourceAuthError('SE Ranking: Invalid API key'));
    await state.reset();
    await state.setSwitch('out_of_credits', true, { account: 'acme-outdoor.com' });
    await expect(connector().query(context(), query(['averagePosition'], null))).rejects.toBeInstanceOf(SourceLimitError);
    expect(await connector().listProperties(context())).toHaveLength(2);
    await state.reset();
    await switchedOn('quota');
    await expect(connector().query(context(), query(['averagePosition'], null))).rejects.toEqual(expect.objectContaining({ name: 'SourceQuotaError', retryAfterMs: 10_000 }));
    await expect(connector().listProperties(context())).rejects.toBeInstanceOf(SourceQuotaError);
    await state.reset();
    await switchedOn('server_error');
    await expect(connector().query(context(), query(['averagePosition'], null))).rejects.toThrow(new SourceProviderError('SE Ranking: Internal server error', 500));
    await state.reset();
    await switchedOn('empty');
    const empty = await connector().query(context(), query(['averagePosition', 'rankedKeywords'], 'date'));
    expect(empty.totals).toEqual({ rankedKeywords: 0 });
    expect(empty.rows.map((row) => row.values)).toEqual(Array.from({ length: 31 }, () => ({})));
  });
});
