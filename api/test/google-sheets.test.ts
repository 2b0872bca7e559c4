import { SHEETS_SCOPES } from '../src/connectors/google_sheets/catalogue.js';
import { cellDay, cellNumber } from '../src/connectors/google_sheets/cells.js';
import { googleSheetsConnector } from '../src/connectors/google_sheets/connector.js';
import { SourceAuthError, SourceQuotaError, type ConnectorQuery } from '../src/connectors/types.js';
import { AccessTokens } from '../src/oauth/access-tokens.js';
import { SAM, connect, connectorHarness, contextOf } from './helpers/google-sandbox.js';

const ACME = '1Acme-LeadsTracker-9fK2mQ7xR4tW8zV1bN6cD3';
const NORTHWIND = '1Northwind-StoreSales-Lq8sT2vY5nB0xC7dF4g';
const RANGE = { startDate: '2026-03-01', endDate: '2026-03-31' };
const leads = (config: Record<string, unknown>, range = RANGE): ConnectorQuery => ({
  config: { property: ACME, sheet: 'Leads', dateColumn: 'Date', ...config },
  range,
  timezone: 'UTC',
  realTime: false,
});

const harness = connectorHarness(SHEETS_SCOPES, (sandbox, tokens) => googleSheetsConnector({ endpoints: sandbox.endpoints, tokens }));
const context = () => contextOf(harness.credentials);

describe('google_sheets cells', () => {
  it('reads numbers typed as text and dates in ISO, US and serial form', () => {
    expect(cellNumber('1,234.50')).toBe(1234.5);
    expect(cellNumber('$ 1,234')).toBe(1234);
    expect(cellNumber('(250)')).toBe(-250);
    expect(cellNumber('12 %')).toBe(12);
    expect(cellNumber(7)).toBe(7);
    for (const text of ['', 'n/a', '1,23', '1.2.3', '$']) expect(cellNumber(text)).toBeUndefined();
    expect(cellDay('2026-03-05')).toBe('2026-03-05');
    expect(cellDay('2026-03-05 10:00:00')).toBe('2026-03-05');
    expect(cellDay('3/5/2026')).toBe('2026-03-05');
    expect(cellDay(46086)).toBe('2026-03-05');
    for (const text of ['2026-02-30', '13/1/2026', 'March 5']) expect(cellDay(text)).toBeUndefined();
  });
});

