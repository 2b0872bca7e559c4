import { screen } from '@testing-library/react';
import { elapse, settle } from '@pulseboard/shared/testing';
import type { WidgetData } from '@pulseboard/shared';
import { dashboardApi } from '../test-support/dashboard-api';
import { dashboardDocument, interactive, passive, widgetData } from '../test-support/dashboard-fixtures';
import { deferred, settleUntil } from '../test-support/deferred';
import { renderDashboard } from '../test-support/render-dashboard';

// Spec §4 and §9: the page is ready 1.5 s (1500 ms) after all visible widgets are revealed.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const rootOf = (element: HTMLElement) => element.closest('[data-mode]') as HTMLElement;

it('becomes ready exactly 1.5 s after the last visible widget is revealed, never before', async () => {
  const mark = jest.spyOn(performance, 'mark');
  const slow = deferred<WidgetData>();
  const widgets = [
    interactive({ id: 'fast', title: 'Fast', format: 'summary', order: 0 }),
    interactive({ id: 'slow', title: 'Slow', order: 1 }),
    passive({ id: 'note', title: 'Note', order: 2, description: 'Written words' }),
  ];
  dashboardApi({ dashboard: dashboardDocument({ owner: false, widgets }), publicView: true, data: (id) => (id === 'slow' ? slow.promise : widgetData()) });
  renderDashboard('/dashboards/acme/print');
  await settleUntil(() => screen.queryByText('Written words') !== null && screen.queryByText('vs') !== null);
  const root = rootOf(screen.getByRole('heading', { level: 1 }));
  expect(root).toHaveAttribute('data-ready', 'false');
  expect(window.__PULSEBOARD_READY__).toBe(false);

  // However long the slow widget takes, the page is neither drawn nor ready without it.
  elapse(10_000);
  expect(root).toHaveAttribute('data-ready', 'false');
  expect(root).toHaveAttribute('data-drawn', 'false');

  slow.resolve(widgetData());
  await settleUntil(() => screen.queryByRole('table', { name: 'Slow' }) !== null);
  // The renderer's exact signal comes one painted frame after the last reveal, the documented one 1.5 s after it.
  elapse(20);
  await settle();
  expect(root).toHaveAttribute('data-drawn', 'true');
  expect(root).toHaveAttribute('data-ready', 'false');
  elapse(1479);
  expect(window.__PULSEBOARD_READY__).toBe(false);
  expect(root).toHaveAttribute('data-ready', 'false');
  elapse(1);
  expect(window.__PULSEBOARD_READY__).toBe(true);
  expect(root).toHaveAttribute('data-ready', 'true');
  // Each widget's reveal is marked once, the slow one last, for measurements of any view.
  const revealed = mark.mock.calls.filter(([name]) => name === 'pulseboard:widget-revealed').map(([, options]) => options?.detail as string);
  expect(revealed).toHaveLength(3);
  expect(new Set(revealed)).toEqual(new Set(['fast', 'note', 'slow']));
  expect(revealed.at(-1)).toBe('slow');
});

it('counts a widget whose data failed as revealed: a broken source does not hold the PDF forever', async () => {
  dashboardApi({ dashboard: dashboardDocument({ widgets: [interactive({ id: 'broken', title: 'Broken' })] }), data: () => ({ status: 500, body: { message: 'Server Error' } }) });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderDashboard('/dashboards/acme/print');
  await settleUntil(() => screen.queryByText('This widget’s data could not be loaded.') !== null);
  // No retry button in print: it is a document, not an application.
  expect(screen.queryByRole('button', { name: /Try again/ })).not.toBeInTheDocument();
  elapse(1500);
  expect(rootOf(screen.getByRole('heading', { level: 1 }))).toHaveAttribute('data-ready', 'true');
});

it('is ready 1.5 s after loading a dashboard with nothing to show, and renders no chrome', async () => {
  dashboardApi({ dashboard: dashboardDocument() });
  renderDashboard('/dashboards/acme/print');
  await settleUntil(() => screen.queryByRole('heading', { level: 1 }) !== null);
  expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Report period/ })).not.toBeInTheDocument();
  elapse(1499);
  await settle();
  expect(window.__PULSEBOARD_READY__).toBe(false);
  elapse(1);
  expect(window.__PULSEBOARD_READY__).toBe(true);
});
