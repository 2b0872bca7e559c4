import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { EMBED_HEADER, PUBLIC_DASHBOARD_HEADER, PUBLIC_EMBED, type Widget } from '@pulseboard/shared/contracts';
import { companyEmbedding } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';
import type { TestClient } from './helpers/client.js';
import { linesOf } from './helpers/widget-data.js';

const SHELL = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const OCTOBER = { startDate: '2026-10-01', endDate: '2026-10-31' };

let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'pulseboard-embed-'));
  await mkdir(path.join(webRoot, 'host/dist'), { recursive: true });
  await writeFile(path.join(webRoot, 'host/dist/index.html'), SHELL);
  t = await createTestApp({ env: { WEB_ROOT: webRoot } });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

async function agency() {
  const companyId = await createCompany(t.app);
  const signIn = async (role: 'admin' | 'member') => {
    const user = await createUser(t.app, { companyId, role });
    const client = t.client();
    await client.signIn(user.email, PASSWORD);
    return client;
  };
  const admin = await signIn('admin');
  const member = await signIn('member');
  const board = (await admin.post('/api/dashboards', { name: 'Client report', template: 'monthly-report', timezone: 'UTC' })).json().data as { id: number; permalink: string };
  return { companyId, admin, member, board };
}

const secretOf = async (admin: TestClient) => (await admin.get('/api/company/embedding')).json().data.secret as string;

function sign(secret: string, permalink: string, params: Record<string, unknown> = {}, expiresIn = '10m') {
  return new SignJWT({ resource: { dashboard: permalink }, params }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(expiresIn).sign(new TextEncoder().encode(secret));
}

/** A visitor of a client's site: no session, the embed's header. */
const embedded = (permalink: string, token: string, suffix = '') => t.client().get(`/api/dashboards/${permalink}${suffix}`, { headers: { [EMBED_HEADER]: token } });

async function firstDataWidget(admin: TestClient, permalink: string) {
  const widgets = (await admin.get(`/api/dashboards/${permalink}`)).json().data.widgets as { id: string; nature: string }[];
  return widgets.find((widget) => widget.nature === 'interactive')!.id;
}
const dataPath = (widgetId: string, range: Record<string, string>) => `/widgets/data?${new URLSearchParams({ ...range, widget: widgetId })}`;

describe('the embedding settings', () => {
  it('give an admin a secret made on first use, kept sealed, and the same on every read', async () => {
    const { companyId, admin } = await agency();
    const first = await admin.get('/api/company/embedding');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.json().data).toEqual({ secret: expect.stringMatching(/^[0-9a-f]{64}$/), allowedSites: [] });
    expect((await admin.get('/api/company/embedding')).json().data.secret).toBe(first.json().data.secret);
    const [row] = await t.app.db.select().from(companyEmbedding).where(eq(companyEmbedding.companyId, companyId));
    expect(row!.secret).not.toContain(first.json().data.secret);
  });

  it("are each company's own: another company's admin reads and changes only theirs", async () => {
    const a = await agency();
    const b = await agency();
    await a.admin.put('/api/company/embedding', { allowedSites: ['https://a-client.example'] });
    const secretOfA = await secretOf(a.admin);
    expect((await b.admin.get('/api/company/embedding')).json().data).toEqual({ secret: expect.not.stringMatching(secretOfA), allowedSites: [] });
    await b.admin.put('/api/company/embedding', { allowedSites: ['https://b-client.example'] });
    await b.admin.post('/api/company/embedding/secret');
    expect((await a.admin.get('/api/company/embedding')).json().data).toEqual({ secret: secretOfA, allowedSites: ['https://a-client.example'] });
  });

  it('are for admins only', async () => {
    const { member } = await agency();
    expect((await member.get('/api/company/embedding')).statusCode).toBe(403);
    expect((await member.put('/api/company/embedding', { allowedSites: ['https://client.example'] })).statusCode).toBe(403);
    expect((await member.post('/api/company/embedding/secret')).statusCode).toBe(403);
  });

  it('keep allowed sites as their origins, once each, and refuse anything else per field', async () => {
    const { admin } = await agency();
    const saved = await admin.put('/api/company/embedding', { allowedSites: ['https://Client.Example/', ' http://127.0.0.1:8123 ', 'https://client.example'] });
    expect(saved.json().data.allowedSites).toEqual(['https://client.example', 'http://127.0.0.1:8123']);

    const refused = await admin.put('/api/company/embedding', {
      allowedSites: ['https://ok.example', 'https://client.example/reports', 'ftp://files.example', 'https://user:pw@client.example', 'client.example'],
    });
    expect(refused.statusCode).toBe(422);
    const message = 'Give a site as its address, such as https://www.client.com.';
    expect(refused.json().errors).toEqual({ 'allowedSites.1': [message], 'allowedSites.2': [message], 'allowedSites.3': [message], 'allowedSites.4': [message] });
    const tooMany = await admin.put('/api/company/embedding', { allowedSites: Array.from({ length: 21 }, (_, index) => `https://site${index}.example`) });
    expect(tooMany.json().errors).toEqual({ allowedSites: ['At most 20 sites may embed dashboards.'] });
    // Nothing refused was stored.
    expect((await admin.get('/api/company/embedding')).json().data.allowedSites).toEqual(['https://client.example', 'http://127.0.0.1:8123']);
  });

  it('rotate the secret: tokens signed with the old one stop working', async () => {
    const { admin, board } = await agency();
    const old = await secretOf(admin);
    const token = await sign(old, board.permalink);
    expect((await embedded(board.permalink, token)).statusCode).toBe(200);
    const rotated = (await admin.post('/api/company/embedding/secret')).json().data.secret as string;
    expect(rotated).not.toBe(old);
    const refused = await embedded(board.permalink, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'token-invalid', message: 'This embed link is not valid.' });
    expect((await embedded(board.permalink, await sign(rotated, board.permalink))).statusCode).toBe(200);
  });
});