describe('google_sheets connector against the Drive and Sheets fakes', () => {
  it('lists spreadsheets from Drive, following page tokens, and their sheets', async () => {
    const expected = [
      { id: ACME, name: 'Acme Outdoor - Leads tracker', group: null },
      { id: NORTHWIND, name: 'Northwind Coffee - Store sales', group: null },
      { id: '1Bluebird-MeetingNotes-Hw3kR8pZ1mV6tJ0yQ5c', name: 'Bluebird Dental - Meeting notes', group: null },
    ];
    expect(await harness.connector.listProperties(context())).toEqual(expected);
    await harness.sandbox.setSwitch('paging', true);
    expect(await harness.connector.listProperties(context())).toEqual(expected);
    expect((await harness.connector.options(context(), 'sheet', { property: ACME })).map((option) => option.value)).toEqual(['Leads', 'Notes']);
  });

  it('offers date columns, number columns and text columns from the sheet itself', async () => {
    const params = { property: ACME, sheet: 'Leads' };
    expect((await harness.connector.options(context(), 'dateColumn', params)).map((option) => option.value)).toEqual(['Date']);
    expect((await harness.connector.options(context(), 'metrics', params)).map((option) => option.value)).toEqual(['Leads', 'Qualified leads', 'Deal value']);
    expect((await harness.connector.options(context(), 'dimension', params)).map((option) => option.value)).toEqual(['date', 'Channel']);
    // Numbers typed as text ("1,234.50") still count as numbers.
    expect((await harness.connector.options(context(), 'metrics', { property: NORTHWIND, sheet: 'Daily sales' })).map((option) => option.value)).toEqual(['Orders', 'Revenue', 'Cups sold']);
  });

  it('sums the chosen columns per day of the date column, and splits by a text column to the same total', async () => {
    const byDay = await harness.connector.query(context(), leads({ metrics: ['Leads', 'Deal value'], dimension: 'date' }));
    expect(byDay.rows.map((row) => row.dimension)).toHaveLength(31);
    expect(byDay.rows[0]?.values.Leads).toBeGreaterThan(0);
    const byChannel = await harness.connector.query(context(), leads({ metrics: ['Leads'], dimension: 'Channel' }));
    expect(byChannel.rows.map((row) => row.dimension).sort()).toEqual(['Facebook', 'Google Ads', 'Organic', 'Referral']);
    const total = byDay.rows.reduce((sum, row) => sum + (row.values.Leads ?? 0), 0);
    expect(byChannel.rows.reduce((sum, row) => sum + (row.values.Leads ?? 0), 0)).toBe(total);
    const whole = await harness.connector.query(context(), leads({ metrics: ['Leads'] }));
    expect(whole.rows).toEqual([{ dimension: null, values: { Leads: total } }]);
  });

  it('reads US dates and text numbers', async () => {
    const result = await harness.connector.query(context(), {
      config: { property: NORTHWIND, sheet: 'Daily sales', dateColumn: 'Date', metrics: ['Revenue'], dimension: 'date' },
      range: { startDate: '2026-03-01', endDate: '2026-03-07' },
      timezone: 'UTC',
      realTime: false,
    });
    expect(result.rows).toHaveLength(7);
    expect(result.rows.every((row) => (row.values.Revenue ?? 0) > 100 && !Number.isInteger((row.values.Revenue ?? 0) * 10))).toBe(true);
  });

  it('says which column is gone, and answers zeros for an empty sheet', async () => {
    await expect(harness.connector.query(context(), leads({ metrics: ['Calls'] }))).rejects.toThrow('The sheet "Leads" has no column "Calls" any more.');
    await harness.sandbox.setSwitch('empty', true);
    expect(await harness.connector.listProperties(context())).toEqual([]);
    await expect(harness.connector.query(context(), leads({ metrics: ['Leads'] }))).rejects.toThrow('no column "Date"');
  });

  it("refuses a spreadsheet not shared with the user as the provider's error", async () => {
    const sam = await connect(harness.provider, SAM);
    await expect(harness.connector.query(contextOf(sam), leads({ metrics: ['Leads'] }))).rejects.toMatchObject({ name: 'SourceProviderError', status: 403 });
  });

  it('keeps under the per-minute read allowance itself, and maps quota and revocation', async () => {
    let now = Date.parse('2026-03-10T12:00:00Z');
    const sparing = googleSheetsConnector({ endpoints: harness.sandbox.endpoints, tokens: new AccessTokens(harness.provider), readsPerMinute: 2, now: () => now });
    await sparing.query(context(), leads({ metrics: ['Leads'] }));
    await sparing.query(context(), leads({ metrics: ['Leads'] }));
    const refused = await sparing.query(context(), leads({ metrics: ['Leads'] })).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SourceQuotaError);
    expect((refused as SourceQuotaError).retryAfterMs).toBe(60_000);
    const reads = harness.sandbox.requests.filter((request) => request.includes('/values/')).length;
    expect(reads).toBe(2);
    now += 60_000;
    await sparing.query(context(), leads({ metrics: ['Leads'] }));
    await harness.sandbox.setSwitch('quota', true);
    await expect(harness.connector.query(context(), leads({ metrics: ['Leads'] }))).rejects.toBeInstanceOf(SourceQuotaError);
    await harness.sandbox.state.reset();
    await harness.sandbox.setSwitch('revoked', true);
    await expect(harness.connector.query(context(), leads({ metrics: ['Leads'] }))).rejects.toBeInstanceOf(SourceAuthError);
  });
});
