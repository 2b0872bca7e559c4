import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address.js';

/**
 * The rules for fetching an address a user typed (a WooCommerce store): the
 * server must never be turned against its own network.
 */
export interface UserUrlPolicy {
  /** The A and AAAA addresses of a name. */
  resolve(host: string): Promise<string[]>;
  /** Test setting: plain http is allowed too. */
  allowHttp: boolean;
  /**
   * Addresses trusted as the product's own (the sandbox's fake store):
   * anything starting with one of them skips the scheme and address rules.
   */
  trustedPrefixes: readonly string[];
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

export interface UserUrlRequest {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface UserUrlResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The address was refused or could not be read within the bounds; the message says why, for the user. */
export class UserUrlRefused extends Error {
  override readonly name = 'UserUrlRefused';
}

/** The answer was larger than the most that was to be read, `maxBytes`. */
export class UserUrlTooLarge extends UserUrlRefused {
  constructor(readonly maxBytes: number) {
    super(`The answer is larger than ${Math.round(maxBytes / 1024)} KB, the most that is read.`);
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const trusted = (url: URL, policy: UserUrlPolicy) => policy.trustedPrefixes.some((prefix) => url.href.startsWith(prefix));

/** The one address to connect to, once every address of the name is public. */
async function checkedAddress(url: URL, policy: UserUrlPolicy): Promise<string | undefined> {
  if (trusted(url, policy)) return undefined;
  if (url.protocol !== 'https:' && !(policy.allowHttp && url.protocol === 'http:')) throw new UserUrlRefused(`Only https addresses are fetched, not ${url.protocol.replace(':', '')}.`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await policy.resolve(host);
    } catch {
      throw new UserUrlRefused(`The name ${host} could not be looked up.`);
    }
  }
  if (!addresses.length) throw new UserUrlRefused(`The name ${host} has no address.`);
  if (!addresses.every(isPublicAddress)) throw new UserUrlRefused(`${host} points to a private or local address, which is never fetched.`);
  return addresses[0];
}

/** Connects to the address that was checked, whatever the name would resolve to by then. */
function pinnedLookup(address: string): LookupFunction {
  const family = isIP(address);
  return (_host, options, callback) => {
    if (options.all) (callback as (error: null, addresses: Array<{ address: string; family: number }>) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

function once(url: URL, address: string | undefined, init: UserUrlRequest, policy: UserUrlPolicy): Promise<UserUrlResponse> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const signal = AbortSignal.any([AbortSignal.timeout(policy.timeoutMs), ...(init.signal ? [init.signal] : [])]);
  return new Promise((resolve, reject) => {
    const call = send(url, { method: 'GET', headers: init.headers, signal, ...(address ? { lookup: pinnedLookup(address) } : {}) }, (response) => {
      const declared = Number(response.headers['content-length'] ?? 0);
      const tooLarge = () => new UserUrlTooLarge(policy.maxBytes);
      if (declared > policy.maxBytes) {
        response.destroy();
        reject(tooLarge());
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > policy.maxBytes) {
          response.destroy();
          reject(tooLarge());
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    call.on('error', (error: NodeJS.ErrnoException) => {
      const timedOut = error.name === 'AbortError' || error.name === 'TimeoutError';
      if (timedOut && init.signal?.aborted) reject(error);
      else reject(new UserUrlRefused(timedOut ? `No answer within ${policy.timeoutMs / 1000} s.` : `The address could not be reached (${error.code ?? error.message}).`));
    });
    call.end();
  });
}

/**
 * GETs an address a user gave, following redirects, with each hop held to
 * the policy: https only, every resolved address public (checked at each
 * connection, which goes to the checked address), the answer bounded in
 * size and time. Trusted prefixes (the product's own fakes) are exempt.
 * Credentials never follow a redirect to another origin.
 */
export async function fetchUserUrl(address: string, init: UserUrlRequest, policy: UserUrlPolicy): Promise<UserUrlResponse> {
  const origin = new URL(address).origin;
  let url = new URL(address);
  for (let hop = 0; ; hop += 1) {
    const headers = url.origin === origin ? init.headers : withoutAuthorization(init.headers);
    const response = await once(url, await checkedAddress(url, policy), { ...init, headers }, policy);
    const location = response.headers.location;
    if (!REDIRECTS.has(response.status) || !location) return response;
    if (hop >= policy.maxRedirects) throw new UserUrlRefused(`More than ${policy.maxRedirects} redirects.`);
    url = new URL(location, url);
  }
}

const withoutAuthorization = (headers: Record<string, string> | undefined) => Object.fromEntries(Object.entries(headers ?? {}).filter(([name]) => name.toLowerCase() !== 'authorization'));
