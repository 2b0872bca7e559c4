import type { IncomingMessage } from 'node:http';

export interface UpgradeRefusal {
  status: 400 | 403 | 404 | 405;
  message: string;
  headers?: Record<string, string>;
}

export interface PusherUpgrade {
  /** The app key of /app/{key}, percent-decoded. */
  key: string;
  /** The `protocol` query parameter, as sent. */
  protocol: string | null;
}

const APP_PATH = /^\/app\/([^/]+)$/;

/** RFC 6455 §4.1: the base64 of 16 random bytes. */
const WEBSOCKET_KEY = /^[+/0-9A-Za-z]{21}[AQgw]==$/;

/** Only RFC 6455's version: every browser and websocket library speaks it. */
const WEBSOCKET_VERSION = '13';

/** Percent-encoding that is not UTF-8 (`%E0%A4%A`, `%FF`) is a client's mistake, not a server error. */
function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The request target in either form a client may send it: origin-form
 * (`/app/k?protocol=7`) or absolute-form (`http://host/app/k`). Undefined for
 * anything the URL parser refuses (`http://a:b/app/k`, `//a:b/`).
 */
function target(url: string | undefined): URL | undefined {
  if (!url) return undefined;
  try {
    return url.startsWith('/') && !url.startsWith('//') ? new URL(url, 'http://localhost') : new URL(url);
  } catch {
    return undefined;
  }
}

/**
 * Checks a websocket upgrade to the Pusher endpoint before anything acts on
 * it: the target, the handshake headers and the page that opens it. Browsers
 * always send Origin, so a missing one is a server-side client (pusher-js in
 * Node, a Pusher SDK), which no page can make a browser impersonate; any
 * Origin other than the app's own is another site's page reusing the
 * visitor's connection, and is refused.
 */
export function readUpgrade(request: IncomingMessage, allowedOrigins: ReadonlySet<string>): PusherUpgrade | UpgradeRefusal {
  if (request.method !== 'GET') return { status: 405, message: 'A websocket upgrade is a GET request.' };
  const url = target(request.url);
  if (!url) return { status: 400, message: 'The request target is not a valid URL.' };
  const segment = APP_PATH.exec(url.pathname)?.[1];
  if (segment === undefined) return { status: 404, message: 'Not Found' };
  const key = decoded(segment);
  if (key === undefined) return { status: 400, message: 'The app key is not valid percent-encoded UTF-8.' };
  if (request.headers.upgrade?.toLowerCase() !== 'websocket') return { status: 400, message: 'The Upgrade header must be websocket.' };
  if (!WEBSOCKET_KEY.test(request.headers['sec-websocket-key'] ?? '')) return { status: 400, message: 'Missing or invalid Sec-WebSocket-Key header.' };
  if (request.headers['sec-websocket-version'] !== WEBSOCKET_VERSION) {
    return { status: 400, message: 'Missing or unsupported Sec-WebSocket-Version header.', headers: { 'Sec-WebSocket-Version': WEBSOCKET_VERSION } };
  }
  const origin = request.headers.origin;
  if (origin !== undefined && !allowedOrigins.has(origin.toLowerCase())) return { status: 403, message: 'This origin may not open realtime connections.' };
  return { key, protocol: url.searchParams.get('protocol') };
}

export const isRefusal = (value: PusherUpgrade | UpgradeRefusal): value is UpgradeRefusal => 'status' in value;
