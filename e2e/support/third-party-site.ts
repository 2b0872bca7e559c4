import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ThirdPartySite {
  /** `http://localhost:<port>`: another host than the product's 127.0.0.1, so a frame of the product on it is cross-site. */
  origin: string;
  /** Serves this HTML at the path. */
  page(path: string, html: string): string;
  close(): Promise<void>;
}

/** A client's website for the embedding tests: pages set by the test, on a loopback port of its own. */
export async function startThirdPartySite(): Promise<ThirdPartySite> {
  const pages = new Map<string, string>();
  const server = createServer((request, response) => {
    const html = pages.get(new URL(request.url ?? '/', 'http://localhost').pathname);
    response.writeHead(html === undefined ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' }).end(html ?? 'Not Found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    page(path, html) {
      pages.set(path, html);
      return `${origin}${path}`;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
