import type Echo from 'laravel-echo';
import { eq } from 'drizzle-orm';
import { companyChannel, type CompanySourceUpdated, type WidgetData, type WidgetDataRequest } from '@pulseboard/shared/contracts';
import { sources } from '../src/db/schema.js';
import { SourceAuthError, type Connector } from '../src/connectors/types.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';
import { connectEcho, first, listen, until } from './helpers/realtime.js';

let t: TestApp;
let baseUrl: string;
const echoes: Array<Echo<'pusher'>> = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t.app);
});
afterEach(() => {
  for (const echo of echoes.splice(0)) echo.disconnect();
});
afterAll(() => t.close());

async function signedIn() {
  const company = await createCompany(t.app);
  const user = await createUser(t.app, { companyId: company });
  const client = t.client();
  await client.signIn(user.email, PASSWORD);
  return { client, company };
}

async function sourceOf(companyId: number, name: string): Promise<number> {
  const [row] = await t.app.db
    .insert(sources)
    .values({ companyId, name, account: name === 'demo' ? 'Sample data' : 'someone@example.com' })
    .returning({ id: sources.id });
  return row!.id;
}

function widgetRequest(sourceId: number | null, widget: Partial<WidgetDataRequest['widget']> = {}, config: Record<string, unknown> = {}): WidgetDataRequest {
  return {
    widget: {
      instances: [
        { id: 'i1', type: 'demo', prefix: 'Acme', sourceId, config: { property: 'acme-shoes', dataset: 'web', metrics: ['sessions', 'conversions', 'bounceRate'], dimension: 'date', ...config } },
      ],
      calculatedMetrics: [],
      ...widget,
    },
    range: { startDate: '2024-02-01', endDate: '2024-02-29' },
    compare: { startDate: '2024-01-03', endDate: '2024-01-31' },
    timezone: 'America/New_York',
  };
}