describe('an embedded dashboard', () => {
  it('opens a private dashboard with a signed token, publicly: public widgets only, no owner view even for a signed-in member', async () => {
    const { admin, member, board } = await agency();
    const token = await sign(await secretOf(admin), board.permalink);
    const answer = await member.get(`/api/dashboards/${board.permalink}`, { headers: { [EMBED_HEADER]: token } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers[PUBLIC_DASHBOARD_HEADER]).toBe('1');
    const data = answer.json().data;
    expect(data).toMatchObject({ owner: false, locked: null, embed: { rangeLocked: false } });
    for (const widget of data.widgets as { nature: string; instances?: { sourceId: unknown; config: unknown }[] }[]) {
      for (const instance of widget.instances ?? []) expect(instance).toMatchObject({ sourceId: null, config: {} });
    }
  });

  it('without a token shows only a public, active dashboard, and asks a password-protected one for a token', async () => {
    const { admin, board } = await agency();
    expect((await embedded(board.permalink, PUBLIC_EMBED)).statusCode).toBe(404);
    await admin.put(`/api/dashboards/${board.id}`, { public: true });
    const shown = await embedded(board.permalink, PUBLIC_EMBED);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.embed).toEqual({ rangeLocked: false });
    await admin.put(`/api/dashboards/${board.id}`, { new_password: 'open sesame', password: 'open sesame' });
    const protectedBoard = await embedded(board.permalink, PUBLIC_EMBED);
    expect(protectedBoard.statusCode).toBe(422);
    expect(protectedBoard.json().errors).toEqual({ password: ['This dashboard is password protected: embed it with a signed token.'] });
    // A signed token stands for the password.
    expect((await embedded(board.permalink, await sign(await secretOf(admin), board.permalink))).statusCode).toBe(200);
  });

  it('refuses an expired or tampered token, or one for another dashboard or company, with no data', async () => {
    const { admin, board } = await agency();
    const secret = await secretOf(admin);
    const widgetId = await firstDataWidget(admin, board.permalink);
    const expired = await sign(secret, board.permalink, {}, '-5m');
    for (const suffix of ['', dataPath(widgetId, OCTOBER)]) {
      const answer = await embedded(board.permalink, expired, suffix);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ code: 'token-expired', message: 'This embed link has expired.' });
    }
    const other = (await admin.post('/api/dashboards', { name: 'Other', timezone: 'UTC' })).json().data as { permalink: string };
    expect((await embedded(board.permalink, await sign(secret, other.permalink))).json().code).toBe('token-invalid');
    // Another company's secret opens nothing here, and a company that never made one accepts no token.
    const stranger = await agency();
    expect((await embedded(board.permalink, await sign(await secretOf(stranger.admin), board.permalink))).json().code).toBe('token-invalid');
    const fresh = await agency();
    expect((await embedded(fresh.board.permalink, await sign(secret, fresh.board.permalink))).json().code).toBe('token-invalid');
  });

  it('holds the viewer to a locked range, comparison and time zone, and refuses other ranges', async () => {
    const { admin, board } = await agency();
    const token = await sign(await secretOf(admin), board.permalink, { ...OCTOBER, timezone: 'Europe/Paris' });
    const data = (await embedded(board.permalink, token)).json().data;
    expect(data).toMatchObject({
      rangeType: 'custom',
      ...OCTOBER,
      compareStartDate: '2026-08-31',
      compareEndDate: '2026-09-30',
      hiddenDateSelector: true,
      timezone: 'Europe/Paris',
      embed: { rangeLocked: true },
    });
    const widgetId = await firstDataWidget(admin, board.permalink);
    expect(linesOf(await embedded(board.permalink, token, dataPath(widgetId, OCTOBER))).get(widgetId)?.status).toBe(200);
    const other = await embedded(board.permalink, token, dataPath(widgetId, { startDate: '2026-09-01', endDate: '2026-09-30' }));
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ code: 'range-locked', message: "This embedded dashboard's date range is locked." });
    const otherComparison = await embedded(board.permalink, token, dataPath(widgetId, { ...OCTOBER, compareStartDate: '2025-10-01', compareEndDate: '2025-10-31' }));
    expect(otherComparison.json().code).toBe('range-locked');
  });

  it("sends a locked range's viewer the dated notes of that range only, where an open range gets them all", async () => {
    const { admin, board } = await agency();
    const widgets = (await admin.get(`/api/dashboards/${board.permalink}`)).json().data.widgets as Widget[];
    const note = (startDate: string, endDate: string, header: string) => ({ file: null, header, content: 'What happened.', description: '', startDate, endDate });
    // A new widget: the save gives it its hash.
    const notes: Omit<Extract<Widget, { nature: 'passive' }>, 'hash'> = {
      id: 'notes',
      title: 'What we did',
      description: '',
      width: 2,
      height: 1,
      order: widgets.length,
      realTime: false,
      nature: 'passive',
      format: 'textCard',
      type: { name: 'historic', articles: [note('2026-01-01', '2026-01-31', 'January: the new site'), note('2026-10-01', '2026-10-31', 'October: the autumn campaign')] },
    };
    const form = new FormData();
    form.append('widgets', JSON.stringify([...widgets, notes]));
    expect((await admin.post(`/api/dashboards/${board.id}`, form)).statusCode).toBe(200);
    const secret = await secretOf(admin);
    const notesFor = async (params: Record<string, string>) => {
      const shown = (await embedded(board.permalink, await sign(secret, board.permalink, params))).json().data.widgets as Widget[];
      const found = shown.find((widget) => widget.id === 'notes');
      return found?.nature === 'passive' ? found.type : undefined;
    };
    expect(await notesFor(OCTOBER)).toEqual({ name: 'historic', articles: [expect.objectContaining({ header: 'October: the autumn campaign' })] });
    // Nothing noted in the locked range: the card stays, with nothing of the other periods.
    expect(await notesFor({ startDate: '2026-03-01', endDate: '2026-03-31' })).toEqual({ name: 'plain' });
    const open = await notesFor({});
    expect(open?.name === 'historic' ? open.articles.map((article) => article.header) : []).toEqual(['January: the new site', 'October: the autumn campaign']);
  });

  it('hides the date selector without locking the range when the token says so', async () => {
    const { admin, board } = await agency();
    const token = await sign(await secretOf(admin), board.permalink, { hideDateSelector: true });
    expect((await embedded(board.permalink, token)).json().data).toMatchObject({ hiddenDateSelector: true, embed: { rangeLocked: false } });
    const widgetId = await firstDataWidget(admin, board.permalink);
    expect((await embedded(board.permalink, token, dataPath(widgetId, { startDate: '2026-09-01', endDate: '2026-09-30' }))).statusCode).toBe(200);
  });

  it('is not shown once archived, and exports no PDF', async () => {
    const { admin, board } = await agency();
    const token = await sign(await secretOf(admin), board.permalink);
    const pdf = await embedded(board.permalink, token, `/pdf?${new URLSearchParams({ timezone: 'UTC', date_range: JSON.stringify(OCTOBER) })}`);
    expect(pdf.statusCode).toBe(404);
    await admin.request('DELETE', `/api/dashboards/${board.id}/archive`);
    expect((await embedded(board.permalink, token)).statusCode).toBe(404);
  });
});

