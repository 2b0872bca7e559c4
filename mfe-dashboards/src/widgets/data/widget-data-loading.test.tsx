import { act, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { InteractiveWidget, ViewRange, WidgetData } from '@pulseboard/shared';
import { elapse } from '@pulseboard/shared/testing';
import { SESSION_ONLY } from '../../api/dashboard-view';
import { DashboardRuntimeContext } from '../../dashboard/dashboard-runtime';
import { dashboardApi, dataCalls, dataRequests } from '../../test-support/dashboard-api';
import { dashboardDocument, interactive, widgetData } from '../../test-support/dashboard-fixtures';
import { deferred, settleUntil } from '../../test-support/deferred';
import { installIntersectionObserver } from '../../test-support/intersection-observer';
import { renderDashboard } from '../../test-support/render-dashboard';
import { createDashboardRequests } from './dashboard-requests';
import { REAL_TIME_REFRESH_MS, useWidgetData } from './use-widget-data';

const many = (count: number) => Array.from({ length: count }, (_, index) => interactive({ id: `w${index}`, title: `Widget ${index}`, order: index }));

/** A dashboard of these widgets whose data requests each wait for the test to answer them, by widget id. */
function answeredByTest(widgets: InteractiveWidget[]) {
  const answers = new Map<string, ReturnType<typeof deferred<WidgetData>>>();
  const api = dashboardApi({
    dashboard: dashboardDocument({ widgets }),
    data: (widgetId) => {
      const answer = deferred<WidgetData>();
      answers.set(widgetId, answer);
      return answer.promise;
    },
  });
  return { api, answers };
}

it('asks for the widgets shown together in one request, and draws each as soon as its own line arrives', async () => {
  const { api, answers } = answeredByTest(many(10));
  renderDashboard('/dashboards/acme');
  await waitFor(() => expect(answers.size).toBe(10));
  expect(dataRequests(api)).toBe(1);
  expect(dataCalls(api).map((call) => call.widgetId)).toEqual(many(10).map((widget) => widget.id));

  answers.get('w3')!.resolve(widgetData());
  expect(await screen.findByRole('table', { name: 'Widget 3' })).toBeInTheDocument();
  expect(screen.getAllByRole('table')).toHaveLength(1);
  for (const answer of answers.values()) answer.resolve(widgetData());
  await waitFor(() => expect(screen.getAllByRole('table')).toHaveLength(10));
  expect(dataRequests(api)).toBe(1);
});

it('loads a widget only once it comes near the viewport', async () => {
  const viewport = installIntersectionObserver({ auto: false });
  const api = dashboardApi({ dashboard: dashboardDocument({ widgets: many(3) }) });
  renderDashboard('/dashboards/acme');
  const third = await screen.findByRole('article', { name: 'Widget 2' });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(dataCalls(api)).toHaveLength(0);
  expect(viewport.waiting()).toHaveLength(3);
  act(() => viewport.reveal(third));
  await waitFor(() => expect(dataCalls(api).map((call) => call.widgetId)).toEqual(['w2']));
  expect(await screen.findByRole('table', { name: 'Widget 2' })).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'Widget 0' })).not.toBeInTheDocument();
});

it('keeps the placeholder of a widget waiting for the viewport still, and moves it once its data is asked for', async () => {
  const viewport = installIntersectionObserver({ auto: false });
  const { answers } = answeredByTest(many(2));
  renderDashboard('/dashboards/acme');
  const second = await screen.findByRole('article', { name: 'Widget 1' });
  const placeholder = () => within(second).getByRole('status', { name: 'Loading' });
  expect(placeholder()).toHaveAttribute('data-waiting');
  act(() => viewport.reveal(second));
  await waitFor(() => expect(answers.has('w1')).toBe(true));
  expect(placeholder()).not.toHaveAttribute('data-waiting');
});

it('loads the widgets laid out near the viewport as the dashboard mounts, without waiting for the observer', async () => {
  const viewport = installIntersectionObserver({ auto: false });
  // Widget 0 lies on the first screen; the others far below it.
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const top = this.getAttribute('data-widget-id') === 'w0' ? 100 : 5000;
    return { top, bottom: top + 200, height: 200, left: 0, right: 300, width: 300, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
  });
  const api = dashboardApi({ dashboard: dashboardDocument({ widgets: many(3) }) });
  renderDashboard('/dashboards/acme');
  expect(await screen.findByRole('table', { name: 'Widget 0' })).toBeInTheDocument();
  expect(dataCalls(api).map((call) => call.widgetId)).toEqual(['w0']);
  expect(viewport.waiting()).toHaveLength(2);
  jest.restoreAllMocks();
});

