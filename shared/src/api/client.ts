import { RELOAD_STATUSES, type ValidationErrorBody } from '../contracts/errors.js';
import { getIdentification } from './identification.js';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';

let socketId: string | null = null;

/** Set by the realtime client once connected, so the server can skip echoing our own events. */
export function setSocketId(id: string | null): void {
  socketId = id;
}

/**
 * The app's origin when this bundle runs on another site's page (the script
 * embed), else null: requests then go there, and carry nothing of the page
 * they run on (its cookies, its CSRF token).
 */
let appOrigin: string | null = null;

/** Called by the script embed's parcel before it mounts; the app itself never calls it. */
export function setApiOrigin(origin: string | null): void {
  appOrigin = origin === null || origin === window.location.origin ? null : origin;
}

/** An address of the app (a request, a file): as it is on the app's own pages, absolute on another site's. */
export const appUrl = (path: string): string => (appOrigin && path.startsWith('/') ? `${appOrigin}${path}` : path);

let reloadPage = (): void => window.location.reload();
let leavePage = (target: string): void => window.location.assign(target);
let leaving = false;

/** Lets tests observe the reload that 588, 401 and 419 trigger. */
export function setReloadHandler(handler: () => void): void {
  reloadPage = handler;
}

/** Lets tests observe navigateAway (jsdom cannot navigate). */
export function setLeaveHandler(handler: (target: string) => void): void {
  leaving = false;
  leavePage = handler;
}

/**
 * Leaves the page for `target` (after signing out, in or up). Answers still
 * arriving for the page being left no longer reload it: a 401 to a request
 * sent before the sign-out would reload the old page and cancel the way out.
 */
export function navigateAway(target: string): void {
  leaving = true;
  leavePage(target);
}

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message?: string) {
    super(message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** Per-field messages of a 422, empty otherwise. */
  get fieldErrors(): Record<string, string[]> {
    if (this.status !== 422 || typeof this.body !== 'object' || this.body === null) return {};
    return (this.body as Partial<ValidationErrorBody>).errors ?? {};
  }
}

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return decodeURIComponent(trimmed.slice(prefix.length));
  }
  return null;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function requestHeaders(options: ApiRequestOptions): Headers {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  headers.set('X-Requested-With', 'XMLHttpRequest');
  const identification = getIdentification();
  if (identification) headers.set('x-identification', identification);
  if (socketId) headers.set('X-Socket-Id', socketId);
  // The page's own cookie of that name, on another site, is none of the app's business (nor a header its CORS allows).
  const csrf = appOrigin ? null : readCookie(CSRF_COOKIE);
  if (csrf) headers.set(CSRF_HEADER, csrf);
  if (options.body !== undefined && !(options.body instanceof FormData)) headers.set('Content-Type', 'application/json');
  return headers;
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** An answer with its status and headers, for the few calls whose meaning is in a header (a dashboard seen publicly). */
export interface ApiExchange<T> {
  body: T;
  status: number;
  headers: Headers;
}

/** Sends a request the way every call does, and throws the ApiError of an answer that is not a success. */
async function send(path: string, options: ApiRequestOptions): Promise<Response> {
  const body = options.body === undefined ? undefined : options.body instanceof FormData ? options.body : JSON.stringify(options.body);
  const response = await fetch(appUrl(path), {
    method: options.method ?? 'GET',
    credentials: appOrigin ? 'omit' : 'same-origin',
    headers: requestHeaders(options),
    body,
    signal: options.signal,
  });
  if (response.ok) return response;
  const payload = await parseBody(response);
  if ((RELOAD_STATUSES as readonly number[]).includes(response.status)) {
    if (!leaving && !appOrigin) reloadPage();
    throw new ApiError(response.status, payload, 'The page is reloading');
  }
  throw apiErrorOf(response.status, payload);
}

/** The ApiError of a failed answer, with the message its body gives. */
export function apiErrorOf(status: number, body: unknown): ApiError {
  return new ApiError(status, body, typeof body === 'object' && body && 'message' in body ? String(body.message) : undefined);
}

/**
 * The one way the browser talks to the API: same-origin cookies, the headers
 * every call carries, a page reload on 588/401/419, and an ApiError otherwise.
 * On another site's page (setApiOrigin) it asks the app's origin without
 * cookies, which no browser would send cross-site anyway, and never reloads
 * that page.
 */
export async function apiExchange<T>(path: string, options: ApiRequestOptions = {}): Promise<ApiExchange<T>> {
  const response = await send(path, options);
  return { body: (await parseBody(response)) as T, status: response.status, headers: response.headers };
}

/**
 * A newline-delimited JSON answer (application/x-ndjson), read as it
 * arrives: `onLine` gets each line's document as soon as the line is
 * complete. Failures are apiExchange's.
 */
export async function apiLines(path: string, onLine: (line: unknown) => void, options: ApiRequestOptions = {}): Promise<void> {
  const response = await send(path, options);
  if (!response.body) return;
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  let rest = '';
  for (;;) {
    const { done, value } = await reader.read();
    rest += decoder.decode(value, { stream: !done });
    const lines = rest.split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) onLine(JSON.parse(line));
    if (done) break;
  }
  if (rest.trim()) onLine(JSON.parse(rest));
}

/** apiExchange for the answer's body alone, which is what nearly every call needs. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return (await apiExchange<T>(path, options)).body;
}

/** SWR fetcher: GET through apiRequest. */
export const swrFetcher = <T>(path: string): Promise<T> => apiRequest<T>(path);
