import { dashboardFilesForm, dashboardSaveForm, type Dashboard, type DashboardSaveInput } from '@pulseboard/shared/contracts';
import { createTestApp, type TestApp } from './helpers/app.js';
import { PASSWORD, createCompany, createUser } from './helpers/factories.js';
import { JPEG, PNG, WEBP, fileForm } from './helpers/images.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function member(companyId?: number) {
  const company = companyId ?? (await createCompany(t.app));
  const user = await createUser(t.app, { companyId: company, name: 'Robin Editor' });
  const client = t.client();
  await client.signIn(user.email, PASSWORD);
  return { client, company, user };
}

type Client = Awaited<ReturnType<typeof member>>['client'];

async function board(client: Client, template?: string) {
  const created = (await client.post('/api/dashboards', { name: 'Board', ...(template ? { template } : {}) })).json().data as { id: number; permalink: string };
  return { ...created, show: async () => (await client.get(`/api/dashboards/${created.permalink}`)).json().data as Dashboard };
}

const image = (content: Buffer, type: string) => new Blob([content], { type });

/** A raw form, for what the shared form builder would never send. */
function rawForm(parts: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) form.append(name, value);
  return form;
}

const passive = (id: string, order: number, extra: Record<string, unknown> = {}) => ({ id, title: `Note ${id}`, width: 2, height: 1, order, nature: 'passive', type: { name: 'plain' }, ...extra });

