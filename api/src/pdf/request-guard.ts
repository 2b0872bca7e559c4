import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/** The most of a refused request read to name its origin: its first line is enough. */
const MAX_REQUEST_LINE_BYTES = 8 * 1024;
/** A connection that has not said where it goes by then is dropped. */
const REQUEST_LINE_TIMEOUT_MS = 5_000;
const REFUSAL = 'HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n';

/** The origins of absolute URLs among these (relative ones are the app's own). */
export function originsOf(urls: Iterable<string>): Set<string> {
  const origins = new Set<string>();
  for (const url of urls) {
    if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return origins;
}

/** An origin as a proxy bypass rule: its host and explicit port, which Chromium matches whatever the scheme. */
function bypassRule(origin: string): string {
  const url = new URL(origin);
  return `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
}

/**
 * Where a proxied request was going, from its request line: an absolute URL
 * for plain HTTP (`GET http://host:port/path HTTP/1.1`), `host:port` for a
 * tunnel (`CONNECT host:443 HTTP/1.1`, https and wss).
 */
function originOfRequestLine(line: string): string {
  const [method, target = ''] = line.split(' ');
  const url = method === 'CONNECT' ? `https://${target}` : target;
  return URL.canParse(url) ? new URL(url).origin : 'unknown';
}

export interface RequestGuard {
  /** A browser context's proxy settings: the product's own origins bypass it, everything else reaches the refusing proxy. */
  proxy: { server: string; bypass: string };
  close(): Promise<void>;
}

/**
 * The renderer's browser runs inside the network, next to the database and
 * the metadata service: whatever a dashboard names (an image, a stylesheet, a
 * redirect) must not become a request to somewhere else. A render's context
 * sends every request but those to the product's own origins (the app and the
 * remotes' hosts) to a proxy of its own on loopback, which answers each with
 * 403 and reports its origin; loopback addresses go through the proxy too
 * (Playwright gives Chromium `<-loopback>`). Chromium routes by these rules
 * itself, so the product's own requests are not intercepted one by one:
 * routing every request through Playwright took a cold print view about
 * 200 ms longer.
 */
export async function refusingProxy(allowed: ReadonlySet<string>, onBlocked: (origin: string) => void): Promise<RequestGuard> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setTimeout(REQUEST_LINE_TIMEOUT_MS, () => socket.destroy());
    let head = '';
    const onData = (chunk: Buffer) => {
      head += chunk.toString('latin1');
      const end = head.indexOf('\r\n');
      if (end < 0 && head.length < MAX_REQUEST_LINE_BYTES) return;
      socket.off('data', onData);
      onBlocked(end < 0 ? 'unknown' : originOfRequestLine(head.slice(0, end)));
      socket.end(REFUSAL);
    };
    socket.on('data', onData);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    proxy: { server: `http://127.0.0.1:${port}`, bypass: [...allowed].map(bypassRule).join(',') },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