describe('POST /api/widgets/data', () => {
  it('answers a widget on the company’s sample-data source', async () => {
    const { client, company } = await signedIn();
    const body = widgetRequest(await sourceOf(company, 'demo'), {
      calculatedMetrics: [{ id: 'cr', name: 'Conversion rate', type: 'percent', expression: '{conversions} / {sessions} * 100' }],
      orderBy: { column: 'Acme:sessions', dir: 'desc' },
      rowsLimit: 5,
    });
    const response = await client.post('/api/widgets/data', body as never);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: WidgetData }>();
    expect(data.dimension).toEqual({ name: 'date', label: 'Date' });
    expect(data.columns).toEqual([
      { key: 'Acme:sessions', label: 'Sessions', format: 'number' },
      { key: 'Acme:conversions', label: 'Conversions', format: 'number' },
      { key: 'Acme:bounceRate', label: 'Bounce rate', format: 'percent' },
      { key: 'calc:cr', label: 'Conversion rate', format: 'percent' },
    ]);
    expect(data.rows).toHaveLength(5);
    const sessions = data.rows.map((row) => row.values['Acme:sessions']!);
    expect(sessions).toEqual([...sessions].sort((a, b) => b - a));
    expect(data.errors).toEqual([]);

    // The totals are those of the whole month, as the sample data itself counts them.
    const month = await t.app.connectors.get('demo')!.query(
      { credentials: {}, onCredentialsRefreshed: async () => {} },
      {
        config: { property: 'acme-shoes', dataset: 'web', metrics: ['sessions', 'conversions'] },
        range: body.range,
        timezone: body.timezone,
        realTime: false,
      },
    );
    expect(data.totals['Acme:sessions']).toBe(month.rows[0]!.values.sessions);
    expect(data.totals['calc:cr']).toBeCloseTo((month.rows[0]!.values.conversions! / month.rows[0]!.values.sessions!) * 100, 8);
    expect(data.change!['Acme:sessions']).toBeCloseTo((data.totals['Acme:sessions']! - data.compareTotals!['Acme:sessions']!) / data.compareTotals!['Acme:sessions']!, 10);

    // Asked again, the same figures (now from the cache).
    expect((await client.post('/api/widgets/data', body as never)).json()).toEqual({ data });
  });

  it('runs sample data without a stored source too', async () => {
    const { client } = await signedIn();
    const response = await client.post('/api/widgets/data', widgetRequest(null, {}, { dimension: '' }) as never);
    expect(response.json<{ data: WidgetData }>().data).toMatchObject({ dimension: null, errors: [], rows: [{ dimension: null }] });
  });

  it('treats another company’s source as missing and shows none of its data', async () => {
    const { client } = await signedIn();
    const elsewhere = await createCompany(t.app, 'Elsewhere');
    for (const type of ['demo', 'google_analytics'] as const) {
      const foreign = await sourceOf(elsewhere, type);
      const body = widgetRequest(foreign);
      const instance = body.widget.instances[0]!;
      instance.type = type;
      if (type === 'google_analytics') delete instance.config.dataset;
      const { data } = (await client.post('/api/widgets/data', body as never)).json<{ data: WidgetData }>();
      expect(data.errors).toEqual([{ instanceId: 'i1', sourceId: foreign, kind: 'missing_source', message: 'The source of this widget is gone: choose another one.' }]);
      expect(data.rows).toEqual([]);
      expect(data.totals).toEqual({ 'Acme:sessions': null, 'Acme:conversions': null, 'Acme:bounceRate': null });
    }
  });

  it('answers 422 with messages by field for what it cannot run', async () => {
    const { client, company } = await signedIn();
    const demo = await sourceOf(company, 'demo');
    const merged = widgetRequest(demo);
    merged.widget.instances.push({ ...merged.widget.instances[0]!, id: 'i2', config: { property: 'helix-crm', dataset: 'web', metrics: ['sessions'], dimension: 'country' } });
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [merged, { 'widget.instances': ['Merged instances must share the same dimension, or all have none.'] }],
      [
        widgetRequest(demo, { calculatedMetrics: [{ id: 'x', name: 'X', type: 'number', expression: '{revenue} * 2' }] }),
        { 'widget.calculatedMetrics.0.expression': [expect.stringContaining('Unknown metric {revenue}')] },
      ],
      [{ ...widgetRequest(demo), range: { startDate: '2024-02-10', endDate: '2024-02-01' } }, { 'range.endDate': ['The end date must be on or after the start date.'] }],
      [{ ...widgetRequest(demo), timezone: 'Nowhere/City' }, { timezone: ['Nowhere/City is not a known time zone.'] }],
      [{ ...widgetRequest(demo), range: { startDate: 'yesterday', endDate: '2024-02-01' } }, { 'range.startDate': ['Give a calendar date as YYYY-MM-DD.'] }],
      [{ ...widgetRequest(demo), widget: { instances: [] } }, { 'widget.instances': [expect.any(String)] }],
      [
        widgetRequest(demo, {}, { endpoint: 'http://127.0.0.1:9/', property: ['acme-shoes'] }),
        { 'widget.instances.0.config.endpoint': ['demo has no parameter endpoint.'], 'widget.instances.0.config.property': ['Client must be a text.'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await client.post('/api/widgets/data', body as never);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: expect.any(String), errors });
    }
  });

  it('is for signed-in users with a CSRF token', async () => {
    const guest = t.client();
    await guest.pageConfig();
    expect((await guest.post('/api/widgets/data', widgetRequest(null) as never)).statusCode).toBe(401);
    const { client } = await signedIn();
    expect((await client.post('/api/widgets/data', widgetRequest(null) as never, { withoutCsrf: true })).statusCode).toBe(419);
  });

  it('marks a source whose authorisation the provider refuses invalid, tells the company live, and stops querying it', async () => {
    let calls = 0;
    const refusing: Connector = {
      ...t.app.connectors.get('demo')!,
      type: 'salesflare',
      query: async () => {
        calls += 1;
        throw new SourceAuthError('invalid_grant: token revoked');
      },
    };
    t.app.connectors.register(refusing);
    const { client, company } = await signedIn();
    const broken = await sourceOf(company, 'salesflare');
    const demo = await sourceOf(company, 'demo');
    const echo = await connectEcho((await client.pageConfig()).realtime.key, baseUrl, client);
    echoes.push(echo);
    const channel = echo.private(companyChannel(company));
    await first<void>((done) => channel.subscribed(done), 'the subscription');
    const updates: CompanySourceUpdated[] = [];
    channel.listen('CompanySourceUpdated', (event: CompanySourceUpdated) => updates.push(event));

    const body = widgetRequest(demo, {}, { metrics: ['sessions'] });
    body.widget.instances.push({ id: 'i2', type: 'salesflare', prefix: 'CRM', sourceId: broken, config: { metrics: ['sessions'], dimension: 'date' } });
    const { data } = (await client.post('/api/widgets/data', body as never)).json<{ data: WidgetData }>();
    expect(data.errors).toEqual([{ instanceId: 'i2', sourceId: broken, kind: 'source_invalid', message: expect.stringContaining('connected again') }]);
    expect(data.totals['Acme:sessions']).toBeGreaterThan(0);

    await until(() => updates.length > 0, 'CompanySourceUpdated');
    expect(updates[0]).toEqual({ id: broken, sources: expect.arrayContaining([{ id: broken, name: 'salesflare', account: 'someone@example.com', invalid: true }]) });
    const [row] = await t.app.db.select().from(sources).where(eq(sources.id, broken));
    expect(row?.invalid).toBe(true);
    expect((await client.pageConfig()).company?.sources).toContainEqual(expect.objectContaining({ id: broken, invalid: true }));

    // The range and its comparison were both refused; the source was invalidated and announced once.
    expect(calls).toBe(2);
    const again = (await client.post('/api/widgets/data', { ...body, range: { startDate: '2024-03-01', endDate: '2024-03-02' } } as never)).json<{ data: WidgetData }>();
    expect(again.data.errors.map((error) => error.kind)).toEqual(['source_invalid']);
    expect(calls).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(updates).toHaveLength(1);
  });
});

describe('POST /api/widgets/calculated-metrics/validate', () => {
  it('says whether an expression works with the editor’s columns, and why not', async () => {
    const { client } = await signedIn();
    const check = async (expression: string) => (await client.post('/api/widgets/calculated-metrics/validate', { expression, columns: ['Acme:cost', 'Acme:clicks'] })).json();
    expect(await check('{cost} / {clicks}')).toEqual({ valid: true, message: null });
    expect(await check('{cost} / {conversions}')).toEqual({ valid: false, message: 'Unknown metric {conversions}: use one of {Acme:cost}, {Acme:clicks}.' });
    expect(await check('{cost} /')).toEqual({ valid: false, message: 'The expression ends too early: a number, a {metric} or "(" should follow.' });
    expect((await client.post('/api/widgets/calculated-metrics/validate', { expression: 1 })).statusCode).toBe(422);
  });
});

describe('OpenAPI', () => {
  it('documents both endpoints under the widgets tag', async () => {
    const document = (await t.client().get('/api/openapi.json')).json<{ paths: Record<string, { post?: { tags: string[]; summary: string; description?: string } }> }>();
    expect(document.paths['/api/widgets/data']?.post).toMatchObject({ tags: ['widgets'], summary: expect.any(String), description: expect.stringContaining('missing') });
    expect(document.paths['/api/widgets/calculated-metrics/validate']?.post).toMatchObject({ tags: ['widgets'] });
  });
});
