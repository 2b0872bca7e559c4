import { eq } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import { dashboards } from '../src/db/schema.js';
import { PDF_QUEUE, pdfQueue, type PdfJob } from '../src/pdf/pdf-job.js';
import type { PdfRenderer } from '../src/pdf/renderer.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';
import type { TestClient } from './helpers/client.js';

const FAKE_PDF = Buffer.from('%PDF-1.7\n% a stand-in for a render\n%%EOF\n');
const MARCH = JSON.stringify({ startDate: '2026-03-01', endDate: '2026-03-31' });
const APRIL = JSON.stringify({ startDate: '2026-04-01', endDate: '2026-04-30' });

let t: TestApp;
beforeAll(async () => {
  // No worker in this process: the tests play the worker's part, one job at a time.
  t = await createTestApp({ env: { JOBS_WORKER: '0', MAX_WIDGETS_FOR_PDF: '14', PDF_RENDERS_PER_MINUTE: '5' } });
});
afterAll(() => t.close());

async function owner() {
  const user = await createUser(t.app, { companyId: await createCompany(t.app) });
  const client = t.client();
  await client.signIn(user.email, PASSWORD);
  const created = await client.post('/api/dashboards', { name: 'Acme: March / report', template: 'monthly-report', timezone: 'UTC' });
  return { client, board: created.json().data as { id: number; permalink: string } };
}

async function visitor() {
  const client = t.client();
  await client.pageConfig();
  return client;
}

const pdfUrl = (permalink: string, query: Record<string, string> = {}) => `/api/dashboards/${permalink}/pdf?${new URLSearchParams({ timezone: 'Europe/Paris', date_range: MARCH, ...query })}`;

/** The PDF jobs queued or running. */
async function jobs() {
  await t.app.jobs.started();
  return (await t.app.jobs.boss.findJobs<PdfJob>(PDF_QUEUE)).filter((job) => ['created', 'retry', 'active'].includes(job.state));
}

/** Does what a worker does with the next queued job, with a renderer that succeeds or throws. */
async function work(render: () => Promise<Buffer> = async () => FAKE_PDF): Promise<Job<PdfJob>> {
  await t.app.jobs.started();
  const [job] = await t.app.jobs.boss.fetch<PdfJob>(PDF_QUEUE);
  if (!job) throw new Error('no PDF job queued');
  const queue = pdfQueue({ renderer: { render } as unknown as PdfRenderer, store: t.app.pdf.store, concurrency: 1, renderTimeoutMs: 1000 });
  try {
    await t.app.jobs.boss.complete(PDF_QUEUE, job.id, await queue.work!.handler({ ...job, signal: new AbortController().signal }));
  } catch (error) {
    await t.app.jobs.boss.fail(PDF_QUEUE, job.id, { message: String(error) });
  }
  return job;
}

async function exportTo(client: TestClient, permalink: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const started = await client.get(pdfUrl(permalink, query), { headers });
  expect(started.statusCode).toBe(202);
  return started.json().check as string;
}

afterEach(async () => {
  // Each test starts with an empty queue.
  for (const job of await jobs()) await t.app.jobs.boss.cancel(PDF_QUEUE, job.id);
});

