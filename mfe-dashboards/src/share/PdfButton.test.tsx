import { screen } from '@testing-library/react';
import { ApiError, eventBus } from '@pulseboard/shared';
import { elapse, settle, setupUserWithFakeTimers, testPageConfig, type MockReply } from '@pulseboard/shared/testing';
import { dashboardApi } from '../test-support/dashboard-api';
import { dashboardDocument, interactive } from '../test-support/dashboard-fixtures';
import { renderDashboard } from '../test-support/render-dashboard';
import { PDF_FAILED_MS, PDF_POLL_INTERVAL_MS } from './use-pdf-export';

const READY = { status: 200, body: { data: { url: '/api/dashboards/acme/pdf/files/abc?signature=s' } } };
const pending = (check: string): MockReply => ({ status: 202, body: { check } });

let downloads: string[];
beforeEach(() => {
  sessionStorage.clear();
  downloads = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.hasAttribute('download')) downloads.push(this.getAttribute('href') ?? '');
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

/** The dashboard screen with the PDF endpoint answering `replies` in turn, and its share menu open. */
async function openShareMenu(replies: MockReply[], options: { path?: string; widgets?: number; max?: number; endpoint?: string } = {}) {
  const user = setupUserWithFakeTimers();
  const widgets = Array.from({ length: options.widgets ?? 2 }, (_, index) => interactive({ id: `w${index}`, title: `Widget ${index}` }));
  const api = dashboardApi({
    dashboard: dashboardDocument({ widgets }),
    handlers: { [`GET ${options.endpoint ?? '/api/dashboards/acme/pdf'}`]: () => replies.shift() ?? { status: 500, body: { message: 'no more replies' } } },
  });
  renderDashboard(options.path ?? '/dashboards/acme?month=2&year=2026', testPageConfig({ maxWidgetsForPdf: options.max ?? 50 }));
  await user.click(await screen.findByRole('button', { name: 'Share' }));
  const pdfCalls = () => api.calls.filter((call) => call.path.endsWith('/pdf'));
  return { user, api, pdfCalls };
}

const pdfButton = () => screen.getByRole('button', { name: /PDF/ });

it('generates, polls with the check token, downloads by itself, then downloads again on a click and goes back to idle', async () => {
  const emit = jest.spyOn(eventBus, 'emit');
  const { user, pdfCalls } = await openShareMenu([pending('job-1'), pending('job-1'), READY]);
  await user.click(pdfButton());
  await settle();
  expect(pdfButton()).toHaveAccessibleName('Generating PDF');
  expect(pdfButton()).toHaveAttribute('aria-busy', 'true');
  const first = pdfCalls()[0]!.url.searchParams;
  expect(first.get('timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  expect(JSON.parse(first.get('date_range')!)).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28', compareStartDate: '2026-01-04', compareEndDate: '2026-01-31' });
  expect(first.has('check')).toBe(false);

  // Clicking while it is being made does nothing.
  await user.click(pdfButton());
  elapse(PDF_POLL_INTERVAL_MS);
  await settle();
  expect(pdfCalls()).toHaveLength(2);
  expect(pdfCalls()[1]!.url.searchParams.get('check')).toBe('job-1');
  expect(downloads).toEqual([]);

  elapse(PDF_POLL_INTERVAL_MS);
  await settle();
  expect(pdfCalls()).toHaveLength(3);
  expect(pdfButton()).toHaveAccessibleName('Download PDF');
  expect(downloads).toEqual(['/api/dashboards/acme/pdf/files/abc?signature=s']);
  expect(emit).toHaveBeenCalledWith('onboarding:action', { action: 'dashboard:shared' });

  await user.click(pdfButton());
  expect(downloads).toHaveLength(2);
  expect(pdfButton()).toHaveAccessibleName('PDF export');
  expect(pdfCalls()).toHaveLength(3);
});

it('polls again after a 304', async () => {
  const { user, pdfCalls } = await openShareMenu([pending('job-2'), { status: 304 }, READY]);
  await user.click(pdfButton());
  await settle();
  elapse(PDF_POLL_INTERVAL_MS);
  await settle();
  expect(pdfButton()).toHaveAccessibleName('Generating PDF');
  elapse(PDF_POLL_INTERVAL_MS);
  await settle();
  expect(pdfCalls().map((call) => call.url.searchParams.get('check'))).toEqual([null, 'job-2', 'job-2']);
  expect(downloads).toHaveLength(1);
});

it('shows the failed icon for 1.5 s on an error, reports it, ignores clicks meanwhile, then is idle again', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user, pdfCalls } = await openShareMenu([pending('job-3'), { status: 500, body: { message: 'The PDF could not be made. Please try again.' } }]);
  await user.click(pdfButton());
  await settle();
  elapse(PDF_POLL_INTERVAL_MS);
  await settle();
  expect(pdfButton()).toHaveAccessibleName('PDF failed');
  expect(logged).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }));
  await user.click(pdfButton());
  expect(pdfCalls()).toHaveLength(2);
  elapse(PDF_FAILED_MS - 1);
  expect(pdfButton()).toHaveAccessibleName('PDF failed');
  elapse(1);
  expect(pdfButton()).toHaveAccessibleName('PDF export');
  expect(downloads).toEqual([]);
});

it('does not report a 429, yet shows it failed', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user } = await openShareMenu([{ status: 429, body: { message: 'Too many PDF exports at once.' } }]);
  await user.click(pdfButton());
  await settle();
  expect(pdfButton()).toHaveAccessibleName('PDF failed');
  expect(logged.mock.calls.some(([error]) => error instanceof ApiError)).toBe(false);
});

it('is disabled above the maximum of widgets, saying why, and asks for nothing', async () => {
  const { user, pdfCalls } = await openShareMenu([], { widgets: 3, max: 2 });
  expect(pdfButton()).toHaveAttribute('aria-disabled', 'true');
  await user.hover(pdfButton());
  elapse(300);
  expect(screen.getByRole('tooltip')).toHaveTextContent('PDF export is disabled for dashboards with more than 2 widgets.');
  await user.click(pdfButton());
  await settle();
  expect(pdfCalls()).toHaveLength(0);
});

it("asks for the real-time view's PDF there, with the dashboard's password token as x-authorization", async () => {
  sessionStorage.setItem('pulseboard.dashboard-token.acme', 'token-1');
  const { user, pdfCalls } = await openShareMenu([READY], { path: '/dashboards/acme/realtime', widgets: 1, endpoint: '/api/dashboards/acme/realtime/pdf' });
  await user.click(pdfButton());
  await settle();
  expect(pdfCalls()[0]!.headers.get('x-authorization')).toBe('Bearer token-1');
  expect(downloads).toHaveLength(1);
});
