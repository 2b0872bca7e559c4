import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHELL = '<!doctype html><html><head><title>Pulseboard</title><script defer src="/main.5e1f0a2b3c.js"></script></head><body></body></html>';
/** A remote served from elsewhere (REMOTE_AUTH_URL), with characters an attribute must escape. */
const AUTH_ENTRY = 'https://auth.example.com/remoteEntry.js?build="7"&x=<y>';
const AUTH_ENTRY_ATTRIBUTE = 'https://auth.example.com/remoteEntry.js?build=&quot;7&quot;&amp;x=&lt;y>';
const DASHBOARDS_ENTRY = 'var dashboards;';
/** The dashboards remote's entry as pages name it: by the version of its content, since this API serves it. */
const versionedEntry = (content: string) => `/remotes/dashboards/remoteEntry.js?v=${createHash('sha256').update(content).digest('hex').slice(0, 12)}`;
const shellNaming = (entry: string, area: string) => SHELL.replace('</head>', `<link rel="preload" href="${entry}" as="script" data-remote="${area}" /></head>`);
const html = { accept: 'text/html,application/xhtml+xml' };

let webRoot: string;
let t: TestApp;

async function writeFiles(files: Record<string, string>) {
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(webRoot, file)), { recursive: true });
    await writeFile(path.join(webRoot, file), content);
  }
}

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'pulseboard-web-'));
  // The host and one remote are built; groups, company and auth are not.
  await writeFiles({
    'host/dist/index.html': SHELL,
    'host/dist/main.5e1f0a2b3c.js': 'console.log("shell")',
    'host/dist/main.5e1f0a2b3c.js.br': 'brotli bytes of the shell',
    'host/dist/vendors.3f2a1b.js': 'console.log("vendors")',
    'host/dist/embed.js': 'console.log("embed")',
    'host/dist/embed-elements/main.js': 'console.log("elements")',
    'mfe-dashboards/dist/remoteEntry.js': DASHBOARDS_ENTRY,
    'mfe-dashboards/dist/412.9c8e7d.js': 'console.log("chunk")',
  });
  t = await createTestApp({ env: { WEB_ROOT: webRoot, REMOTE_AUTH_URL: AUTH_ENTRY } });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('serving the front ends', () => {
  it('serves the shell at / and revalidates it on every load', async () => {
    const response = await t.client().get('/', { headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SHELL);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/dashboards', versionedEntry(DASHBOARDS_ENTRY), 'dashboards'],
    ['/dashboards/create?template=monthly-report', versionedEntry(DASHBOARDS_ENTRY), 'dashboards'],
    ['/groups/4', '/remotes/groups/remoteEntry.js', 'groups'],
    ['/company/users', '/remotes/company/remoteEntry.js', 'company'],
    ['/login', AUTH_ENTRY_ATTRIBUTE, 'auth'],
    ['/password/reset/some-token?email=a%40b.c', AUTH_ENTRY_ATTRIBUTE, 'auth'],
  ])("answers %s with the shell (SPA fallback), naming its area's remote entry for the browser to fetch early", async (url, entry, area) => {
    const response = await t.client().get(url, { headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(shellNaming(entry, area));
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/403', '/no/such/page'])('answers %s, which no remote shows, with the shell as built', async (url) => {
    const response = await t.client().get(url, { headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SHELL);
  });

  it('does not answer server paths or non-HTML requests with the shell', async () => {
    for (const url of ['/api/unknown', '/remotes/dashboards/missing.js', '/healthz/x', '/readyz/x', '/broadcasting/auth']) {
      const response = await t.client().get(url, { headers: html });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toBe(SHELL);
    }
    const json = await t.client().get('/dashboards/abc', { headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
  });

  it('caches content-hashed files for a year and files named by a stable address not at all', async () => {
    const cases: Array<[string, string]> = [
      ['/vendors.3f2a1b.js', IMMUTABLE],
      ['/main.5e1f0a2b3c.js', IMMUTABLE],
      ['/embed.js', 'no-cache'],
      ['/embed-elements/main.js', 'no-cache'],
      ['/remotes/dashboards/remoteEntry.js', 'no-cache'],
      ['/remotes/dashboards/412.9c8e7d.js', IMMUTABLE],
    ];
    for (const [url, cacheControl] of cases) {
      const response = await t.client().get(url);
      expect({ url, status: response.statusCode, cacheControl: response.headers['cache-control'] }).toEqual({ url, status: 200, cacheControl });
    }
  });

  it("lets other sites load the embed scripts and the remotes' files, and nothing else of the app", async () => {
    for (const url of ['/embed.js', '/embed-elements/main.js', '/remotes/dashboards/remoteEntry.js', '/remotes/dashboards/412.9c8e7d.js']) {
      const response = await t.client().get(url);
      expect({ url, corp: response.headers['cross-origin-resource-policy'], cors: response.headers['access-control-allow-origin'] }).toEqual({ url, corp: 'cross-origin', cors: '*' });
    }
    for (const url of ['/main.5e1f0a2b3c.js', '/vendors.3f2a1b.js', '/']) {
      const response = await t.client().get(url, { headers: html });
      expect({ url, corp: response.headers['cross-origin-resource-policy'], cors: response.headers['access-control-allow-origin'] }).toEqual({ url, corp: 'same-origin', cors: undefined });
    }
  });

  it('sends the pre-compressed copy the client accepts, cached like the original', async () => {
    const response = await t.client().get('/main.5e1f0a2b3c.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body).toBe('brotli bytes of the shell');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    const plain = await t.client().get('/main.5e1f0a2b3c.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("shell")');
  });

  it('reports a remote that is not built without affecting the others', async () => {
    const response = await t.client().get('/remotes/groups/remoteEntry.js');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('The groups front end is not built');
    expect((await t.client().get('/healthz')).statusCode).toBe(200);
  });

  it("names a served remote's entry by its content's version, which may be kept for good; one not built or served elsewhere as configured", async () => {
    const remotes = (await t.client().get('/api/page-config')).json().remotes;
    expect(remotes).toEqual([
      { name: 'dashboards', entry: versionedEntry(DASHBOARDS_ENTRY) },
      { name: 'groups', entry: '/remotes/groups/remoteEntry.js' },
      { name: 'company', entry: '/remotes/company/remoteEntry.js' },
      { name: 'auth', entry: AUTH_ENTRY },
    ]);
    expect((await t.client().get('/api/remotes')).json().data).toEqual(remotes);
    const cacheOf = async (url: string) => (await t.client().get(url)).headers['cache-control'];
    expect(await cacheOf(versionedEntry(DASHBOARDS_ENTRY))).toBe(IMMUTABLE);
    expect(await cacheOf('/remotes/dashboards/remoteEntry.js?v=0123456789ab')).toBe('no-cache');
    expect(await cacheOf('/remotes/dashboards/remoteEntry.js')).toBe('no-cache');
  });

  it('names a remote deployed again while it runs by its new version, and no longer keeps the old one', async () => {
    const redeployed = 'var dashboards = { build: 2 };';
    await writeFiles({ 'mfe-dashboards/dist/remoteEntry.js': redeployed });
    try {
      expect((await t.client().get('/api/page-config')).json().remotes[0]).toEqual({ name: 'dashboards', entry: versionedEntry(redeployed) });
      expect((await t.client().get('/dashboards', { headers: html })).body).toBe(shellNaming(versionedEntry(redeployed), 'dashboards'));
      const old = await t.client().get(versionedEntry(DASHBOARDS_ENTRY));
      expect({ body: old.body, cacheControl: old.headers['cache-control'] }).toEqual({ body: redeployed, cacheControl: 'no-cache' });
      expect((await t.client().get(versionedEntry(redeployed))).headers['cache-control']).toBe(IMMUTABLE);
    } finally {
      await writeFiles({ 'mfe-dashboards/dist/remoteEntry.js': DASHBOARDS_ENTRY });
    }
  });

  it('starts without any front end built, with an identification of its own', async () => {
    const bare = await createTestApp();
    try {
      const response = await bare.client().get('/dashboards', { headers: html });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('The web app is not built');
      expect((await bare.client().get('/api/page-config')).statusCode).toBe(200);
      // Built shells give a content-derived identification; without one it is random.
      expect(t.app.identification).toMatch(/^[0-9a-f]{16}$/);
      expect(bare.app.identification).not.toBe(t.app.identification);
    } finally {
      await bare.close();
    }
  });

  describe("naming a dashboard view's first API requests, for the browser to start before any script runs", () => {
    const MARCH = 'startDate=2026-03-01&endDate=2026-03-31&compareStartDate=2026-01-29&compareEndDate=2026-02-28';
    const preloads = (body: string) => [...body.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous" \/>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
    let open: string;
    let guarded: string;
    let secret: string;

    beforeAll(async () => {
      const client = t.client();
      await client.signIn((await createUser(t.app, { companyId: await createCompany(t.app) })).email, PASSWORD);
      const create = async (name: string) => (await client.post('/api/dashboards', { name, timezone: 'UTC' })).json().data as { id: number; permalink: string };
      const openBoard = await create('Acme monthly');
      const guardedBoard = await create('Acme guarded');
      secret = (await create('Acme private')).permalink;
      await client.put(`/api/dashboards/${openBoard.id}`, { public: true });
      await client.put(`/api/dashboards/${guardedBoard.id}`, { public: true });
      expect((await client.put(`/api/dashboards/${guardedBoard.id}`, { new_password: 'open sesame', password: 'open sesame' })).json().data.passwordProtected).toBe(true);
      open = openBoard.permalink;
      guarded = guardedBoard.permalink;
    });

    const page = (url: string, viewportHeight?: string) => t.client().get(url, { headers: { ...html, ...(viewportHeight ? { 'sec-ch-viewport-height': viewportHeight } : {}) } });

    it("names the print view's document and first widgets' data, and the report view's first screen once the browser tells its viewport's height", async () => {
      expect(preloads((await page(`/dashboards/${open}/print?${MARCH}`)).body)).toEqual([`/api/dashboards/${open}`, `/api/dashboards/${open}/widgets/data?${MARCH}`]);
      expect(preloads((await page(`/dashboards/${open}?${MARCH}`, '900')).body)).toEqual([`/api/dashboards/${open}`, `/api/dashboards/${open}/widgets/data?${MARCH}&viewportHeight=900`]);
      // Without the height (a first visit) or with one out of bounds, the report view's first screen is its own to ask for.
      expect(preloads((await page(`/dashboards/${open}?${MARCH}`)).body)).toEqual([`/api/dashboards/${open}`]);
      expect(preloads((await page(`/dashboards/${open}?${MARCH}`, '90000')).body)).toEqual([`/api/dashboards/${open}`]);
      // Without a range in the address, the data waits for the document's own range; the real-time views' data waits for the document too.
      expect(preloads((await page(`/dashboards/${open}/print`)).body)).toEqual([`/api/dashboards/${open}`]);
      expect(preloads((await page(`/dashboards/${open}/realtime?${MARCH}`, '900')).body)).toEqual([`/api/dashboards/${open}`]);
      expect(preloads((await page(`/dashboards/${open}/print?${MARCH}&live=1`)).body)).toEqual([`/api/dashboards/${open}`]);
    });

    it('asks for the viewport height on every shell page, which the page then varies by', async () => {
      const response = await page('/login');
      expect(response.headers['accept-ch']).toBe('sec-ch-viewport-height');
      expect(response.headers.vary).toContain('sec-ch-viewport-height');
    });

    it('names nothing for a public dashboard with a password, whose view may carry a token, nor for a page that is not a view of one', async () => {
      for (const url of [`/dashboards/${guarded}/print?${MARCH}`, `/dashboards/${guarded}?${MARCH}`, '/dashboards/create', `/dashboards/${'x'.repeat(65)}/print`]) {
        const response = await page(url, '900');
        expect({ url, status: response.statusCode, preloads: preloads(response.body) }).toEqual({ url, status: 200, preloads: [] });
      }
    });

    it('tells an outsider nothing the API would not: a private dashboard is named as one that does not exist', async () => {
      const named = async (permalink: string) => preloads((await page(`/dashboards/${permalink}/print?${MARCH}`)).body).map((request) => request.replace(permalink, '{permalink}'));
      expect(await named(secret)).toEqual(await named('no-such-board'));
      expect(await named(secret)).toEqual(['/api/dashboards/{permalink}', `/api/dashboards/{permalink}/widgets/data?${MARCH}`]);
    });
  });
});
