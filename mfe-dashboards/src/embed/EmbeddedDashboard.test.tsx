import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initializeChildListener } from '@open-iframe-resizer/core';
import { embedCommand, EMBED_MESSAGE_NAMESPACE, EMBED_MESSAGE_VERSION } from '@pulseboard/shared';
import { mockApi, testPageConfig, testUser } from '@pulseboard/shared/testing';
import { dashboardApi, dataCalls } from '../test-support/dashboard-api';
import { dashboardDocument, interactive, widgetData } from '../test-support/dashboard-fixtures';
import { fakeEmbeddingPage } from '../test-support/embedding-page';
import { fakeToday } from '../test-support/fake-today';
import { afterIdle } from '../test-support/idle';
import { renderDashboard } from '../test-support/render-dashboard';

jest.mock('@open-iframe-resizer/core', () => ({ initializeChildListener: jest.fn() }));

const EMBED_PATH = '/embed/dashboards/acme';
const february = { startDate: '2026-02-01', endDate: '2026-02-28', compareStartDate: '2026-01-04', compareEndDate: '2026-01-31' };
const locked = { rangeType: 'custom', ...february, hiddenDateSelector: true, embed: { rangeLocked: true } } as const;

const dashboard = (overrides: Parameters<typeof dashboardDocument>[0] = {}) =>
  dashboardDocument({ owner: false, widgets: [interactive({ id: 'w1', title: 'Sessions' }), interactive({ id: 'live', title: 'Active users now', realTime: true })], ...overrides });
const embedApi = (overrides: Parameters<typeof dashboardDocument>[0] = {}) => dashboardApi({ dashboard: dashboard(overrides), publicView: true });
const requested = (api: ReturnType<typeof dashboardApi>, widgetId = 'w1') =>
  dataCalls(api)
    .filter((call) => call.widgetId === widgetId)
    .map((call) => call.range);

/** Opens the embed page the way a frame does: the browser's address (with its fragment) and the router at that path. */
function openEmbed(address: string, config = testPageConfig()) {
  window.history.replaceState(null, '', address);
  return renderDashboard(address.split('#')[0] as string, config);
}

let page: ReturnType<typeof fakeEmbeddingPage>;
beforeEach(() => {
  sessionStorage.clear();
  page = fakeEmbeddingPage();
});
afterEach(() => {
  page.leave();
  window.history.replaceState(null, '', '/');
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the embed token', () => {
  it("sends the fragment's token with every request, and takes it off the address without storing it", async () => {
    const api = embedApi();
    openEmbed(`${EMBED_PATH}?x=1#token=signed.jwt.token`);
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe(`${EMBED_PATH}?x=1`);
    await screen.findByRole('article', { name: 'Sessions' });
    await waitFor(() => expect(dataCalls(api)).toHaveLength(2));
    // The document, then both widgets' data in one request.
    expect(api.calls.map((call) => call.headers.get('x-embed-token'))).toEqual(['signed.jwt.token', 'signed.jwt.token']);
    expect(api.calls.every((call) => !call.headers.has('Authorization'))).toBe(true);
    expect([...Object.values(sessionStorage), ...Object.values(localStorage)].join()).not.toContain('signed.jwt.token');
  });

  it("says 'public' without a token, whoever is signed in", async () => {
    const api = embedApi();
    openEmbed(EMBED_PATH);
    await screen.findByRole('article', { name: 'Sessions' });
    await waitFor(() => expect(dataCalls(api)).toHaveLength(2));
    expect(new Set(api.calls.map((call) => call.headers.get('x-embed-token')))).toEqual(new Set(['public']));
  });
});

