import type { Dashboard, WidgetData } from '@pulseboard/shared';
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

/** mockApi answering one dashboard and its widgets' data the way the dashboards API does. */
export function dashboardApi({ dashboard, publicView = false, data = () => widgetData(), handlers = {} }: DashboardApiOptions) {
  const base = `/api/dashboards/${dashboard.permalink}`;
  const dataHandlers = Object.fromEntries(
    dashboard.widgets.map((widget): [string, MockHandler] => [
      `GET ${base}/widgets/${widget.id}/data`,
      async ({ url }) => {
        const answer = await data(widget.id, url.searchParams);
        return 'columns' in answer ? { body: { data: answer } } : answer;
      },
    ]),
  );
  return mockApi({
    [`GET ${base}`]: (): MockReply => ({ body: { data: dashboard }, headers: publicView ? { 'x-dashboard-public': '1' } : {} }),
    ...dataHandlers,
    ...handlers,
  });
}

export const dataCalls = (api: ReturnType<typeof mockApi>) => api.calls.filter((call) => call.path.includes('/widgets/'));
