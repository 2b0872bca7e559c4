// Dashboards of N widgets on the demo source, made through the API as the demo admin.

/** @import { APIResponse, BrowserContext } from 'playwright-core' */
/** @import { Dashboard, Widget, WidgetData, WidgetDataLine } from '@pulseboard/shared/contracts' */

const DEMO_ADMIN = { email: 'demo@example.com', password: 'demo1234' };
const TEMPLATE = 'monthly-report';

/** @param {BrowserContext} context */
async function xsrfHeaders(context) {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'x-xsrf-token': decodeURIComponent(token), 'x-requested-with': 'XMLHttpRequest' };
}

/**
 * Throws unless the answer is a success.
 * @param {APIResponse} response
 * @param {string} what
 */
async function expectOk(response, what) {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${(await response.text()).slice(0, 300)}`);
}

/**
 * The `data` of a successful JSON answer, in the shape the API's schema for that route gives it.
 * @template T
 * @param {APIResponse} response
 * @param {string} what
 * @returns {Promise<T>}
 */
async function dataOf(response, what) {
  await expectOk(response, what);
  /** @type {{ data: T }} */
  const body = await response.json();
  return body.data;
}

/**
 * Signs the browser context in as the demo admin (the API sets the session and CSRF cookies on it).
 * @param {BrowserContext} context
 * @param {string} baseURL
 */
export async function signIn(context, baseURL) {
  await expectOk(await context.request.get(`${baseURL}/api/page-config`), 'GET /api/page-config');
  await expectOk(await context.request.post(`${baseURL}/login`, { data: DEMO_ADMIN, headers: await xsrfHeaders(context) }), 'POST /login');
}

/**
 * A dashboard of `count` widgets: created from the monthly report template
 * (every display format on the sample data), its widgets repeated in order
 * up to the count and saved as the dashboard's widgets document (spec §7,
 * POST /api/dashboards/{id} as a multipart form, which sets the hashes and
 * answers the dashboard as saved).
 * @param {BrowserContext} context
 * @param {string} baseURL
 * @param {number} count
 * @returns {Promise<{ id: number, permalink: string, widgets: Widget[] }>}
 */
export async function dashboardOf(context, baseURL, count) {
  const headers = await xsrfHeaders(context);
  /** @type {{ id: number, permalink: string }} */
  const created = await dataOf(
    await context.request.post(`${baseURL}/api/dashboards`, { data: { name: `Bench, ${count} widgets`, template: TEMPLATE, timezone: 'UTC' }, headers }),
    'POST /api/dashboards',
  );
  /** @type {Dashboard} */
  const dashboard = await dataOf(await context.request.get(`${baseURL}/api/dashboards/${created.permalink}`), 'GET /api/dashboards/{permalink}');
  const widgets = Array.from({ length: count }, (_, index) => {
    const model = dashboard.widgets[index % dashboard.widgets.length];
    return { ...model, id: `bench-${index}`, order: index };
  });
  const saved = await context.request.post(`${baseURL}/api/dashboards/${created.id}`, { multipart: { widgets: JSON.stringify(widgets) }, headers: await xsrfHeaders(context) });
  /** @type {Dashboard} */
  const data = await dataOf(saved, 'POST /api/dashboards/{id} (multipart "widgets")');
  return { id: created.id, permalink: created.permalink, widgets: data.widgets };
}

/**
 * Each widget's data for the view, as the print view will ask for it; the baseline page draws from it.
 * @param {BrowserContext} context
 * @param {string} baseURL
 * @param {string} permalink
 * @param {Widget[]} widgets
 * @param {string} query
 * @returns {Promise<Array<WidgetData | null>>}
 */
export async function widgetDataOf(context, baseURL, permalink, widgets, query) {
  /** @type {Array<WidgetData | null>} */
  const answers = [];
  for (const widget of widgets) {
    if (widget.nature === 'passive') {
      answers.push(null);
      continue;
    }
    const response = await context.request.get(`${baseURL}/api/dashboards/${permalink}/widgets/data?${query}&${new URLSearchParams({ widget: widget.id })}`);
    await expectOk(response, 'GET widgets data');
    /** @type {WidgetDataLine} */
    const line = JSON.parse((await response.text()).trim());
    if (!('data' in line)) throw new Error(`GET widgets data answered ${line.status} for ${widget.id}`);
    answers.push(line.data);
  }
  return answers;
}