describe('the embedded view', () => {
  it("is the report as the public sees it, with its calendar and nothing that leads into the product, even for the dashboard's owner", async () => {
    dashboardApi({ dashboard: dashboard({ owner: true, locked: 99 }) });
    openEmbed(EMBED_PATH, testPageConfig({ user: testUser() }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme monthly' })).toBeInTheDocument();
    expect(document.title).toBe('Acme monthly | Pulseboard');
    expect(await screen.findByRole('button', { name: /Report period/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Live view' })).not.toBeInTheDocument();
    expect(screen.queryByText(/archived/)).not.toBeInTheDocument();
  });

  it('states the period instead of the calendar where the token hides it', async () => {
    embedApi(locked);
    openEmbed(EMBED_PATH);
    expect(await screen.findByText('Feb 1 – 28, 2026')).toBeInTheDocument();
    await afterIdle();
    expect(screen.queryByRole('button', { name: /Report period/ })).not.toBeInTheDocument();
    expect(screen.getByText('Feb 1 – 28, 2026')).toBeInTheDocument();
  });

  it('never scrolls inside the frame, and starts the resizer child once', async () => {
    embedApi();
    const first = openEmbed(EMBED_PATH);
    await screen.findByRole('article', { name: 'Sessions' });
    expect(document.documentElement.style.overflow).toBe('hidden');
    first.unmount();
    expect(document.documentElement.style.overflow).toBe('');
    embedApi();
    openEmbed(EMBED_PATH);
    await screen.findByRole('article', { name: 'Sessions' });
    await waitFor(() => expect(initializeChildListener).toHaveBeenCalledTimes(1));
  });
});

it("tells the page the content's size whenever it changes, once per size", async () => {
  const observers = new Map<Element, ResizeObserverCallback>();
  jest.spyOn(window, 'ResizeObserver').mockImplementation((callback) => ({
    observe: (target: Element) => void observers.set(target, callback),
    unobserve: () => undefined,
    disconnect: () => undefined,
  }));
  const box = jest.spyOn(document.documentElement, 'getBoundingClientRect').mockReturnValue({ width: 800, height: 1200.4 } as DOMRect);
  embedApi();
  openEmbed(EMBED_PATH);
  await screen.findByRole('article', { name: 'Sessions' });
  const resize = () => act(() => observers.get(document.documentElement)?.([], {} as ResizeObserver));
  resize();
  resize();
  box.mockReturnValue({ width: 800, height: 900 } as DOMRect);
  resize();
  expect(page.events().filter((event) => event?.type === 'resize')).toEqual([
    { type: 'resize', payload: { width: 800, height: 1201 } },
    { type: 'resize', payload: { width: 800, height: 900 } },
  ]);
});

describe('what keeps an embedded dashboard from showing', () => {
  it.each([
    ['an invalid token', { status: 403, body: { message: 'Forbidden', code: 'token-invalid' } }, 'This embed link is not valid.', 'token-invalid'],
    ['an expired token', { status: 403, body: { message: 'Forbidden', code: 'token-expired' } }, 'This embed link has expired.', 'token-expired'],
    ['a missing or private dashboard', { status: 404, body: { message: 'Not Found' } }, 'This dashboard does not exist or is not shared.', 'not-found'],
    [
      'a password without a token',
      { status: 422, body: { message: 'Invalid', errors: { password: ['This dashboard is password protected.'] } } },
      'This dashboard is password protected: embed it with a signed token.',
      'failed',
    ],
    ['a server failure', { status: 500, body: { message: 'Server Error' } }, 'This dashboard could not be loaded.', 'failed'],
  ])('%s is said to the viewer and to the page', async (_case, reply, text, code) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /api/dashboards/acme': () => reply });
    openEmbed(`${EMBED_PATH}#token=some.jwt`);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await waitFor(() => expect(page.events()).toContainEqual({ type: 'error', payload: { code, message: text } }));
  });
});

it('leaves the dashboard for the error screen when its token expires while it is shown, and tells the page', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  dashboardApi({
    dashboard: dashboard(),
    publicView: true,
    data: (widgetId) => (widgetId === 'w1' ? { status: 403, body: { message: 'This embed link has expired.', code: 'token-expired' } } : widgetData()),
  });
  openEmbed(`${EMBED_PATH}#token=short.lived.jwt`);
  expect(await screen.findByRole('alert')).toHaveTextContent('This embed link has expired.');
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
  await waitFor(() => expect(page.events()).toContainEqual({ type: 'error', payload: { code: 'token-expired', message: 'This embed link has expired.' } }));
});

describe('the events and commands of the page API', () => {
  it('posts ready once the dashboard is shown, in the contract envelope, then rangeChange for a range from the calendar', async () => {
    fakeToday('2026-03-10T12:00:00Z');
    embedApi({ rangeType: 'last_month' });
    openEmbed(EMBED_PATH);
    await waitFor(() => expect(page.messages()).toHaveLength(1));
    expect(page.messages()[0]).toEqual({
      namespace: EMBED_MESSAGE_NAMESPACE,
      version: EMBED_MESSAGE_VERSION,
      type: 'ready',
      payload: { permalink: 'acme', range: february, rangeLocked: false },
    });
    await userEvent.click(await screen.findByRole('button', { name: /Report period/ }));
    await userEvent.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(page.events().at(-1)).toEqual({ type: 'rangeChange', payload: { startDate: '2026-03-03', endDate: '2026-03-09', compareStartDate: '2026-02-24', compareEndDate: '2026-03-02' } }),
    );
    expect(page.events().filter((event) => event?.type === 'ready')).toHaveLength(1);
  });

  it("applies the page's setRange to the widgets' data, with the preceding period when it names no comparison", async () => {
    const api = embedApi();
    const view = openEmbed(EMBED_PATH);
    await waitFor(() => expect(requested(api)).toHaveLength(1));
    page.send(embedCommand('setRange', { startDate: '2025-06-01', endDate: '2025-06-10' }));
    await waitFor(() => expect(requested(api)).toHaveLength(2));
    expect(requested(api)[1]).toEqual({ startDate: '2025-06-01', endDate: '2025-06-10', compareStartDate: '2025-05-22', compareEndDate: '2025-05-31' });
    await waitFor(() =>
      expect(page.events()).toContainEqual({ type: 'rangeChange', payload: { startDate: '2025-06-01', endDate: '2025-06-10', compareStartDate: '2025-05-22', compareEndDate: '2025-05-31' } }),
    );
    // The frame replaces its address rather than adding to the history the page's back button walks.
    expect(view.router.state.historyAction).toBe('REPLACE');
  });

  it('refuses setRange where the token locks the range, and shows the locked range whatever the address says', async () => {
    const api = embedApi(locked);
    openEmbed(`${EMBED_PATH}?startDate=2025-01-01&endDate=2025-01-31`);
    await waitFor(() => expect(page.events()).toContainEqual({ type: 'ready', payload: { permalink: 'acme', range: february, rangeLocked: true } }));
    page.send(embedCommand('setRange', { startDate: '2025-06-01', endDate: '2025-06-10' }));
    await waitFor(() => expect(page.events().at(-1)).toEqual({ type: 'error', payload: { code: 'range-locked', message: "This embedded dashboard's date range is locked." } }));
    expect(requested(api)).toEqual([february]);
    expect(page.events().some((event) => event?.type === 'rangeChange')).toBe(false);
  });

  it('ignores messages from any other window, and of another namespace or version', async () => {
    const api = embedApi();
    openEmbed(EMBED_PATH);
    await waitFor(() => expect(requested(api)).toHaveLength(1));
    const other = document.createElement('iframe');
    document.body.append(other);
    const command = embedCommand('setRange', { startDate: '2025-06-01', endDate: '2025-06-10' });
    page.send(command, other.contentWindow as Window);
    page.send(command, window);
    page.send({ ...command, namespace: 'someone:else' });
    page.send({ ...command, version: EMBED_MESSAGE_VERSION + 1 });
    page.send({ ...command, payload: { startDate: 'June' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested(api)).toHaveLength(1);
    expect(page.events().map((event) => event?.type)).toEqual(['ready']);
    other.remove();
  });
});
