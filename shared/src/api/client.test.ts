import { http, HttpResponse } from 'msw';
import { waitFor } from '@testing-library/react';
import { apiExchange, apiLines, apiRequest, ApiError, appUrl, navigateAway, setApiOrigin, setLeaveHandler, setReloadHandler, setSocketId } from './client';
import { setIdentification } from './identification';
import { apiServer, mockApi } from '../testing/mock-api';

let reload: jest.Mock;
beforeEach(() => {
  reload = jest.fn();
  setReloadHandler(reload);
  document.cookie = 'XSRF-TOKEN=csrf%3Dvalue';
});

it('sends X-Requested-With, x-identification, X-Socket-Id and the CSRF header on every request', async () => {
  const api = mockApi({ 'POST /api/things': () => ({ status: 201, body: { data: 1 } }) });
  setIdentification('deploy-42');
  setSocketId('123.456');
  await expect(apiRequest('/api/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ data: 1 });
  const headers = api.calls[0]!.headers;
  expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  expect(headers.get('x-identification')).toBe('deploy-42');
  expect(headers.get('X-Socket-Id')).toBe('123.456');
  expect(headers.get('X-XSRF-TOKEN')).toBe('csrf=value');
  expect(api.calls[0]!.body).toEqual({ a: 1 });
  setSocketId(null);
});

it('keeps the identification in session storage for later page loads', () => {
  setIdentification('deploy-43');
  expect(sessionStorage.getItem('pulseboard.identification')).toBe('deploy-43');
});

it.each([588, 401, 419])('reloads the page on %i', async (status) => {
  mockApi({ 'GET /api/x': () => ({ status, body: { message: 'stale' } }) });
  await expect(apiRequest('/api/x')).rejects.toBeInstanceOf(ApiError);
  expect(reload).toHaveBeenCalledTimes(1);
});

it('does not reload on other errors and exposes 422 field messages', async () => {
  mockApi({
    'POST /register': () => ({ status: 422, body: { message: 'Invalid', errors: { email: ['The email has already been taken.'] } } }),
  });
  const error = await apiRequest('/register', { method: 'POST', body: {} }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(422);
  expect((error as ApiError).fieldErrors).toEqual({ email: ['The email has already been taken.'] });
  expect(reload).not.toHaveBeenCalled();
});

it('hands over the status and headers of an answer when asked', async () => {
  mockApi({ 'GET /api/shown': () => ({ body: { data: 1 }, headers: { 'x-dashboard-public': '1' } }) });
  const answer = await apiExchange<{ data: number }>('/api/shown');
  expect(answer.body).toEqual({ data: 1 });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('x-dashboard-public')).toBe('1');
});

it('leaves for the target without reloading the old page when its requests answer 401 afterwards', async () => {
  const leave = jest.fn();
  setLeaveHandler(leave);
  mockApi({ 'GET /api/dashboards': () => ({ status: 401, body: { message: 'Unauthenticated.' } }) });
  navigateAway('/login');
  await expect(apiRequest('/api/dashboards')).rejects.toMatchObject({ status: 401 });
  expect(leave).toHaveBeenCalledWith('/login');
  expect(reload).not.toHaveBeenCalled();
  setLeaveHandler(jest.fn());
  await expect(apiRequest('/api/dashboards')).rejects.toMatchObject({ status: 401 });
  expect(reload).toHaveBeenCalledTimes(1);
});

describe("on another site's page (the script embed)", () => {
  const APP = 'https://app.pulseboard.test';
  afterEach(() => setApiOrigin(null));

  it("asks the app's origin without cookies nor the page's CSRF cookie, and never reloads that page", async () => {
    const seen: Array<{ url: string; credentials: RequestCredentials; headers: Headers }> = [];
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    apiServer.use(
      http.get(`${APP}/api/dashboards/acme`, ({ request }) => {
        seen.push({ url: request.url, credentials: fetchSpy.mock.calls[0]![1]!.credentials!, headers: request.headers });
        return HttpResponse.json({ message: 'stale' }, { status: 401 });
      }),
    );
    setApiOrigin(APP);
    await expect(apiRequest('/api/dashboards/acme')).rejects.toBeInstanceOf(ApiError);
    expect(seen).toEqual([expect.objectContaining({ url: `${APP}/api/dashboards/acme`, credentials: 'omit' })]);
    expect(seen[0]!.headers.get('X-XSRF-TOKEN')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    expect(appUrl('/files/logo.png')).toBe(`${APP}/files/logo.png`);
    expect(appUrl('https://cdn.example/logo.png')).toBe('https://cdn.example/logo.png');
    fetchSpy.mockRestore();
  });

  it("stays relative when the origin given is the page's own", () => {
    setApiOrigin(window.location.origin);
    expect(appUrl('/files/logo.png')).toBe('/files/logo.png');
  });
});

describe('a newline-delimited JSON answer', () => {
  it('hands over each line as soon as it is complete, however the bytes are split', async () => {
    const encoder = new TextEncoder();
    let more!: () => void;
    const second = new Promise<void>((resolve) => (more = resolve));
    apiServer.use(
      http.get('/api/lines', () => {
        const stream = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(encoder.encode('{"n":1}\n{"n"'));
            await second;
            controller.enqueue(encoder.encode(':2}\n\n{"n":"é"}'));
            controller.close();
          },
        });
        return new HttpResponse(stream, { headers: { 'Content-Type': 'application/x-ndjson' } });
      }),
    );
    const lines: unknown[] = [];
    const done = apiLines('/api/lines', (line) => lines.push(line));
    await waitFor(() => expect(lines).toEqual([{ n: 1 }]));
    more();
    await done;
    expect(lines).toEqual([{ n: 1 }, { n: 2 }, { n: 'é' }]);
  });

  it('fails as any request does when the answer is an error', async () => {
    mockApi({ 'GET /api/lines': () => ({ status: 403, body: { message: 'This embed link has expired.' } }) });
    const lines: unknown[] = [];
    await expect(apiLines('/api/lines', (line) => lines.push(line))).rejects.toMatchObject({ status: 403, message: 'This embed link has expired.' });
    expect(lines).toEqual([]);
  });
});
