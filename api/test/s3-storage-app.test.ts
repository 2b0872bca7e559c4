import { access } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { PDF_QUEUE, pdfQueue, type PdfJob } from '../src/pdf/pdf-job.js';
import type { PdfRenderer } from '../src/pdf/renderer.js';
import { s3Client, s3Storage } from '../src/files/s3-storage.js';
import type { FileStorage } from '../src/files/storage.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';
import { PNG, fileForm } from './helpers/images.js';
import { startLocalS3Server, type LocalS3Server } from '../src/files/local-s3-server.js';

const FAKE_PDF = Buffer.from('%PDF-1.7\n% rendered into the bucket\n%%EOF\n');
const MARCH = JSON.stringify({ startDate: '2026-03-01', endDate: '2026-03-31' });

let s3: LocalS3Server;
let t: TestApp;
let client: S3Client;
/** The bucket as the app's two areas, read beside the app. */
let bucket: { files: FileStorage; pdf: FileStorage };

beforeAll(async () => {
  s3 = await startLocalS3Server(os.tmpdir());
  client = s3Client(s3.settings);
  bucket = { files: s3Storage(client, s3.settings.bucket, 'files/'), pdf: s3Storage(client, s3.settings.bucket, 'pdf/') };
  // No worker in this process: the test plays the worker's part.
  t = await createTestApp({ env: { ...s3.env, JOBS_WORKER: '0' } });
});
afterAll(async () => {
  await t.close();
  client.destroy();
  await s3.close();
});

async function owner() {
  const user = await createUser(t.app, { companyId: await createCompany(t.app), role: 'admin' });
  const signedIn = t.client();
  await signedIn.signIn(user.email, PASSWORD);
  return { client: signedIn, companyId: user.companyId };
}

const isOnDisk = (...parts: string[]) =>
  access(path.join(t.config.dataDir, ...parts)).then(
    () => true,
    () => false,
  );

describe('with S3 settings, files live in the bucket', () => {
  it('stores an upload there, serves it from there, and deletes it there', async () => {
    const { client: member, companyId } = await owner();
    const uploaded = await member.post('/api/files/logo', fileForm('file', PNG, 'logo.png', 'image/png'));
    expect(uploaded.statusCode).toBe(201);
    const { filename, url } = uploaded.json().data as { filename: string; url: string };

    expect(await bucket.files.stat(`${companyId}/${filename}`)).toMatchObject({ size: PNG.length });
    expect(await isOnDisk('files')).toBe(false);
    const served = await t.client().get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-length']).toBe(String(PNG.length));
    expect(served.rawPayload.equals(PNG)).toBe(true);

    expect((await member.request('DELETE', '/api/files', { filename })).statusCode).toBe(204);
    expect(await bucket.files.stat(`${companyId}/${filename}`)).toBeUndefined();
    expect((await t.client().get(url)).statusCode).toBe(404);
  });

  it('renders a PDF into the bucket and downloads it through the signed link, for the audience it was made for only', async () => {
    const { client: member } = await owner();
    const board = (await member.post('/api/dashboards', { name: 'Bucket report', template: 'monthly-report', timezone: 'UTC' })).json().data as { permalink: string };
    const pdfUrl = (query: Record<string, string> = {}) => `/api/dashboards/${board.permalink}/pdf?${new URLSearchParams({ timezone: 'UTC', date_range: MARCH, ...query })}`;
    const started = await member.get(pdfUrl());
    expect(started.statusCode).toBe(202);

    await t.app.jobs.started();
    const [job] = await t.app.jobs.boss.fetch<PdfJob>(PDF_QUEUE);
    const queue = pdfQueue({ renderer: { render: async () => FAKE_PDF } as unknown as PdfRenderer, store: t.app.pdf.store, concurrency: 1, renderTimeoutMs: 1000 });
    await t.app.jobs.boss.complete(PDF_QUEUE, job!.id, await queue.work!.handler({ ...job!, signal: new AbortController().signal }));
    expect(await bucket.pdf.stat(`${job!.data.key}.pdf`)).toMatchObject({ size: FAKE_PDF.length });
    expect(await isOnDisk('pdf')).toBe(false);

    const ready = await member.get(pdfUrl({ check: started.json().check as string }));
    expect(ready.statusCode).toBe(200);
    const link = ready.json().data.url as string;
    const download = await member.get(link);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(FAKE_PDF)).toBe(true);
    // Made for the owner: a visitor with the link gets nothing.
    const visitor = t.client();
    await visitor.pageConfig();
    expect((await visitor.get(link)).statusCode).toBe(404);
  });

  it("deletes a deleted company's files from the bucket", async () => {
    const { client: admin, companyId } = await owner();
    const other = await owner();
    for (const content of [PNG, Buffer.concat([PNG, Buffer.from([1])])]) expect((await admin.post('/api/files/widget', fileForm('file', content, 'a.png', 'image/png'))).statusCode).toBe(201);
    expect((await other.client.post('/api/files/widget', fileForm('file', PNG, 'a.png', 'image/png'))).statusCode).toBe(201);
    expect(await bucket.files.list(String(companyId), { limit: 10 })).toHaveLength(2);

    expect((await admin.request('DELETE', '/api/company', { delete: true, password: PASSWORD })).statusCode).toBe(204);
    expect(await bucket.files.list(String(companyId), { limit: 10 })).toEqual([]);
    expect(await bucket.files.list(String(other.companyId), { limit: 10 })).toHaveLength(1);
  });
});
