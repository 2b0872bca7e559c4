import { createHash, createHmac } from 'node:crypto';
import { safeEqual } from '../lib/tokens.js';

/**
 * The HMAC-SHA256 signatures of the Pusher Channels protocol, shared by the
 * auth endpoints (signing), the websocket server (checking what clients
 * present) and the HTTP trigger API (checking server SDKs' requests).
 */

export interface AppCredentials {
  appId: string;
  key: string;
  secret: string;
}

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** `auth` of a private channel subscription: `<key>:<HMAC(secret, socket_id:channel)>`. */
export function signChannel(credentials: AppCredentials, socketId: string, channel: string): string {
  return `${credentials.key}:${hmac(credentials.secret, `${socketId}:${channel}`)}`;
}

/** `auth` of a user sign-in: `<key>:<HMAC(secret, socket_id::user::user_data)>`. */
export function signUser(credentials: AppCredentials, socketId: string, userData: string): string {
  return `${credentials.key}:${hmac(credentials.secret, `${socketId}::user::${userData}`)}`;
}

/** Constant-time check of an `auth` value a client presents against the one we would sign. */
export const authMatches = (presented: unknown, expected: string) => typeof presented === 'string' && safeEqual(presented, expected);

/**
 * The signature of an HTTP API request: HMAC over the method, the path and
 * the query parameters (names lowercased, sorted, auth_signature left out),
 * values as sent, joined `k=v&k=v`.
 */
export function signRequest(secret: string, method: string, path: string, query: Record<string, string>): string {
  const params = Object.entries(query)
    .map(([name, value]) => [name.toLowerCase(), value] as const)
    .filter(([name]) => name !== 'auth_signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  return hmac(secret, `${method.toUpperCase()}\n${path}\n${params}`);
}