describe('a script embed on a client site', () => {
  const fromSite = (permalink: string, token: string, site: string, suffix = '') => t.client().get(`/api/dashboards/${permalink}${suffix}`, { headers: { [EMBED_HEADER]: token, origin: site } });

  it("answers the CORS preflight of the embed's requests, for GET only", async () => {
    const { board } = await agency();
    for (const suffix of ['', '/widgets/data']) {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: `/api/dashboards/${board.permalink}${suffix}`,
        headers: { origin: 'https://client.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-embed-token,x-requested-with,x-identification' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers).toMatchObject({ 'access-control-allow-origin': 'https://client.example', 'access-control-allow-methods': 'GET', vary: 'Origin' });
      expect(String(preflight.headers['access-control-allow-headers']).split(', ')).toEqual(expect.arrayContaining(['x-embed-token', 'x-requested-with', 'x-identification']));
    }
  });

  it('gives the dashboard and its data to an allowed site only, and tells the others why in a way they can read', async () => {
    const { admin, board } = await agency();
    await admin.put('/api/company/embedding', { allowedSites: ['https://client.example'] });
    const token = await sign(await secretOf(admin), board.permalink);
    const allowed = await fromSite(board.permalink, token, 'https://client.example');
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://client.example');
    const widgetId = await firstDataWidget(admin, board.permalink);
    expect((await fromSite(board.permalink, token, 'https://client.example', dataPath(widgetId, OCTOBER))).statusCode).toBe(200);

    for (const suffix of ['', dataPath(widgetId, OCTOBER)]) {
      const refused = await fromSite(board.permalink, token, 'https://evil.example', suffix);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 'site-not-allowed', message: 'This site is not allowed to show this dashboard.' });
      expect(refused.headers['access-control-allow-origin']).toBe('https://evil.example');
    }
    // A public dashboard without a token is held to the same list.
    await admin.put(`/api/dashboards/${board.id}`, { public: true });
    expect((await fromSite(board.permalink, PUBLIC_EMBED, 'https://evil.example')).json().code).toBe('site-not-allowed');
    expect((await fromSite(board.permalink, PUBLIC_EMBED, 'https://client.example')).statusCode).toBe(200);
  });

  it('sends no CORS header to requests that are not an embed', async () => {
    const { admin, board } = await agency();
    await admin.put(`/api/dashboards/${board.id}`, { public: true });
    const plain = await t.client().get(`/api/dashboards/${board.permalink}`, { headers: { origin: 'https://client.example' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the embed page', () => {
  const framedBy = (permalink: string, site?: string) =>
    t.client().get(`/embed/dashboards/${permalink}`, { headers: { accept: 'text/html', 'sec-fetch-dest': 'iframe', ...(site ? { referer: `${site}/pricing?x=1` } : {}) } });

  it('may be framed by the app and the allowed sites only', async () => {
    const { admin, board } = await agency();
    await admin.put('/api/company/embedding', { allowedSites: ['https://client.example', 'http://127.0.0.1:8123'] });
    const page = await framedBy(board.permalink, 'https://client.example');
    expect(page.statusCode).toBe(200);
    // The shell, naming the dashboards remote's entry for the browser to fetch early.
    expect(page.body).toBe(SHELL.replace('</head>', '<link rel="preload" href="/remotes/dashboards/remoteEntry.js" as="script" data-remote="dashboards" /></head>'));
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['x-frame-options']).toBeUndefined();
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'self' https://client.example http://127.0.0.1:8123");
    expect(policy.match(/frame-ancestors/g)).toHaveLength(1);
    // The rest of the policy stays as strict as the app's.
    expect(policy).toContain("script-src 'self'");
    // Without a Referer the browser enforces the same list.
    expect(String((await framedBy(board.permalink)).headers['content-security-policy'])).toContain("frame-ancestors 'self' https://client.example http://127.0.0.1:8123");
  });

  it('says so, with nothing of the dashboard, in a frame on a site not allowed', async () => {
    const { admin, board } = await agency();
    await admin.put('/api/company/embedding', { allowedSites: ['https://client.example'] });
    const refused = await framedBy(board.permalink, 'https://evil.example');
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('This site is not allowed to show this dashboard.');
    expect(refused.body).toContain('https://evil.example is not among the sites');
    expect(refused.body).not.toContain(board.permalink);
    expect(refused.body).toContain('"code":"site-not-allowed"');
    expect(String(refused.headers['content-security-policy'])).toMatch(/^default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-[A-Za-z0-9+/=]+'; frame-ancestors \*$/);
    // A site's name cannot inject markup into the refusal.
    expect((await framedBy(board.permalink, 'https://x.example')).body).not.toContain('<script>alert');
  });

  it('allows no other site before the company lists one', async () => {
    const { board } = await agency();
    expect((await framedBy(board.permalink, 'https://client.example')).statusCode).toBe(403);
    expect(String((await framedBy(board.permalink)).headers['content-security-policy'])).toMatch(/frame-ancestors 'self'$/);
  });
});
