import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { sql } from '../support/database.js';
import { exportPdf } from '../support/pdf-export.js';
import { apiCall, DEMO_ADMIN, logIn } from '../support/session.js';

/** A listener on loopback that counts every request it receives: what the PDF renderer must never reach. */
async function probe(): Promise<{ url: string; hits: string[]; close(): Promise<void> }> {
  const hits: string[] = [];
  const server: Server = createServer((request, response) => {
    hits.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'image/png' }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test('a dashboard whose widgets point at a loopback service renders to PDF without the service being reached', async ({ page }) => {
  test.setTimeout(120_000);
  const listener = await probe();
  try {
    await logIn(page, DEMO_ADMIN);
    const created = (await (await apiCall(page, 'POST', '/api/dashboards', { name: 'Probe', timezone: 'UTC' })).json()).data as { id: number; permalink: string };
    // The API refuses such addresses in a save; this stands for data that got in another way. Reads leave them out,
    // and the renderer would block them (api/test/pdf-request-guard.test.ts).
    const widgets = [
      {
        id: 'image',
        title: 'Image',
        width: 2,
        height: 1,
        order: 0,
        realTime: false,
        description: '',
        nature: 'passive',
        format: 'textCard',
        hash: 'a',
        type: { name: 'upload', file: [`${listener.url}/image.png`], header: ['Header'], content: ['Body'] },
      },
      {
        id: 'timeline',
        title: 'Timeline',
        width: 2,
        height: 1,
        order: 1,
        realTime: false,
        description: '',
        nature: 'passive',
        format: 'textCard',
        hash: 'b',
        type: { name: 'historic', articles: [{ file: `${listener.url}/article.png`, header: 'Launch', content: 'Text', description: '', startDate: '2026-01-01', endDate: '2026-01-31' }] },
      },
    ];
    await sql('UPDATE dashboards SET widgets = $1::jsonb WHERE id = $2', [JSON.stringify(widgets), created.id]);

    await exportPdf(page, created.permalink, { startDate: '2026-01-01', endDate: '2026-01-31' }, 60_000);
    expect(listener.hits).toEqual([]);
  } finally {
    await listener.close();
  }
});

test('signing in never leads to another site, however the redirect is written', async ({ browser, baseURL }) => {
  // Raw query values, as an attacker's link carries them: %09 is a tab, which browsers drop from URLs.
  for (const redirect of ['/%09/evil.example', '//evil.example', '/%5Cevil.example', 'https://evil.example', '/.//evil.example']) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await logIn(page, DEMO_ADMIN, `/login?redirect=${redirect}`);
    await expect(page).toHaveURL(`${baseURL}/dashboards`);
    await context.close();
  }
});