describe('saving a dashboard', () => {
  it('saves every part and the images; the dashboard then shows what was saved, hashes computed here', async () => {
    const { client } = await member();
    const dashboard = await board(client, 'monthly-report');
    const [chart] = (await dashboard.show()).widgets;
    const input: DashboardSaveInput = {
      name: 'Acme, March',
      hiddenDateSelector: true,
      footer: 'Prepared by the agency',
      rangeType: 'custom',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      compareStartDate: '2026-02-01',
      compareEndDate: '2026-02-28',
      styles: { backgroundColor: '#f0f0f0', dashboardBackgroundColor: 'rgb(255 255 255 / 90%)', color: 'navy', theme: 'dark' },
      widgets: [{ ...chart, title: 'Sessions in March', hash: 'sent by the browser', order: 1 }, passive('note', 0)],
      images: { logoImage: image(PNG, 'image/png'), clientImage: image(WEBP, 'image/webp') },
    };
    const response = await client.post(`/api/dashboards/${dashboard.id}`, dashboardSaveForm(input));
    expect(response.statusCode).toBe(200);
    const saved = response.json().data as Dashboard;

    const shown = await dashboard.show();
    expect(shown).toEqual(saved);
    expect(shown).toMatchObject({
      name: 'Acme, March',
      hiddenDateSelector: true,
      footer: 'Prepared by the agency',
      rangeType: 'custom',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      compareStartDate: '2026-02-01',
      compareEndDate: '2026-02-28',
    });
    expect(shown.styles).toMatchObject({ backgroundColor: '#f0f0f0', dashboardBackgroundColor: 'rgb(255 255 255 / 90%)', color: 'navy', theme: 'dark', backgroundImage: null });
    expect(shown.widgets.map((widget) => [widget.id, widget.order, widget.title])).toEqual([
      [chart?.id, 1, 'Sessions in March'],
      ['note', 0, 'Note note'],
    ]);
    expect(shown.widgets[0]?.hash).toMatch(/^[\w-]{12}$/);
    expect(shown.widgets[0]?.hash).not.toBe(chart?.hash);
    for (const url of [shown.styles.logoImage, shown.styles.clientImage]) expect((await t.client().get(url ?? '')).statusCode).toBe(200);
    expect(shown.styles.logoImage).toMatch(/^\/files\/\d+\/logo-.+\.png$/);
    expect(shown.styles.clientImage).toMatch(/^\/files\/\d+\/client-.+\.webp$/);
  });

  it('changes only the parts sent', async () => {
    const { client } = await member();
    const dashboard = await board(client, 'monthly-report');
    const before = await dashboard.show();
    await client.post(`/api/dashboards/${dashboard.id}`, dashboardSaveForm({ styles: { color: '#333' } }));
    const renamed = (await client.post(`/api/dashboards/${dashboard.id}`, dashboardSaveForm({ name: 'Renamed' }))).json().data as Dashboard;
    expect(renamed.name).toBe('Renamed');
    expect(renamed.styles).toEqual({ ...before.styles, color: '#333' });
    expect(renamed.widgets).toEqual(before.widgets);
    expect(renamed.rangeType).toBe(before.rangeType);

    const themed = (await client.post(`/api/dashboards/${dashboard.id}`, dashboardSaveForm({ styles: { theme: 'dark' } }))).json().data as Dashboard;
    expect(themed.styles).toEqual({ ...before.styles, color: '#333', theme: 'dark' });
  });

  it('ignores colours that are not CSS colours and keeps the previous value; null clears', async () => {
    const { client } = await member();
    const dashboard = await board(client);
    const save = (styles: Record<string, unknown>) => client.post(`/api/dashboards/${dashboard.id}`, rawForm({ styles: JSON.stringify(styles) }));
    await save({ color: '#123456', backgroundColor: 'hsl(210, 40%, 96%)', dashboardBackgroundColor: 'white' });
    const response = await save({ color: 'bluish', backgroundColor: 'rgb(300, 0, 0)', dashboardBackgroundColor: 'red; background: url(//evil)' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.styles).toMatchObject({ color: '#123456', backgroundColor: 'hsl(210, 40%, 96%)', dashboardBackgroundColor: 'white' });
    expect((await save({ color: null })).json().data.styles.color).toBeNull();
  });

  it('saves the images alone in the files-only mode, and refuses other parts there', async () => {
    const { client } = await member();
    const dashboard = await board(client);
    await client.post(`/api/dashboards/${dashboard.id}`, dashboardSaveForm({ name: 'Kept', styles: { color: 'teal' }, images: { logoImage: image(PNG, 'image/png') } }));

    const response = await client.post(`/api/dashboards/${dashboard.id}`, dashboardFilesForm({ styles: { logoImage: null }, images: { backgroundImage: image(JPEG, 'image/jpeg') } }));
    expect(response.statusCode).toBe(200);
    const saved = response.json().data as Dashboard;
    expect(saved.styles).toMatchObject({ logoImage: null, color: 'teal', clientImage: null });
    expect(saved.styles.backgroundImage).toMatch(/^\/files\/\d+\/background-.+\.jpg$/);
    expect(saved.name).toBe('Kept');

    const mixed = await client.post(`/api/dashboards/${dashboard.id}`, rawForm({ category: 'files', name: 'Other', styles: JSON.stringify({ color: 'red', clientImage: null }) }));
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().errors).toEqual({ name: [expect.any(String)], 'styles.color': [expect.any(String)] });
    expect((await dashboard.show()).name).toBe('Kept');
  });

  it('keeps a retried request harmless: the same dashboard, the same image file', async () => {
    const { client } = await member();
    const dashboard = await board(client);
    const form = () => dashboardSaveForm({ name: 'Retried', widgets: [passive('a', 0), passive('b', 1)], styles: { color: 'olive' }, images: { logoImage: image(PNG, 'image/png') } });
    const first = (await client.post(`/api/dashboards/${dashboard.id}`, form())).json().data as Dashboard;
    const again = await client.post(`/api/dashboards/${dashboard.id}`, form());
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first);
  });

  it('applies concurrent saves one after another, each changing its own parts', async () => {
    const { client } = await member();
    const dashboard = await board(client);
    await Promise.all([
      client.post(`/api/dashboards/${dashboard.id}`, dashboardSaveForm({ styles: { color: 'maroon' } })),
      client.post(`/api/dashboards/${dashboard.id}`, dashboardSaveForm({ styles: { backgroundColor: 'ivory' } })),
      client.post(`/api/dashboards/${dashboard.id}`, dashboardSaveForm({ name: 'Both' })),
    ]);
    const shown = await dashboard.show();
    expect(shown).toMatchObject({ name: 'Both', styles: { color: 'maroon', backgroundColor: 'ivory' } });
  });
});

