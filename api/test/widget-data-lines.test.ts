import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WidgetData } from '@pulseboard/shared/contracts';
import { widgetDataLines } from '../src/dashboards/widget-data-lines.js';
import type { DashboardView } from '../src/dashboards/access.js';
import type { DashboardRow } from '../src/db/schema.js';

const RANGE = { startDate: '2026-03-01', endDate: '2026-03-31' };
const COMPARE = { startDate: '2026-01-29', endDate: '2026-02-28' };

const dataOf = (total: number): WidgetData => ({ dimension: null, columns: [], rows: [], totals: { 'A:sessions': total }, compareTotals: null, change: null, errors: [] });

const widget = (id: string, nature: 'interactive' | 'passive' = 'interactive') => ({
  id,
  hash: `hash-${id}`,
  nature,
  instances: [{ id: `${id}-i` }],
  calculatedMetrics: [],
  orderBy: null,
  rowsLimit: null,
  realTime: false,
});

/** An app whose query engine answers each widget when the test says, by the widget's instance. */
function appAnswering() {
  const pending = new Map<string, { resolve: (data: WidgetData) => void; reject: (error: unknown) => void }>();
  const reported: unknown[] = [];
  const app = {
    queryEngine: {
      run: (_companyId: number, request: { widget: { instances: Array<{ id: string }> } }) =>
        new Promise<WidgetData>((resolve, reject) => pending.set(request.widget.instances[0]!.id.replace(/-i$/, ''), { resolve, reject })),
    },
    errorTracker: { report: (error: unknown) => reported.push(error) },
  } as unknown as FastifyInstance;
  return { app, pending, reported };
}

const request = { log: { debug: () => {}, warn: () => {}, error: () => {} }, routeOptions: { config: {} } } as unknown as FastifyRequest;

function viewOf(widgets: Array<ReturnType<typeof widget>>, owner = true): DashboardView {
  const row = { companyId: 1, widgets } as unknown as DashboardRow;
  return { row, owner, widgets: row.widgets };
}

/** Reads the stream's lines as they come. */
function reader(stream: NodeJS.ReadableStream) {
  const lines: unknown[] = [];
  let text = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    text += chunk;
    const complete = text.split('\n');
    text = complete.pop() ?? '';
    for (const line of complete) lines.push(JSON.parse(line));
  });
  const ended = new Promise((resolve) => stream.on('end', resolve));
  return { lines, ended };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("a dashboard's widgets' data, line by line", () => {
  it('writes each widget as soon as its data is ready, without waiting for a slower one', async () => {
    const { app, pending } = appAnswering();
    const view = viewOf([widget('slow'), widget('fast')]);
    const { lines, ended } = reader(widgetDataLines(app, request, { view, widgetIds: ['slow', 'fast'], range: RANGE, compare: COMPARE, timezone: 'UTC', signal: new AbortController().signal }));
    await settle();
    pending.get('fast')!.resolve(dataOf(2));
    await settle();
    expect(lines).toEqual([{ widgetId: 'fast', hash: 'hash-fast', status: 200, data: dataOf(2) }]);
    pending.get('slow')!.resolve(dataOf(1));
    await ended;
    expect(lines).toEqual([
      { widgetId: 'fast', hash: 'hash-fast', status: 200, data: dataOf(2) },
      { widgetId: 'slow', hash: 'hash-slow', status: 200, data: dataOf(1) },
    ]);
  });

  it('answers a widget the viewer may not see as not found, and an unexpected failure as a server error reported once, the others still answered', async () => {
    const { app, pending, reported } = appAnswering();
    const view = viewOf([widget('text', 'passive'), widget('broken'), widget('fine')]);
    const { lines, ended } = reader(
      widgetDataLines(app, request, { view, widgetIds: ['text', 'missing', 'broken', 'fine'], range: RANGE, compare: COMPARE, timezone: 'UTC', signal: new AbortController().signal }),
    );
    await settle();
    pending.get('broken')!.reject(new TypeError('a bug'));
    pending.get('fine')!.resolve(dataOf(3));
    await ended;
    expect(lines).toEqual(
      expect.arrayContaining([
        { widgetId: 'text', status: 404, body: { message: 'Not Found' } },
        { widgetId: 'missing', status: 404, body: { message: 'Not Found' } },
        { widgetId: 'broken', status: 500, body: { message: 'Server Error' } },
        { widgetId: 'fine', hash: 'hash-fine', status: 200, data: dataOf(3) },
      ]),
    );
    expect(lines).toHaveLength(4);
    expect(reported).toEqual([new TypeError('a bug')]);
  });

  it('answers a widget whose line the line schema refuses as a server error, reported, and still writes the others and ends', async () => {
    const { app, pending, reported } = appAnswering();
    const { lines, ended } = reader(
      widgetDataLines(app, request, {
        view: viewOf([widget('odd'), widget('odder'), widget('fine')]),
        widgetIds: ['odd', 'odder', 'fine'],
        range: RANGE,
        compare: COMPARE,
        timezone: 'UTC',
        signal: new AbortController().signal,
      }),
    );
    await settle();
    pending.get('odd')!.resolve({ ...dataOf(1), rows: 'not rows' } as unknown as WidgetData);
    // An error whose answer no line may carry: a status outside 400–599.
    pending.get('odder')!.reject(Object.assign(new Error('Not Modified'), { statusCode: 304 }));
    pending.get('fine')!.resolve(dataOf(2));
    await ended;
    expect(lines).toEqual(
      expect.arrayContaining([
        { widgetId: 'odd', status: 500, body: { message: 'Server Error' } },
        { widgetId: 'odder', status: 500, body: { message: 'Server Error' } },
        { widgetId: 'fine', hash: 'hash-fine', status: 200, data: dataOf(2) },
      ]),
    );
    expect(lines).toHaveLength(3);
    expect(reported).toHaveLength(2);
  });

  it('keeps only the fields a line names', async () => {
    const { app, pending } = appAnswering();
    const { lines, ended } = reader(
      widgetDataLines(app, request, { view: viewOf([widget('w')]), widgetIds: ['w'], range: RANGE, compare: COMPARE, timezone: 'UTC', signal: new AbortController().signal }),
    );
    await settle();
    pending.get('w')!.resolve({ ...dataOf(1), secret: 'not for viewers' } as WidgetData);
    await ended;
    expect(lines).toEqual([{ widgetId: 'w', hash: 'hash-w', status: 200, data: dataOf(1) }]);
  });
});
