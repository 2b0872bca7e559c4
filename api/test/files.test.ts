import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { MAX_IMAGE_BYTES } from '@pulseboard/shared/contracts';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';
import { JPEG, PNG, WEBP, fileForm } from './helpers/images.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function member() {
  const user = await createUser(t.app, { companyId: await createCompany(t.app) });
  const client = t.client();
  await client.signIn(user.email, PASSWORD);
  return client;
}

type Client = Awaited<ReturnType<typeof member>>;

async function upload(client: Client, kind: string, content: Buffer, name: string, type: string) {
  return client.post(`/api/files/${kind}`, fileForm('file', content, name, type));
}

describe('uploading images', () => {
  it.each([
    ['JPEG', JPEG, 'photo.jpeg', 'image/jpeg', 'jpg'],
    ['PNG', PNG, 'logo.png', 'image/png', 'png'],
    ['WebP', WEBP, 'client.webp', 'image/webp', 'webp'],
  ])('accepts a %s and serves it with its type, cached for good, to anyone', async (_name, content, filename, type, extension) => {
    const client = await member();
    const response = await upload(client, 'logo', content, filename, type);
    expect(response.statusCode).toBe(201);
    const { filename: stored, url } = response.json().data;
    expect(stored).toMatch(new RegExp(`^logo-[\\w-]{32}\\.${extension}$`));
    expect(url).toMatch(new RegExp(`^/files/\\d+/${stored}$`));

    const served = await t.client().get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(type);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(content)).toBe(true);
  });

  it('judges the type by content: a renamed text file is refused, a PNG named .txt is a PNG', async () => {
    const client = await member();
    const renamed = await upload(client, 'logo', Buffer.from('just some text, not an image\n'), 'logo.png', 'image/png');
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors).toEqual({ file: ['Invalid file type'] });
    const svg = await upload(client, 'logo', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg', 'image/svg+xml');
    expect(svg.json().errors).toEqual({ file: ['Invalid file type'] });
    const png = await upload(client, 'widget', PNG, 'notes.txt', 'text/plain');
    expect(png.statusCode).toBe(201);
    expect(png.json().data.filename).toMatch(/^widget-.+\.png$/);
  });

  it('refuses a file over 5 MB, an unknown kind, a missing file and a form that is not multipart', async () => {
    const client = await member();
    const large = await upload(client, 'background', Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES)]), 'huge.png', 'image/png');
    expect(large.statusCode).toBe(422);
    expect(large.json().errors).toEqual({ file: ['The file may not be larger than 5 MB.'] });
    expect((await upload(client, 'favicon', PNG, 'a.png', 'image/png')).statusCode).toBe(422);
    const empty = new FormData();
    empty.append('note', 'no file');
    expect((await client.post('/api/files/logo', empty)).json().errors).toEqual({ note: ['Only the file is expected.'] });
    expect((await client.post('/api/files/logo', new FormData())).json().errors).toEqual({ file: ['The file field is required.'] });
    expect((await client.post('/api/files/logo', { file: 'x' })).statusCode).toBe(415);
  });

  it('stores the same image once: a retried upload gives the same file', async () => {
    const client = await member();
    const first = (await upload(client, 'client', JPEG, 'a.jpg', 'image/jpeg')).json().data;
    const again = (await upload(client, 'client', JPEG, 'b.jpg', 'image/jpeg')).json().data;
    expect(again).toEqual(first);
  });

  it('needs a session and the CSRF token', async () => {
    const anonymous = t.client();
    await anonymous.pageConfig();
    expect((await anonymous.post('/api/files/logo', fileForm('file', PNG, 'a.png', 'image/png'))).statusCode).toBe(401);
    const client = await member();
    expect((await client.post('/api/files/logo', fileForm('file', PNG, 'a.png', 'image/png'), { withoutCsrf: true })).statusCode).toBe(419);
  });
});