describe('refusing a save', () => {
  it('answers 422 keyed by the path of each bad value', async () => {
    const { client } = await member();
    const dashboard = await board(client);
    const response = await client.post(
      `/api/dashboards/${dashboard.id}`,
      rawForm({
        widgets: JSON.stringify([passive('a', 0), passive('b', 1, { title: ' ' }), passive('c', 2), { ...passive('d', 3), type: { name: 'upload' } }]),
        styles: JSON.stringify({ theme: 'neon' }),
        name: '',
        range_type: 'fortnightly',
        start: '2026-02-30',
        unknown: 'x',
      }),
    );
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(
      ['name', 'range_type', 'start', 'styles.theme', 'unknown', 'widgets.1.title', 'widgets.3.type.content', 'widgets.3.type.file', 'widgets.3.type.header'].sort(),
    );
    expect(errors['widgets.1.title']).toEqual(['The title field is required.']);
    expect(errors.unknown).toEqual(['This field is not part of the form.']);

    // Ids and orders are checked across the widgets once each widget is well formed.
    const layout = await client.post(`/api/dashboards/${dashboard.id}`, dashboardSaveForm({ widgets: [passive('a', 0), passive('b', 1), passive('a', 3)] }));
    expect(layout.json().errors).toEqual({ 'widgets.2.id': ['Another widget already has this id.'], 'widgets.2.order': ['Orders must run from 0 to 2, each used once.'] });
    const repeated = await client.post(`/api/dashboards/${dashboard.id}`, dashboardSaveForm({ widgets: [passive('a', 1), passive('b', 1)] }));
    expect(Object.keys(repeated.json().errors)).toEqual(['widgets.1.order']);
  });

  it('refuses widget sizes outside 1-4 by 1-3', async () => {
    const { client } = await member();
    const dashboard = await board(client);
    const response = await client.post(
      `/api/dashboards/${dashboard.id}`,
      dashboardSaveForm({ widgets: [passive('a', 0, { width: 5 }), passive('b', 1, { height: 0 }), passive('c', 2, { width: 4, height: 4 })] }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'widgets.0.width': ['The width must be 1 to 4.'],
      'widgets.1.height': ['The height must be 1 to 3.'],
      'widgets.2.height': ['The height must be 1 to 3.'],
    });
    expect(
      (await client.post(`/api/dashboards/${dashboard.id}`, dashboardSaveForm({ widgets: [passive('a', 0, { width: 4, height: 3 }), passive('b', 1, { width: 1, height: 1 })] }))).statusCode,
    ).toBe(200);
  });

  it('refuses JSON that does not parse, a reversed range, a custom domain, images of another company and files that are no images', async () => {
    const { client } = await member();
    const { client: stranger } = await member();
    const strangerFile = (await stranger.post('/api/files/logo', fileForm('file', PNG, 'logo.png', 'image/png'))).json().data.url as string;
    const dashboard = await board(client);
    const url = `/api/dashboards/${dashboard.id}`;
    expect((await client.post(url, rawForm({ widgets: '[{' }))).json().errors).toEqual({ widgets: ['The widgets field must be valid JSON.'] });
    expect((await client.post(url, dashboardSaveForm({ startDate: '2026-03-10', endDate: '2026-03-01' }))).json().errors).toEqual({ end: ['The end date must be on or after the start date.'] });
    expect(Object.keys((await client.post(url, rawForm({ domain: 'reports.acme.com' }))).json().errors)).toEqual(['domain']);
    expect(Object.keys((await client.post(url, dashboardSaveForm({ styles: { logoImage: strangerFile } }))).json().errors)).toEqual(['styles.logoImage']);
    expect(Object.keys((await client.post(url, dashboardSaveForm({ styles: { logoImage: 'https://tracker.example/pixel.png' } }))).json().errors)).toEqual(['styles.logoImage']);
    const notImage = await client.post(url, fileForm('clientImage', Buffer.from('plain text'), 'client.png', 'image/png'));
    expect(notImage.json().errors).toEqual({ clientImage: ['Invalid file type'] });
    expect((await client.post(url, fileForm('attachment', PNG, 'a.png', 'image/png'))).json().errors).toEqual({ attachment: ['No file is expected here.'] });
    expect((await client.post(url, { name: 'JSON' })).statusCode).toBe(415);
    expect((await dashboard.show()).name).toBe('Board');
  });

  it("refuses widget images that are not the company's own uploads and instance parameters its source type does not have", async () => {
    const { client } = await member();
    const { client: stranger } = await member();
    const strangerFile = (await stranger.post('/api/files/widget', fileForm('file', PNG, 'w.png', 'image/png'))).json().data.url as string;
    const ownFile = (await client.post('/api/files/widget', fileForm('file', PNG, 'w.png', 'image/png'))).json().data.url as string;
    const dashboard = await board(client, 'monthly-report');
    const before = await dashboard.show();
    const chart = before.widgets.find((widget) => widget.nature === 'interactive');
    if (!chart || chart.nature !== 'interactive') throw new Error('the template has no interactive widget');
    // Not an upload's address at all: refused by the form's own rule.
    const foreign = ['http://127.0.0.1:9/probe.png', `${ownFile.replace(/\/[^/]+$/, '')}/../1/${ownFile.split('/').at(-1)}`, 'data:image/png;base64,AAAA'];
    const malformed = await client.post(
      `/api/dashboards/${dashboard.id}`,
      rawForm({ widgets: JSON.stringify([passive('upload', 0, { type: { name: 'upload', file: foreign, header: [], content: [] } })]) }),
    );
    expect(malformed.json().errors).toEqual(
      Object.fromEntries(foreign.map((_url, at) => [`widgets.0.type.file.${at}`, ['Upload the image first; only images uploaded to this company can be used.']])),
    );

    // Well formed, but another company's, or parameters the source type does not have.
    const widgets = [
      { ...chart, order: 0, instances: [{ ...chart.instances[0]!, config: { ...chart.instances[0]!.config, callback: 'http://127.0.0.1:9/', metrics: 'sessions' } }] },
      passive('upload', 1, { type: { name: 'upload', file: [ownFile, strangerFile], header: ['a', 'b'], content: ['a', 'b'] } }),
      passive('timeline', 2, { type: { name: 'historic', articles: [{ file: strangerFile, header: 'h', content: 'c', startDate: '2026-01-01', endDate: '2026-01-31' }] } }),
    ];
    const response = await client.post(`/api/dashboards/${dashboard.id}`, rawForm({ widgets: JSON.stringify(widgets) }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'widgets.0.instances.0.config.callback': ['demo has no parameter callback.'],
      'widgets.0.instances.0.config.metrics': ['Metrics must be a list of names.'],
      'widgets.1.type.file.1': ['Only images uploaded to this company can be used.'],
      'widgets.2.type.articles.0.file': ['Only images uploaded to this company can be used.'],
    });
    expect(await dashboard.show()).toEqual(before);
  });

  it("answers 404 for another company's dashboard and changes nothing", async () => {
    const { client } = await member();
    const { client: stranger } = await member();
    const dashboard = await board(client);
    const response = await stranger.post(`/api/dashboards/${dashboard.id}`, dashboardSaveForm({ name: 'Taken over' }));
    expect(response.statusCode).toBe(404);
    expect((await stranger.post('/api/dashboards/999999', dashboardSaveForm({ name: 'Nothing' }))).statusCode).toBe(404);
    expect((await dashboard.show()).name).toBe('Board');
  });

  it('answers 423 with the holder while another user holds the edit lock; the holder saves', async () => {
    const { client: holder, company, user } = await member();
    const { client: colleague } = await member(company);
    const dashboard = await board(holder);
    expect((await holder.post(`/api/dashboards/${dashboard.id}/lock`)).statusCode).toBe(200);

    const refused = await colleague.post(`/api/dashboards/${dashboard.id}`, dashboardSaveForm({ name: 'Mine now' }));
    expect(refused.statusCode).toBe(423);
    expect(refused.json()).toMatchObject({ locked: user.id, lockedByName: 'Robin Editor', message: 'Robin Editor is editing this dashboard.' });
    expect(new Date(refused.json().expiresAt).getTime()).toBeGreaterThan(Date.now());

    const own = await holder.post(`/api/dashboards/${dashboard.id}`, dashboardSaveForm({ name: 'Holder saved' }));
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ name: 'Holder saved', locked: user.id, lockedByName: 'Robin Editor' });
  });
});