describe('who may export a dashboard to PDF', () => {
  it('the owner; the public for a public dashboard; nobody else for a private one', async () => {
    const { client, board } = await owner();
    expect((await client.get(pdfUrl(board.permalink))).statusCode).toBe(202);
    expect((await (await visitor()).get(pdfUrl(board.permalink))).statusCode).toBe(404);
    await client.put(`/api/dashboards/${board.id}`, { public: true });
    expect((await (await visitor()).get(pdfUrl(board.permalink))).statusCode).toBe(202);
    expect((await (await visitor()).get(`/api/dashboards/${board.permalink}/realtime/pdf?timezone=UTC`)).statusCode).toBe(202);
  });

  it('a password-protected dashboard needs its token, in x-authorization or Authorization', async () => {
    const { client, board } = await owner();
    await client.put(`/api/dashboards/${board.id}`, { public: true });
    await client.put(`/api/dashboards/${board.id}`, { new_password: 'open sesame', password: 'open sesame' });
    const guest = await visitor();
    expect((await guest.get(pdfUrl(board.permalink))).statusCode).toBe(422);
    const token = (await guest.post(`/api/dashboards/${board.permalink}/authorize`, { password: 'open sesame' })).json().data.token as string;
    expect((await guest.get(pdfUrl(board.permalink), { headers: { 'x-authorization': `Bearer ${token}` } })).statusCode).toBe(202);
    expect((await guest.get(pdfUrl(board.permalink), { headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(202);
    expect((await guest.get(pdfUrl(board.permalink), { headers: { 'x-authorization': 'Bearer forged' } })).statusCode).toBe(422);
  });

  it('refuses a dashboard above the widget limit with the message of the disabled button', async () => {
    const { client, board } = await owner();
    const [row] = await t.app.db.select().from(dashboards).where(eq(dashboards.id, board.id));
    await t.app.db
      .update(dashboards)
      .set({ widgets: [...row!.widgets, ...row!.widgets].map((widget, order) => ({ ...widget, id: `w${order}`, order })) })
      .where(eq(dashboards.id, board.id));
    const refused = await client.get(pdfUrl(board.permalink));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('PDF export is disabled for dashboards with more than 14 widgets.');
  });

  it('checks the time zone and the date range', async () => {
    const { client, board } = await owner();
    expect(Object.keys((await client.get(pdfUrl(board.permalink, { timezone: 'Mars/Olympus' }))).json().errors)).toEqual(['timezone']);
    expect(Object.keys((await client.get(pdfUrl(board.permalink, { date_range: '{"startDate":"March"}' }))).json().errors)).toEqual(['date_range']);
    expect(Object.keys((await client.get(pdfUrl(board.permalink, { date_range: 'not json' }))).json().errors)).toEqual(['date_range']);
  });
});

describe('one render per document', () => {
  it('identical requests share one job; another range is another job', async () => {
    const { client, board } = await owner();
    const first = await exportTo(client, board.permalink);
    const again = await exportTo(client, board.permalink);
    expect(again).toBe(first);
    expect(await jobs()).toHaveLength(1);
    // The poll of the running job answers 202 with the same token.
    expect((await client.get(pdfUrl(board.permalink, { check: first }))).json()).toEqual({ check: first });
    expect(await exportTo(client, board.permalink, { date_range: APRIL })).not.toBe(first);
    expect(await jobs()).toHaveLength(2);
  });

  it('polls to a signed download, reuses the file, and renders again once the dashboard changes', async () => {
    const { client, board } = await owner();
    const check = await exportTo(client, board.permalink);
    const job = await work();
    expect(job.data.printPath).toBe(`/dashboards/${board.permalink}/print?month=3&year=2026`);
    expect(job.data).toMatchObject({ audience: 'owner', timezone: 'Europe/Paris', dashboardId: board.id });

    const ready = await client.get(pdfUrl(board.permalink, { check }));
    expect(ready.statusCode).toBe(200);
    const url = ready.json().data.url as string;
    const file = await client.get(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="Acme March report Mar 1 - 31, 2026.pdf"; filename*=UTF-8''Acme%20March%20report%20Mar%201%20%E2%80%93%2031%2C%202026.pdf`);
    expect(file.rawPayload.equals(FAKE_PDF)).toBe(true);
    // Made for the owner: nobody else downloads it, and a tampered link is refused.
    expect((await (await visitor()).get(url)).statusCode).toBe(404);
    expect((await client.get(url.replace('audience=owner', 'audience=public'))).statusCode).toBe(404);

    // Asked again without a token: the file is reused, no job is queued.
    expect((await client.get(pdfUrl(board.permalink))).statusCode).toBe(200);
    expect(await jobs()).toHaveLength(0);

    await client.put(`/api/dashboards/${board.id}`, { public: true });
    expect((await client.get(pdfUrl(board.permalink))).statusCode).toBe(202);
    expect(await jobs()).toHaveLength(1);
  });

  it("stops a public PDF's link once the dashboard gets a password, or another one, as the visitors' tokens stop", async () => {
    const { client, board } = await owner();
    await client.put(`/api/dashboards/${board.id}`, { public: true });
    const guest = await visitor();
    const check = await exportTo(guest, board.permalink);
    await work();
    const url = (await guest.get(pdfUrl(board.permalink, { check }))).json().data.url as string;
    expect((await (await visitor()).get(url)).statusCode).toBe(200);

    await client.put(`/api/dashboards/${board.id}`, { new_password: 'open sesame', password: 'open sesame' });
    expect((await (await visitor()).get(url)).statusCode).toBe(404);

    // A link made behind the password works for anyone with it, until the password changes.
    const token = (await guest.post(`/api/dashboards/${board.permalink}/authorize`, { password: 'open sesame' })).json().data.token as string;
    const behind = await exportTo(guest, board.permalink, {}, { 'x-authorization': token });
    await work();
    const protectedUrl = (await guest.get(pdfUrl(board.permalink, { check: behind }), { headers: { 'x-authorization': token } })).json().data.url as string;
    expect((await (await visitor()).get(protectedUrl)).statusCode).toBe(200);
    await client.put(`/api/dashboards/${board.id}`, { new_password: 'new sesame', password: 'new sesame' });
    expect((await (await visitor()).get(protectedUrl)).statusCode).toBe(404);
  });

  it('holds a poll of a running render and answers it as soon as the file is stored', async () => {
    const { client, board } = await owner();
    const check = await exportTo(client, board.permalink);
    const started = Date.now();
    const poll = client.get(pdfUrl(board.permalink, { check }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await work();
    const answered = await poll;
    // Answered as the render ended (found by the poll's next look), not 202 at once nor at the end of the hold.
    expect(answered.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(1_800);
  });

  it('answers a failed render once with 500, and the next request starts again', async () => {
    const { client, board } = await owner();
    const check = await exportTo(client, board.permalink);
    const failing = async () => Promise.reject(new Error('Chromium crashed'));
    await work(failing);
    // One retry: still waiting.
    expect((await client.get(pdfUrl(board.permalink, { check }))).statusCode).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await work(failing);
    const failed = await client.get(pdfUrl(board.permalink, { check }));
    expect(failed.statusCode).toBe(500);
    expect(failed.json().message).toMatch(/could not be made/);
    expect(await exportTo(client, board.permalink)).not.toBe(check);
  });

  it('limits the renders one viewer starts, not the polls', async () => {
    const { client, board } = await owner();
    const ranges = ['01', '02', '03', '04', '05', '06'].map((month) => JSON.stringify({ startDate: `2025-${month}-01`, endDate: `2025-${month}-10` }));
    const checks = [];
    for (const range of ranges.slice(0, 5)) checks.push(await exportTo(client, board.permalink, { date_range: range }));
    // Polls of renders under way are held: asked together, they are answered together.
    const polls = await Promise.all(checks.map((check, index) => client.get(pdfUrl(board.permalink, { date_range: ranges[index]!, check }))));
    expect(polls.map((poll) => poll.statusCode)).toEqual([202, 202, 202, 202, 202]);
    const refused = await client.get(pdfUrl(board.permalink, { date_range: ranges[5]! }));
    expect(refused.statusCode).toBe(429);
  });
});

describe('the render cookie', () => {
  it('lets the renderer view the dashboard as the audience it was issued for, and nothing else', async () => {
    const { client, board } = await owner();
    await client.put(`/api/dashboards/${board.id}`, { public: true });
    await client.put(`/api/dashboards/${board.id}`, { new_password: 'open sesame', password: 'open sesame' });
    const check = await exportTo(client, board.permalink);
    const job = await work();
    expect(job.id).toBe(check);
    const { issueRenderToken } = await import('../src/pdf/render-token.js');
    const asRenderer = (token: string) => t.client().get(`/api/dashboards/${board.permalink}`, { headers: { cookie: `pulseboard_render=${token}` } });

    const ownerView = await asRenderer(issueRenderToken(t.config.appKey, board.id, 'owner', 60_000));
    expect(ownerView.statusCode).toBe(200);
    expect(ownerView.headers['x-dashboard-public']).toBeUndefined();
    const publicView = await asRenderer(issueRenderToken(t.config.appKey, board.id, 'public', 60_000));
    expect(publicView.statusCode).toBe(200);
    expect(publicView.headers['x-dashboard-public']).toBe('1');

    expect((await asRenderer(issueRenderToken(t.config.appKey, board.id, 'owner', -1))).statusCode).toBe(422);
    expect((await asRenderer(issueRenderToken(t.config.appKey, board.id + 1, 'owner', 60_000))).statusCode).toBe(422);
    expect((await asRenderer(issueRenderToken('another-key-0123456789', board.id, 'owner', 60_000))).statusCode).toBe(422);
  });
});