it('draws a widget lying in the margin below the first screen a frame after the widgets on it, from the same request', async () => {
  installIntersectionObserver({ auto: false });
  // The viewport is 768 px high: w0 is on it, w1 in the 400 px margin below it.
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const top = this.getAttribute('data-widget-id') === 'w0' ? 100 : 900;
    return { top, bottom: top + 200, height: 200, left: 0, right: 300, width: 300, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
  });
  const { api, answers } = answeredByTest(many(2));
  renderDashboard('/dashboards/acme');
  await waitFor(() => expect(answers.size).toBe(2));
  expect(dataRequests(api)).toBe(1);
  jest.useFakeTimers();
  await act(async () => {
    for (const answer of answers.values()) answer.resolve(widgetData());
  });
  await settleUntil(() => screen.queryByRole('table', { name: 'Widget 0' }) !== null);
  expect(screen.queryByRole('table', { name: 'Widget 1' })).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(50));
  await settleUntil(() => screen.queryByRole('table', { name: 'Widget 1' }) !== null);
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('asks real-time widgets again every minute, and normal widgets not', async () => {
  jest.useFakeTimers();
  const api = dashboardApi({ dashboard: dashboardDocument({ widgets: [interactive({ id: 'live', realTime: true }), interactive({ id: 'report', order: 1 })] }) });
  renderDashboard('/dashboards/acme');
  const calls = (id: string) => dataCalls(api).filter((call) => call.widgetId === id).length;
  await settleUntil(() => calls('live') === 1 && calls('report') === 1);
  elapse(REAL_TIME_REFRESH_MS - 1);
  await settleUntil(() => true);
  expect(calls('live')).toBe(1);
  elapse(1);
  await settleUntil(() => calls('live') === 2);
  expect(calls('report')).toBe(1);
  jest.useRealTimers();
});

describe('the cache key of a widget’s data', () => {
  const february: ViewRange = { range: { startDate: '2026-02-01', endDate: '2026-02-28' }, compare: { startDate: '2026-01-04', endDate: '2026-01-31' } };
  const march: ViewRange = { range: { startDate: '2026-03-01', endDate: '2026-03-31' }, compare: { startDate: '2026-01-29', endDate: '2026-02-28' } };

  function Probe({ widget, view }: { widget: InteractiveWidget; view: ViewRange }) {
    const { data } = useWidgetData(widget, view, false);
    return <p>{data ? `${widget.title}: ${data.totals['web:sessions']}` : 'loading'}</p>;
  }

  it('fetches again for another range or another hash, and not for any other change', async () => {
    const api = dashboardApi({ dashboard: dashboardDocument({ widgets: [interactive({ id: 'w1' })] }) });
    const runtime = { permalink: 'acme', credential: SESSION_ONLY, ...createDashboardRequests(), owner: true, print: false, colours: null, reveal: () => undefined };
    const mount = (widget: InteractiveWidget, view: ViewRange) => (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <DashboardRuntimeContext.Provider value={runtime}>
          <Probe widget={widget} view={view} />
        </DashboardRuntimeContext.Provider>
      </SWRConfig>
    );
    const widget = interactive({ id: 'w1', title: 'Sessions', hash: 'a' });
    const view = render(mount(widget, february));
    expect(await screen.findByText('Sessions: 400')).toBeInTheDocument();

    view.rerender(mount({ ...widget, title: 'Visits', rowsLimit: 5 }, { range: { ...february.range }, compare: { ...february.compare } }));
    expect(await screen.findByText('Visits: 400')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dataCalls(api)).toHaveLength(1);

    view.rerender(mount({ ...widget, hash: 'b' }, february));
    await waitFor(() => expect(dataCalls(api)).toHaveLength(2));
    view.rerender(mount({ ...widget, hash: 'b' }, march));
    await waitFor(() => expect(dataCalls(api)).toHaveLength(3));
    expect(dataCalls(api)[2]!.range.startDate).toBe('2026-03-01');
  });
});