describe('deleting images', () => {
  it("deletes the company's own file; another company's is not found and stays", async () => {
    const owner = await member();
    const stranger = await member();
    const { filename, url } = (await upload(owner, 'logo', PNG, 'logo.png', 'image/png')).json().data;

    expect((await stranger.request('DELETE', '/api/files', { filename })).statusCode).toBe(404);
    expect((await t.client().get(url)).statusCode).toBe(200);

    expect((await owner.request('DELETE', '/api/files', { filename })).statusCode).toBe(204);
    expect((await t.client().get(url)).statusCode).toBe(404);
    expect((await owner.request('DELETE', '/api/files', { filename })).statusCode).toBe(404);
    expect((await owner.request('DELETE', '/api/files', { filename: '../../app.key' })).statusCode).toBe(404);
  });

  it('serves nothing but stored names', async () => {
    expect((await t.client().get('/files/1/..%2F..%2Fapp.key')).statusCode).toBe(404);
    expect((await t.client().get('/files/1/logo-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png')).statusCode).toBe(404);
  });
});

describe("a company's image space", () => {
  /** A PNG padded after its end to a given size: a distinct image each time. */
  const paddedPng = (bytes: number, mark: number) => Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length, mark)]);

  it('holds at most UPLOADS_MAX_FILES_PER_COMPANY images and UPLOADS_MAX_MB_PER_COMPANY megabytes; the same image again takes no more room', async () => {
    const limited = await createTestApp({ env: { UPLOADS_MAX_FILES_PER_COMPANY: '3', UPLOADS_MAX_MB_PER_COMPANY: '1' } });
    try {
      const signedIn = async () => {
        const user = await createUser(limited.app, { companyId: await createCompany(limited.app) });
        const client = limited.client();
        await client.signIn(user.email, PASSWORD);
        return client;
      };
      const client = await signedIn();
      const send = (content: Buffer) => client.post('/api/files/widget', fileForm('file', content, 'image.png', 'image/png'));
      const first = await send(paddedPng(400_000, 1));
      expect(first.statusCode).toBe(201);
      expect((await send(paddedPng(400_000, 2))).statusCode).toBe(201);
      const tooBig = await send(paddedPng(400_000, 3));
      expect(tooBig.statusCode).toBe(422);
      expect(tooBig.json().errors).toEqual({ file: ["The company's image space is full (at most 3 images and 1 MB): delete images no longer used first."] });
      expect((await send(paddedPng(400_000, 1))).statusCode).toBe(201);
      expect((await send(JPEG)).statusCode).toBe(201);
      expect((await send(WEBP)).json().errors).toEqual({ file: [expect.stringContaining('at most 3 images')] });

      // A dashboard save's images count too, by their field.
      const board = (await client.post('/api/dashboards', { name: 'Board' })).json().data as { id: number };
      const save = await client.post(`/api/dashboards/${board.id}`, fileForm('logoImage', WEBP, 'logo.webp', 'image/webp'));
      expect(save.json().errors).toEqual({ logoImage: [expect.stringContaining('image space is full')] });

      // Deleting makes room; another company has its own space.
      expect((await client.request('DELETE', '/api/files', { filename: first.json().data.filename })).statusCode).toBe(204);
      expect((await send(WEBP)).statusCode).toBe(201);
      expect((await (await signedIn()).post('/api/files/widget', fileForm('file', paddedPng(400_000, 3), 'image.png', 'image/png'))).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('uploads on their way in', () => {
  it('are streamed to staging and leave nothing there, stored, refused or cut off at the size limit', async () => {
    const client = await member();
    const staging = path.join(t.config.dataDir, 'incoming');
    expect((await upload(client, 'widget', PNG, 'a.png', 'image/png')).statusCode).toBe(201);
    expect((await upload(client, 'widget', Buffer.from('<svg onload="alert(1)"/>'), 'b.png', 'image/png')).json().errors).toEqual({ file: ['Invalid file type'] });
    const tooLarge = await upload(client, 'widget', Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES)]), 'c.png', 'image/png');
    expect(tooLarge.json().errors).toEqual({ file: ['The file may not be larger than 5 MB.'] });
    const board = (await client.post('/api/dashboards', { name: 'Board' })).json().data as { id: number };
    const refusedSave = fileForm('logoImage', WEBP, 'logo.webp', 'image/webp');
    refusedSave.append('name', '');
    expect((await client.post(`/api/dashboards/${board.id}`, refusedSave)).statusCode).toBe(422);
    expect(await readdir(staging)).toEqual([]);
  });
});
