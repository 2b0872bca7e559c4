import { request } from 'node:https';
import { checkServerIdentity, type TLSSocket } from 'node:tls';
import { isPublicAddress } from '../lib/public-address.js';

export interface SiteCheckResult {
  /** False when the check itself could not be made (our DNS did not answer): nothing is known of the site. */
  conclusive: boolean;
  up: boolean;
  status: number | null;
  responseMs: number | null;
  tlsDaysLeft: number | null;
  /** Why the site is down or its certificate is not trusted; null when all is well. */
  problem: string | null;
}

export interface SiteCheckOptions {
  /** The A and AAAA addresses of a name; an empty list when it has none. */
  resolve(host: string): Promise<string[]>;
  /** Test setting: lets checks reach private and loopback addresses. */
  allowPrivateAddresses: boolean;
  timeoutMs: number;
  /** 443 in the product; a loopback server's port in tests. */
  port?: number;
  /** Extra trusted certificate authorities (a test's own). */
  ca?: string;
  now?: () => number;
}

const DAY_MS = 86_400_000;
/** A 5xx, or no answer at all, is down; a redirect, a 404 or a login page is a site that answers. */
const isUp = (status: number) => status < 500;

function failed(problem: string, conclusive = true): SiteCheckResult {
  return { conclusive, up: false, status: null, responseMs: null, tlsDaysLeft: null, problem };
}

/**
 * One check of a domain's home page over HTTPS: whether it answers, its
 * status, the time to the response's headers and the days its certificate
 * has left. The name is resolved first and refused when any address is not
 * public, then the request goes to that address (with the name for TLS and
 * Host), so a DNS answer cannot change between the check and the call. The
 * body is never read; the whole check is bounded by `timeoutMs`.
 */
export async function checkSite(domain: string, options: SiteCheckOptions): Promise<SiteCheckResult> {
  const now = options.now ?? Date.now;
  let addresses: string[];
  try {
    addresses = await options.resolve(domain);
  } catch {
    return failed('The domain’s DNS could not be asked.', false);
  }
  const [address] = addresses;
  if (!address) return failed('The domain has no address in DNS.');
  if (!options.allowPrivateAddresses && !addresses.every(isPublicAddress)) return failed('The domain points to a private address; it is not checked.');

  const started = now();
  return new Promise<SiteCheckResult>((resolve) => {
    const call = request({
      host: address,
      servername: domain,
      port: options.port ?? 443,
      path: '/',
      method: 'GET',
      headers: { host: domain, 'user-agent': 'Pulseboard Mission Control', accept: 'text/html,*/*' },
      // The certificate is judged below, so an untrusted one is reported with its days left instead of failing the call.
      rejectUnauthorized: false,
      ca: options.ca,
      timeout: options.timeoutMs,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    call.on('response', (response) => {
      const socket = response.socket as TLSSocket;
      const certificate = socket.getPeerCertificate();
      const tlsDaysLeft = certificate.valid_to ? Math.floor((Date.parse(certificate.valid_to) - now()) / DAY_MS) : null;
      const status = response.statusCode ?? null;
      // The chain is verified by TLS; the name is not when rejectUnauthorized is off, so it is checked here.
      const distrust = socket.authorized ? checkServerIdentity(domain, certificate)?.message : String(socket.authorizationError);
      const trusted = distrust === undefined;
      response.destroy();
      const problem = !trusted ? `The certificate is not trusted (${distrust}).` : status !== null && !isUp(status) ? `The site answered ${status}.` : null;
      resolve({ conclusive: true, up: trusted && status !== null && isUp(status), status, responseMs: now() - started, tlsDaysLeft, problem });
    });
    call.on('timeout', () => call.destroy(new Error('timeout')));
    call.on('error', (error: NodeJS.ErrnoException) => {
      const timedOut = error.message === 'timeout' || error.name === 'AbortError' || error.name === 'TimeoutError';
      resolve(failed(timedOut ? `The site did not answer within ${options.timeoutMs / 1000} s.` : `The site could not be reached (${error.code ?? error.message}).`));
    });
    call.end();
  });
}
