import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';
import { isPublicAddress } from '../../src/lib/public-address.js';
import { checkSite, type SiteCheckOptions } from '../../src/campaigns/site-check.js';

const DOMAIN = 'shop.example.com';
const DAY_MS = 86_400_000;

interface Site {
  server: Server;
  port: number;
  cert: string;
}

/** A loopback HTTPS server for DOMAIN whose certificate ends `daysLeft` days from now, answering as `handle` says. */
async function site(daysLeft: number, handle: (respond: (status: number) => void) => void): Promise<Site> {
  const pems = await generate([{ name: 'commonName', value: DOMAIN }], {
    notBeforeDate: new Date(Date.now() - DAY_MS),
    notAfterDate: new Date(Date.now() + daysLeft * DAY_MS + 3_600_000),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: DOMAIN }] }],
  });
  const server = createServer({ key: pems.private, cert: pems.cert }, (_request, response) => handle((status) => response.writeHead(status).end('ok')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, cert: pems.cert };
}

const sites: Site[] = [];
afterAll(async () => {
  await Promise.all(
    sites.map(({ server }) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

async function checked(daysLeft: number, handle: (respond: (status: number) => void) => void, overrides: Partial<SiteCheckOptions> = {}) {
  const running = await site(daysLeft, handle);
  sites.push(running);
  return checkSite(DOMAIN, { resolve: async () => ['127.0.0.1'], allowPrivateAddresses: true, timeoutMs: 1_000, port: running.port, ca: running.cert, ...overrides });
}

describe('checking a site', () => {
  it('finds a site that answers up, with its status, response time and certificate days left', async () => {
    const result = await checked(200, (respond) => respond(200));
    expect(result).toMatchObject({ up: true, status: 200, tlsDaysLeft: 200, problem: null });
    expect(result.responseMs).toBeGreaterThanOrEqual(0);
    expect(result.responseMs).toBeLessThan(1_000);
  });

  it('counts a 5xx as down and says so', async () => {
    expect(await checked(200, (respond) => respond(503))).toMatchObject({ up: false, status: 503, problem: 'The site answered 503.' });
  });

  it('gives up on a slow site at the time limit', async () => {
    const result = await checked(200, (respond) => setTimeout(() => respond(200), 2_000).unref(), { timeoutMs: 300 });
    expect(result).toMatchObject({ up: false, status: null, problem: 'The site did not answer within 0.3 s.' });
  });

  it('reads a certificate near its end, and calls an untrusted one down', async () => {
    expect(await checked(5, (respond) => respond(200))).toMatchObject({ up: true, tlsDaysLeft: 5 });
    const untrusted = await checked(5, (respond) => respond(200), { ca: undefined });
    expect(untrusted.up).toBe(false);
    expect(untrusted.tlsDaysLeft).toBe(5);
    expect(untrusted.problem).toMatch(/^The certificate is not trusted/);
  });

  it('calls a site with nothing listening down', async () => {
    const result = await checkSite(DOMAIN, { resolve: async () => ['127.0.0.1'], allowPrivateAddresses: true, timeoutMs: 1_000, port: 9 });
    expect(result).toMatchObject({ conclusive: true, up: false, problem: 'The site could not be reached (ECONNREFUSED).' });
  });

  it('never calls a private or loopback address unless the test setting allows it', async () => {
    let called = false;
    const running = await site(200, (respond) => {
      called = true;
      respond(200);
    });
    sites.push(running);
    for (const addresses of [['127.0.0.1'], ['93.184.216.34', '10.0.0.5'], ['::ffff:192.168.1.1'], ['169.254.169.254']]) {
      const result = await checkSite(DOMAIN, { resolve: async () => addresses, allowPrivateAddresses: false, timeoutMs: 1_000, port: running.port });
      expect(result).toMatchObject({ up: false, problem: 'The domain points to a private address; it is not checked.' });
    }
    expect(called).toBe(false);
    expect(await checkSite(DOMAIN, { resolve: async () => [], allowPrivateAddresses: false, timeoutMs: 1_000 })).toMatchObject({ problem: 'The domain has no address in DNS.' });
  });

  it('tells public addresses from the rest', () => {
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('2606:2800:220:1:248:1893:25c8:1946')).toBe(true);
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.0.1', '100.64.0.1', '169.254.169.254', '::1', 'fe80::1', 'fc00::1', '0.0.0.0', '::ffff:127.0.0.1', 'not an address']) {
      expect(isPublicAddress(address)).toBe(false);
    }
  });
});
