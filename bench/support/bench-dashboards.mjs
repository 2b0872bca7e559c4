// Dashboards of N widgets on the demo source, made through the API as the demo admin.

const DEMO_ADMIN = { email: 'demo@example.com', password: 'demo1234' };
const TEMPLATE = 'monthly-report';

/** @param {import('playwright-core').BrowserContext} context */
async function xsrfHeaders(context) {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'x-xsrf-token': decodeURIComponent(token), 'x-requested-with': 'XMLHttpRequest' };
}

/** @param {import('playwright-core').APIResponse} response */
async function expectOk(response, what) {
  if (response.ok()) return response.status() === 204 ? null : response.json();
  throw new Error(`${what} answered ${response.status()}: ${(await response.text()).slice(0, 300)}`);
}

/** Signs the browser context in as the demo admin (the API sets the session and CSRF cookies on it). */
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
 */
export async function dashboardOf(context, baseURL, count) {
  const headers = await xsrfHeaders(context);
  const { data: created } = await expectOk(
    await context.request.post(`${baseURL}/api/dashboards`, { data: { name: `Bench, ${count} widgets`, template: TEMPLATE, timezone: 'UTC' }, headers }),
    'POST /api/dashboards',
  );
  const { data: dashboard } = await expectOk(await context.request.get(`${baseURL}/api/dashboards/${created.permalink}`), 'GET /api/dashboards/{permalink}');
  const widgets = Array.from({ length: count }, (_, index) => {
    const model = dashboard.widgets[index % dashboard.widgets.length];
    return { ...model, id: `bench-${index}`, order: index };
  });
  const saved = await context.request.post(`${baseURL}/api/dashboards/${created.id}`, { multipart: { widgets: JSON.stringify(widgets) }, headers: await xsrfHeaders(context) });
  const { data } = await expectOk(saved, 'POST /api/dashboards/{id} (multipart "widgets")');
  return { permalink: created.permalink, widgets: data.widgets };
}

/** Each widget's data for the view, as the print view will ask for it; the baseline page draws from it. */
export async function widgetDataOf(context, baseURL, permalink, widgets, query) {
  const answers = [];
  for (const widget of widgets) {
    if (widget.nature === 'passive') {
      answers.push(null);
      continue;
    }
    const { data } = await expectOk(await context.request.get(`${baseURL}/api/dashboards/${permalink}/widgets/${widget.id}/data?${query}`), 'GET widget data');
    answers.push(data);
  }
  return answers;
}
