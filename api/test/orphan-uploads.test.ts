import { mkdir, utimes, writeFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import { dashboardSaveForm } from '@pulseboard/shared/contracts';
import { users } from '../src/db/schema.js';
import { ORPHAN_UPLOADS_QUEUE, collectOrphanUploads, orphanUploadsQueue, type OrphanUploadsPage } from '../src/files/orphan-uploads.js';
import { sweepStaging } from '../src/files/staging-sweep.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';
import { JPEG, PNG, WEBP, fileForm } from './helpers/images.js';

const DAY = 24 * 3_600_000;

let t: TestApp;
beforeAll(async () => {
  // No worker here: the tests run the collection themselves.
  t = await createTestApp({ env: { JOBS_WORKER: '0' } });
});
afterAll(() => t.close());

async function admin() {
  const companyId = await createCompany(t.app);
  const user = await createUser(t.app, { companyId, role: 'admin' });
  const client = t.client();
  await client.signIn(user.email, PASSWORD);
  return { client, companyId, user };
}
type Client = Awaited<ReturnType<typeof admin>>['client'];

/** A distinct PNG each time (padding after its end changes the content, so the name). */
let padding = 0;
const uniquePng = () => Buffer.concat([PNG, Buffer.from([++padding % 256, Math.floor(padding / 256)])]);

async function upload(client: Client, kind: string, content: Buffer = uniquePng()): Promise<string> {
  const response = await client.post(`/api/files/${kind}`, fileForm('file', content, 'image.png', 'image/png'));
  expect(response.statusCode).toBe(201);
  return response.json().data.url as string;
}

/** Makes a stored upload look as old as `ms` ago (the local disk's modification time is its age). */
async function age(url: string, ms = 2 * DAY) {
  const when = new Date(Date.now() - ms);
  await utimes(path.join(t.config.dataDir, url.replace(/^\/files\//, 'files/')), when, when);
}

const served = async (url: string) => (await t.client().get(url)).statusCode;

describe('collecting uploads nothing references', () => {
  it('removes old unreferenced uploads (abandoned, of a deleted dashboard) and keeps referenced and recent ones', async () => {
    const { client, user } = await admin();
    const abandoned = await upload(client, 'widget');
    const recent = await upload(client, 'widget');
    const avatar = await upload(client, 'avatar');
    const companyLogo = await upload(client, 'logo');
    const widgetImage = await upload(client, 'widget');

    const kept = (await client.post('/api/dashboards', { name: 'Kept' })).json().data as { id: number };
    const keptSave = await client.post(
      `/api/dashboards/${kept.id}`,
      dashboardSaveForm({
        widgets: [{ id: 'note', title: 'Note', width: 2, height: 1, order: 0, nature: 'passive', type: { name: 'upload', file: [widgetImage], header: ['A'], content: ['B'] } }],
        images: { logoImage: new Blob([JPEG], { type: 'image/jpeg' }) },
      }),
    );
    expect(keptSave.statusCode).toBe(200);
    const dashboardLogo = keptSave.json().data.styles.logoImage as string;

    const deleted = (await client.post('/api/dashboards', { name: 'Deleted' })).json().data as { id: number };
    const deletedSave = await client.post(`/api/dashboards/${deleted.id}`, dashboardSaveForm({ images: { backgroundImage: new Blob([WEBP], { type: 'image/webp' }) } }));
    const ofDeletedDashboard = deletedSave.json().data.styles.backgroundImage as string;
    expect((await client.request('DELETE', `/api/dashboards/${deleted.id}`)).statusCode).toBe(204);

    expect((await client.post('/api/company', { name: 'Acme', phone: '', logo: companyLogo })).statusCode).toBe(200);
    await t.app.db.update(users).set({ avatar }).where(eq(users.id, user.id));

    for (const url of [abandoned, avatar, companyLogo, widgetImage, dashboardLogo, ofDeletedDashboard]) await age(url);
    await age(recent, DAY - 60_000);

    const { removed, next } = await collectOrphanUploads({ db: t.app.db, storage: t.app.storage.files });
    expect(removed.sort()).toEqual([abandoned, ofDeletedDashboard].map((url) => url.replace('/files/', '')).sort());
    expect(next).toBeUndefined();
    expect(await served(abandoned)).toBe(404);
    expect(await served(ofDeletedDashboard)).toBe(404);
    for (const url of [recent, avatar, companyLogo, widgetImage, dashboardLogo]) expect([url, await served(url)]).toEqual([url, 200]);

    // A day later the recent one is old too, and still nothing references it.
    const later = await collectOrphanUploads({ db: t.app.db, storage: t.app.storage.files }, undefined, Date.now() + DAY);
    expect(later.removed).toEqual([recent.replace('/files/', '')]);
  });

  it('a reference from another company does not keep a file', async () => {
    const owner = await admin();
    const other = await admin();
    const url = await upload(owner.client, 'logo');
    await age(url);
    // Written straight to the row: the API refuses another company's file as a logo.
    await t.app.db.update(users).set({ avatar: url }).where(eq(users.id, other.user.id));
    const { removed } = await collectOrphanUploads({ db: t.app.db, storage: t.app.storage.files });
    expect(removed).toContain(url.replace('/files/', ''));
  });
});

describe('the collection as jobs', () => {
  const queue = () => orphanUploadsQueue({ db: t.app.db, storage: t.app.storage.files, jobs: t.app.jobs });
  const run = (data: OrphanUploadsPage) => queue().work!.handler({ id: 'test', name: ORPHAN_UPLOADS_QUEUE, data } as Job<OrphanUploadsPage>);
  const queued = async () => (await t.app.jobs.boss.findJobs<OrphanUploadsPage>(ORPHAN_UPLOADS_QUEUE, { queued: true })).map((job) => job.data);

  it('looks at one page per job, queues the next page, and starts no second pass while one is under way', async () => {
    await t.app.jobs.started();
    const companyId = await createCompany(t.app);
    // More files than one page holds, all old and referenced by nothing.
    const old = new Date(Date.now() - 2 * DAY);
    for (let index = 0; index < 520; index += 1) {
      const key = `${companyId}/widget-${String(index).padStart(24, '0')}.png`;
      await t.app.storage.files.put(key, Buffer.from('x'));
      await utimes(path.join(t.config.dataDir, 'files', key), old, old);
    }

    const first = (await run({})) as { removed: number; next: string };
    expect(first.removed).toBeGreaterThan(0);
    expect(first.removed).toBeLessThanOrEqual(500);
    expect(await queued()).toEqual([{ after: first.next }]);

    expect(await run({})).toEqual({ skipped: 'a pass is under way' });

    const second = (await run({ after: first.next })) as { removed: number; next?: string };
    expect(second.next).toBeUndefined();
    expect((await t.app.storage.files.list(String(companyId), { limit: 1000 })).length).toBe(0);
    expect(first.removed + second.removed).toBeGreaterThanOrEqual(520);
  });
});

describe('staged files a crash left behind', () => {
  it('are swept once an hour old; a file of an upload under way stays', async () => {
    const staging = t.app.storage.stagingDir;
    await mkdir(staging, { recursive: true });
    await writeFile(path.join(staging, 'left-by-a-crash.upload'), 'x');
    await writeFile(path.join(staging, 'arriving.upload'), 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await utimes(path.join(staging, 'left-by-a-crash.upload'), twoHoursAgo, twoHoursAgo);
    expect(await sweepStaging(staging)).toBe(1);
    expect(await readdir(staging)).toEqual(['arriving.upload']);
  });
});
