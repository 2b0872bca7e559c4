import { firstShownWidgets, type Dashboard, type Widget, type WidgetData } from '@pulseboard/shared';
import { mockApi, type MockHandler, type MockReply } from '@pulseboard/shared/testing';
import { widgetData } from './dashboard-fixtures';

interface DashboardApiOptions {
  dashboard: Dashboard;
  /** Answer the viewer as the public (the x-dashboard-public header). */
  publicView?: boolean;
  /** Each widget's data; the default fixture otherwise. */
  data?: (widgetId: string, query: URLSearchParams) => WidgetData | Promise<WidgetData> | MockReply;
  handlers?: Record<string, MockHandler>;
}

/** A widget's line as the API writes it: its data (with the widget's hash), a reply's body as data, or a failing reply as that widget's error. */
function lineOf({ id: widgetId, hash }: Widget, answer: WidgetData | MockReply) {
  if ('columns' in answer) return { widgetId, hash, status: 200, data: answer };
  const status = answer.status ?? 200;
  return status === 200 ? { widgetId, hash, status, data: (answer.body as { data: unknown }).data } : { widgetId, status, body: answer.body };
}

/** The widgets a data request asks for: those it names, or the dashboard's first shown ones (near the first screen of its viewport height, if any) when it names none. */
const askedIds = (dashboard: Dashboard, url: URL) => {
  const named = [...new Set(url.searchParams.getAll('widget'))];
  const viewportHeight = url.searchParams.get('viewportHeight');
  return named.length > 0 ? named : firstShownWidgets(dashboard.widgets, viewportHeight === null ? undefined : Number(viewportHeight)).map(({ id }) => id);
};

/**
 * mockApi answering one dashboard and its widgets' data the way the
 * dashboards API does: a line per widget asked, written as soon as that
 * widget's `data` resolves.
 */
export function dashboardApi({ dashboard, publicView = false, data = () => widgetData(), handlers = {} }: DashboardApiOptions) {
  const base = `/api/dashboards/${dashboard.permalink}`;
  return mockApi({
    [`GET ${base}`]: (): MockReply => ({ body: { data: dashboard }, headers: publicView ? { 'x-dashboard-public': '1' } : {} }),
    [`GET ${base}/widgets/data`]: ({ url }): MockReply => ({
      lines: askedIds(dashboard, url).map(async (widgetId) => {
        const widget = dashboard.widgets.find(({ id }) => id === widgetId);
        return widget ? lineOf(widget, await data(widgetId, url.searchParams)) : { widgetId, status: 404, body: { message: 'Not Found' } };
      }),
    }),
    ...handlers,
  });
}

/** The widgets' data requests made (each for one or more widgets). */
const widgetDataRequests = (api: ReturnType<typeof mockApi>) => api.calls.filter((call) => call.path.endsWith('/widgets/data'));

/** The widgets' data requests that named no widget (the first shown widgets'), each with its view's range. */
export const firstWidgetsRequests = (api: ReturnType<typeof mockApi>) =>
  widgetDataRequests(api)
    .filter((call) => !call.url.searchParams.has('widget'))
    .map((call) => Object.fromEntries(call.url.searchParams));

/** Each widget asked for in the widgets' data requests, in order, with the view's range and the headers it was asked with. */
export function dataCalls(api: ReturnType<typeof mockApi>): Array<{ widgetId: string; range: Record<string, string>; headers: Headers }> {
  return widgetDataRequests(api).flatMap((call) => {
    const range = Object.fromEntries([...call.url.searchParams].filter(([key]) => key !== 'widget'));
    return call.url.searchParams.getAll('widget').map((widgetId) => ({ widgetId, range, headers: call.headers }));
  });
}

/** How many widgets' data requests were made. */
export const dataRequests = (api: ReturnType<typeof mockApi>) => widgetDataRequests(api).length;