describe('saves based on a revision', () => {
  const SESSION_A = 'editor-session-a';
  const SESSION_B = 'editor-session-b';

  it('moves the revision on with each save; a save of another session based on an older one is refused with 409 and changes nothing', async () => {
    const { client } = await member();
    const dashboard = await board(client);
    const loaded = await dashboard.show();
    expect(loaded.revision).toBe(1);

    const first = await client.post(`/api/dashboards/${dashboard.id}`, dashboardSaveForm({ name: 'From A', basis: { revision: 1, editor: SESSION_A } }));
    expect(first.json().data).toMatchObject({ name: 'From A', revision: 2 });

    // Session B loaded revision 1 too, and saves after A without having seen A's save.
    const stale = await client.post(`/api/dashboards/${dashboard.id}`, dashboardSaveForm({ name: 'From B', basis: { revision: 1, editor: SESSION_B } }));
    expect(stale.statusCode).toBe(409);
    const shown = await dashboard.show();
    expect(stale.json()).toEqual({ message: 'This dashboard was changed elsewhere since your copy was loaded.', revision: 2, updatedAt: expect.any(String) });
    expect(shown).toMatchObject({ name: 'From A', revision: 2 });

    // Having seen revision 2, B may save over it.
    const overwrite = await client.post(`/api/dashboards/${dashboard.id}`, dashboardSaveForm({ name: 'From B', basis: { revision: 2, editor: SESSION_B } }));
    expect(overwrite.json().data).toMatchObject({ name: 'From B', revision: 3 });
  });

  it("never counts a session's own earlier saves against it, even those it stopped waiting for", async () => {
    const { client } = await member();
    const dashboard = await board(client);
    for (const name of ['One', 'Two', 'Three']) {
      const saved = await client.post(`/api/dashboards/${dashboard.id}`, dashboardSaveForm({ name, basis: { revision: 1, editor: SESSION_A } }));
      expect(saved.statusCode).toBe(200);
    }
    expect(await dashboard.show()).toMatchObject({ name: 'Three', revision: 4 });
  });

  it('keeps the later save of a session when an earlier one of it arrives after it', async () => {
    const { client } = await member();
    const dashboard = await board(client);
    const save = (widgets: unknown[], sequence: number) => client.post(`/api/dashboards/${dashboard.id}`, dashboardSaveForm({ widgets, basis: { revision: 1, editor: SESSION_A, sequence } }));

    const newer = await save([passive('a', 0), passive('b', 1)], 2);
    expect(newer.statusCode).toBe(200);
    const older = await save([passive('a', 0)], 1);
    expect(older.statusCode).toBe(200);
    expect(older.json().data).toEqual(newer.json().data);

    const shown = await dashboard.show();
    expect(shown.widgets.map((widget) => widget.id)).toEqual(['a', 'b']);
    expect(shown.revision).toBe(2);
    // Its owners read the latest number, which a reloaded editor numbers its saves above.
    expect(shown.saveSequence).toBe(2);
    // The same request sent again is still harmless.
    expect((await save([passive('a', 0), passive('b', 1)], 2)).json().data).toEqual(shown);
  });

  it('keeps a later save of a session that changed nothing when an earlier one of it arrives after it', async () => {
    const { client } = await member();
    const dashboard = await board(client);
    const save = (widgets: unknown[], sequence: number) => client.post(`/api/dashboards/${dashboard.id}`, dashboardSaveForm({ widgets, basis: { revision: 1, editor: SESSION_A, sequence } }));

    // A note added, then taken away again: the later save is what is stored already.
    expect((await save([], 2)).json().data).toMatchObject({ widgets: [], revision: 1 });
    await save([passive('note', 0)], 1);
    expect(await dashboard.show()).toMatchObject({ widgets: [], revision: 1 });
  });

  it('applies a save without a revision as it is (clients that do not track revisions)', async () => {
    const { client } = await member();
    const dashboard = await board(client);
    await client.post(`/api/dashboards/${dashboard.id}`, dashboardSaveForm({ name: 'Tracked', basis: { revision: 1, editor: SESSION_A } }));
    const untracked = await client.post(`/api/dashboards/${dashboard.id}`, dashboardSaveForm({ name: 'Untracked' }));
    expect(untracked.json().data).toMatchObject({ name: 'Untracked', revision: 3 });
  });

  it('refuses a revision or an editing session that is not one, under its own field', async () => {
    const { client } = await member();
    const dashboard = await board(client);
    const response = await client.post(`/api/dashboards/${dashboard.id}`, rawForm({ name: 'Bad', revision: '1.5', editor: 'a b', sequence: '-1' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      revision: ['The revision must be a whole number.'],
      editor: ['The editing session must be 8 to 64 letters, digits, "-" or "_".'],
      sequence: ['The sequence must be a whole number.'],
    });
    expect(await dashboard.show()).toMatchObject({ name: 'Board', revision: 1 });
  });
});
