import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { apiCall, DEMO_ADMIN, logIn } from '../support/session.js';
import { signEmbedToken, undoEmbedding } from '../support/embedding.js';
import { startThirdPartySite, type ThirdPartySite } from '../support/third-party-site.js';

/**
 * The script embed on a client's website (another host and port than the
 * product's): embed.js and `<pulseboard-dashboard>` elements, each
 * dashboard a single-spa parcel of the dashboards remote in a shadow root,
 * with one React for the page, whatever its own CSS and scripts.
 */
test.describe.configure({ mode: 'serial' });

const PUBLIC_REPORT = 'Acme Shoes — Monthly report';
const RED = 'rgb(255, 0, 0)';

let site: ThirdPartySite;
let otherSite: ThirdPartySite;
let secret: string;
let board: { id: number; permalink: string; name: string };
let publicPermalink: string;

test.beforeAll(async ({ browser, baseURL }) => {
  site = await startThirdPartySite();
  otherSite = await startThirdPartySite();
  const page = await browser.newPage({ baseURL });
  await logIn(page, DEMO_ADMIN);
  const name = `Script embedded report ${Date.now()}`;
  const created = await apiCall(page, 'POST', '/api/dashboards', { name, template: 'monthly-report', timezone: 'UTC' });
  expect(created.status()).toBe(201);
  board = { ...(await created.json()).data, name };
  const [report] = (await (await page.request.get('/api/dashboards?search=Monthly')).json()).data as Array<{ permalink: string; name: string }>;
  expect(report?.name).toBe(PUBLIC_REPORT);
  publicPermalink = report!.permalink;
  expect((await apiCall(page, 'PUT', '/api/company/embedding', { allowedSites: [site.origin] })).ok()).toBe(true);
  secret = (await (await page.request.get('/api/company/embedding')).json()).data.secret;
  await page.close();
});

test.afterAll(async ({ browser, baseURL }) => {
  await undoEmbedding(browser, baseURL, board.id);
  await site.close();
  await otherSite.close();
});

const sign = (expiresIn: string | number = '10m') => signEmbedToken(secret, board.permalink, { expiresIn });

/** A client's page: its own CSS and heading, the embed script, the elements given, and a record of their events as the page's code would keep it. */
function clientPage(on: ThirdPartySite, baseURL: string, elements: string, head = '') {
  return on.page(
    `/page-${Math.random().toString(36).slice(2)}`,
    `<!doctype html><html><head><title>Client site</title><style>* { color: red }</style>${head}</head><body>
<h1 id="title">Our results</h1>
${elements}
<script>
window.received = [];
for (const type of ['ready', 'rangeChange', 'error', 'resize']) {
  document.addEventListener('pulseboard:' + type, (event) => window.received.push({ id: event.target.id, type, payload: event.detail }), true);
}
</script>
<script src="${baseURL}/embed.js" async></script>
</body></html>`,
  );
}

/** A dashboard's Sessions figure, once its widget has its data. */
const sessions = (dashboard: Locator) => dashboard.getByRole('article', { name: 'Sessions', exact: true }).getByRole('listitem').first();

async function visit(browser: Browser, url: string): Promise<Page> {
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(url);
  return page;
}

const received = (page: Page, id: string, type: string) =>
  page.evaluate(
    ([wantedId, wantedType]) =>
      (window as unknown as { received: Array<{ id: string; type: string; payload: unknown }> }).received
        .filter((event) => event.id === wantedId && event.type === wantedType)
        .map((event) => event.payload),
    [id, type],
  );

/** The page's heading as the browser draws it. */
const headingLook = (page: Page) =>
  page.locator('#title').evaluate((title) => {
    const style = getComputedStyle(title);
    return { color: style.color, fontFamily: style.fontFamily, fontSize: style.fontSize, margin: style.margin, boxSizing: style.boxSizing };
  });

