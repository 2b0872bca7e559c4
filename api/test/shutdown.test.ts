import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import os from 'node:os';
import path from 'node:path';
import { PDF_QUEUE, type PdfJob } from '../src/pdf/pdf-job.js';
import { SHUTTING_DOWN_MESSAGE } from '../src/plugins/app/draining.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';
import { startServerProcess, type ServerProcess } from './helpers/server-process.js';

/**
 * SIGTERM to a real server process (src/server.ts) while it renders a PDF in
 * a real Chromium. The print view is a stand-in (the front ends are not built
 * for the API's tests) that, like the real one, is loaded from the server
 * itself and asks it for data before it says it is ready: a data request
 * made well after the signal, which the draining server must still answer.
 */
const PRINT_VIEW = `<!doctype html><html><body><div id="root" data-mode="print" data-drawn="false">Report</div><script src="/print.js"></script></body></html>`;
const PRINT_SCRIPT = `
const root = document.getElementById('root');
const permalink = location.pathname.split('/')[2];
setTimeout(async () => {
  const answer = await fetch('/api/dashboards/' + permalink);
  if (answer.ok) root.dataset.drawn = 'true';
  else root.textContent = 'refused: ' + answer.status;
}, 2000);
`;
const GRACE_SECONDS = 30;
const MARCH = JSON.stringify({ startDate: '2026-03-01', endDate: '2026-03-31' });

let t: TestApp;
let dir: string;
let server: ServerProcess | undefined;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'pulseboard-shutdown-'));
  // Sets up the data the server process finds in the same database and reads back the PDF it stores in the same DATA_DIR; works no jobs.
  t = await createTestApp({ env: { JOBS_WORKER: '0', DATA_DIR: path.join(dir, 'data') } });
  await mkdir(path.join(dir, 'web/host/dist'), { recursive: true });
  await writeFile(path.join(dir, 'web/host/dist/index.html'), PRINT_VIEW);
  await writeFile(path.join(dir, 'web/host/dist/print.js'), PRINT_SCRIPT);
});
afterAll(async () => {
  await server?.kill();
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

async function publicDashboard(): Promise<string> {
  const user = await createUser(t.app, { companyId: await createCompany(t.app) });
  const client = t.client();
  await client.signIn(user.email, PASSWORD);
  const board = (await client.post('/api/dashboards', { name: 'Acme monthly', timezone: 'UTC' })).json().data as { id: number; permalink: string };
  await client.put(`/api/dashboards/${board.id}`, { public: true });
  return board.permalink;
}

async function pdfJob(id: string) {
  const [job] = await t.app.jobs.boss.findJobs<PdfJob>(PDF_QUEUE, { id });
  return job;
}

async function until(probe: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}:\n${server?.output() ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('on SIGTERM during a render: not ready at once, the render still reaches the print view and is stored whole, then the process exits 0 within the grace', async () => {
  const permalink = await publicDashboard();
  server = await startServerProcess({
    DATABASE_URL: t.config.databaseUrl,
    DATA_DIR: path.join(dir, 'data'),
    WEB_ROOT: path.join(dir, 'web'),
    APP_KEY: 'shutdown-test-app-key-0123456789',
    SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
    SEED_DEMO: '0',
    CONNECTORS_SANDBOX: '0',
    JOBS_WORKER: '1',
    REPORTS_TICK_SECONDS: '0',
    CAMPAIGNS_TICK_SECONDS: '0',
    BILLING_CLOCK_MINUTES: '0',
    WHITELABEL_RECHECK_MINUTES: '0',
    LOAD_SHEDDING_MAX_EVENT_LOOP_DELAY_MS: '0',
    DNS_SERVERS: '127.0.0.1:9',
    PDF_RENDER_TIMEOUT_SECONDS: '20',
  });
  const { baseURL } = server;
  const asked = await fetch(`${baseURL}/api/dashboards/${permalink}/pdf?${new URLSearchParams({ timezone: 'UTC', date_range: MARCH })}`);
  expect(asked.status).toBe(202);
  const { check } = (await asked.json()) as { check: string };
  await t.app.jobs.started();
  await until(async () => (await pdfJob(check))?.state === 'active', 'the render to start');

  const signalled = Date.now();
  process.kill(server.pid, 'SIGTERM');
  await until(async () => (await fetch(`${baseURL}/readyz`)).status === 503, 'readiness to say not ready', 2000);
  const ready = await fetch(`${baseURL}/readyz`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toEqual({ message: SHUTTING_DOWN_MESSAGE });
  // New work is refused while the render runs; liveness still answers.
  expect((await fetch(`${baseURL}/api/page-config`)).status).toBe(503);
  expect((await fetch(`${baseURL}/healthz`)).status).toBe(200);
  expect((await pdfJob(check))?.state).toBe('active');

  const code = await server.exited;
  const took = Date.now() - signalled;
  expect({ code, output: code === 0 ? '' : server.output() }).toEqual({ code: 0, output: '' });
  expect(took).toBeLessThan(GRACE_SECONDS * 1000);
  const job = await pdfJob(check);
  expect(job).toMatchObject({ state: 'completed' });
  const stored = await t.app.pdf.store.open(job!.data.key);
  expect(stored).toBeDefined();
  const pdf = await buffer(stored!.stream);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.subarray(-8).toString()).toContain('%%EOF');
  const leftovers = (await readdir(path.join(dir, 'data'), { recursive: true })).filter((name) => name.endsWith('.tmp'));
  expect(leftovers).toEqual([]);
}, 60_000);