/** How many of the page's script loads were a copy of React (its core module, found by its code): one per page, however many dashboards. */
async function reactCopiesLoaded(page: Page): Promise<number> {
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
  let copies = 0;
  for (const url of scripts) {
    const code = await (await page.request.get(url)).text();
    if (code.includes('.Children={map:')) copies += 1;
  }
  return copies;
}

test("two dashboards render in one client page, each in its own shadow root, with one React, untouched by the page's CSS and leaving the page's alone", async ({ browser, baseURL }) => {
  const token = await sign();
  const bare = await visit(browser, site.page(`/bare-${Date.now()}`, `<!doctype html><html><head><style>* { color: red }</style></head><body><h1 id="title">Our results</h1></body></html>`));
  const pageLook = await headingLook(bare);
  await bare.context().close();

  const client = await visit(
    browser,
    clientPage(
      site,
      baseURL!,
      `<pulseboard-dashboard id="public" permalink="${publicPermalink}"></pulseboard-dashboard>\n<pulseboard-dashboard id="private" permalink="${board.permalink}" token="${token}"></pulseboard-dashboard>`,
    ),
  );
  const publicBoard = client.locator('#public');
  const privateBoard = client.locator('#private');
  await expect(publicBoard.getByRole('heading', { level: 1, name: PUBLIC_REPORT })).toBeVisible();
  await expect(privateBoard.getByRole('heading', { level: 1, name: board.name })).toBeVisible();
  await expect(sessions(publicBoard)).toHaveText(/\d/);
  // Widgets load as they come near the viewport, and the second dashboard is below the first.
  await privateBoard.getByRole('article', { name: 'Sessions', exact: true }).scrollIntoViewIfNeeded();
  await expect(sessions(privateBoard)).toHaveText(/\d/);
  // A public viewer's screen: no sharing, no editing.
  await expect(privateBoard.getByRole('button', { name: 'Share' })).toHaveCount(0);

  // The page's CSS does not reach the dashboards, nor ours the page.
  for (const board of [publicBoard, privateBoard]) {
    expect(await board.getByRole('heading', { level: 1 }).evaluate((heading) => getComputedStyle(heading).color)).not.toBe(RED);
    expect(await board.evaluate((element) => element.shadowRoot !== null && element.shadowRoot.mode === 'open')).toBe(true);
    // Ours does, in each shadow root: a widget card is laid out by its CSS module (an article is a block without it).
    expect(await board.getByRole('article', { name: 'Sessions', exact: true }).evaluate((card) => getComputedStyle(card).display)).toBe('flex');
  }
  // Its charts paint with the palette the dashboard resolves inside the shadow root, whose stylesheets are copies loaded there.
  const firstSeriesColours = () =>
    publicBoard.evaluate((element) => {
      const root = element.shadowRoot;
      const dashboard = root?.querySelector('[data-mode]');
      const series = root?.querySelector('.highcharts-series-0.highcharts-line-series .highcharts-graph');
      return { palette: dashboard ? getComputedStyle(dashboard).getPropertyValue('--pb-chart-1').trim() : null, painted: series?.getAttribute('stroke') ?? null };
    });
  await expect.poll(async () => (await firstSeriesColours()).painted).not.toBeNull();
  const { palette, painted } = await firstSeriesColours();
  expect(palette).not.toBe('');
  expect(painted).toBe(palette);
  expect(await headingLook(client)).toEqual(pageLook);
  expect(await client.evaluate(() => [...document.querySelectorAll('style, link[rel=stylesheet]')].length)).toBe(1);
  expect(await client.title()).toBe('Client site');

  expect(await reactCopiesLoaded(client)).toBe(1);
  // Nobody is signed in on a client's site: the parcel needs no page config.
  expect(await client.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/page-config')).length)).toBe(0);

  await expect.poll(() => received(client, 'private', 'ready')).toEqual([expect.objectContaining({ permalink: board.permalink, rangeLocked: false })]);
  await expect.poll(() => received(client, 'private', 'resize')).toContainEqual(expect.objectContaining({ height: expect.any(Number) }));
  await client.evaluate(() => (document.getElementById('private') as HTMLElement & { setRange: (range: object) => void }).setRange({ startDate: '2026-09-01', endDate: '2026-09-30' }));
  await expect.poll(() => received(client, 'private', 'rangeChange')).toContainEqual({ startDate: '2026-09-01', endDate: '2026-09-30', compareStartDate: '2026-08-02', compareEndDate: '2026-08-31' });
  expect(await received(client, 'public', 'rangeChange')).toEqual([]);

  // The page API of frames serves elements too: Pulseboard.on hears them, with the element, and Pulseboard.setRange moves one.
  await client.evaluate(() => {
    const pulseboard = (window as unknown as { Pulseboard: { on: (type: string, handler: (payload: unknown, embed: Element) => void) => void; setRange: (embed: Element, range: object) => void } })
      .Pulseboard;
    pulseboard.on('rangeChange', (payload, embed) => ((window as unknown as { heard: unknown }).heard = { id: embed.id, payload }));
    pulseboard.setRange(document.getElementById('public')!, { startDate: '2026-08-01', endDate: '2026-08-31' });
  });
  await expect
    .poll(() => client.evaluate(() => (window as unknown as { heard?: unknown }).heard))
    .toEqual({ id: 'public', payload: { startDate: '2026-08-01', endDate: '2026-08-31', compareStartDate: '2026-07-01', compareEndDate: '2026-07-31' } });
  await client.context().close();
});

test('an expired token says so in its own element, and the other dashboard of the page still shows', async ({ browser, baseURL }) => {
  const expired = await sign(Math.floor(Date.now() / 1000) - 300);
  const client = await visit(
    browser,
    clientPage(
      site,
      baseURL!,
      `<pulseboard-dashboard id="expired" permalink="${board.permalink}" token="${expired}"></pulseboard-dashboard>\n<pulseboard-dashboard id="public" permalink="${publicPermalink}"></pulseboard-dashboard>`,
    ),
  );
  await expect(client.locator('#expired').getByText('This embed link has expired.')).toBeVisible();
  await expect(client.locator('#expired').getByRole('article')).toHaveCount(0);
  await expect(sessions(client.locator('#public'))).toHaveText(/\d/);
  await expect(client.locator('#public').getByText('This embed link has expired.')).toHaveCount(0);
  await expect.poll(() => received(client, 'expired', 'error')).toContainEqual(expect.objectContaining({ code: 'token-expired' }));
  await client.context().close();
});

test('a page with a React of its own on window still shows the dashboard with ours', async ({ browser, baseURL }) => {
  // A stand-in for a page's React 18 global (no React 18 is installed here to load for real): ours must not read it.
  const pageReact = `<script>window.React = { version: '18.3.1', createElement() { throw new Error('the page\\'s React') } }; window.ReactDOM = { version: '18.3.1' };</script>`;
  const client = await visit(browser, clientPage(site, baseURL!, `<pulseboard-dashboard id="public" permalink="${publicPermalink}"></pulseboard-dashboard>`, pageReact));
  await expect(sessions(client.locator('#public'))).toHaveText(/\d/);
  expect(await client.evaluate(() => (window as unknown as { React: { version: string } }).React.version)).toBe('18.3.1');
  await client.context().close();
});

test('a site the company did not allow is refused in the element', async ({ browser, baseURL }) => {
  const client = await visit(browser, clientPage(otherSite, baseURL!, `<pulseboard-dashboard id="private" permalink="${board.permalink}" token="${await sign()}"></pulseboard-dashboard>`));
  await expect(client.locator('#private').getByText('This site is not allowed to show this dashboard.')).toBeVisible();
  await expect(client.locator('#private').getByRole('article')).toHaveCount(0);
  await expect.poll(() => received(client, 'private', 'error')).toContainEqual(expect.objectContaining({ code: 'site-not-allowed' }));
  await client.context().close();
});
