import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { apiCall, DEMO_ADMIN, logIn } from '../support/session.js';
import { signEmbedToken, undoEmbedding } from '../support/embedding.js';
import { startThirdPartySite, type ThirdPartySite } from '../support/third-party-site.js';

/**
 * A client's website (another host and port than the product's, so the
 * frame is cross-site and gets no cookie of the product) showing the
 * agency's dashboards through the embed code of docs/embedding.md.
 */
test.describe.configure({ mode: 'serial' });

const OCTOBER = { startDate: '2026-10-01', endDate: '2026-10-31' };
const PUBLIC_REPORT = 'Acme Shoes — Monthly report';

let site: ThirdPartySite;
let otherSite: ThirdPartySite;
let secret: string;
let embedCode: string;
let board: { id: number; permalink: string; name: string };

test.beforeAll(async ({ browser, baseURL }) => {
  site = await startThirdPartySite();
  otherSite = await startThirdPartySite();
  const page = await browser.newPage({ baseURL });
  await logIn(page, DEMO_ADMIN);
  const name = `Embedded report ${Date.now()}`;
  const created = await apiCall(page, 'POST', '/api/dashboards', { name, template: 'monthly-report', timezone: 'UTC' });
  expect(created.status()).toBe(201);
  board = { ...(await created.json()).data, name };
  await page.close();
});

test.afterAll(async ({ browser, baseURL }) => {
  await undoEmbedding(browser, baseURL, board.id);
  await site.close();
  await otherSite.close();
});

const sign = (params: Record<string, unknown> = {}, expiresIn: string | number = '10m') => signEmbedToken(secret, board.permalink, { params, expiresIn });

/**
 * The client's page: the embed code as the share menu gave it (its frame's address as asked), and
 * a record of the embed's events as the page's own code would listen to them.
 */
function embedPage(on: ThirdPartySite, src: string): string {
  const code = embedCode.replace(/ src="[^"]*"/, ` id="board" src="${src}"`);
  return on.page(
    `/page-${Math.random().toString(36).slice(2)}`,
    `<!doctype html><html><head><title>Client site</title></head><body>
<h1>Our results</h1>
${code}
<p id="after">Contact us</p>
<script>
window.received = [];
for (const type of ['ready', 'rangeChange', 'error', 'resize']) {
  document.getElementById('board').addEventListener('pulseboard:' + type, (event) => window.received.push({ type, payload: event.detail }));
}
</script>
</body></html>`,
  );
}

async function visit(browser: Browser, url: string): Promise<Page> {
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(url);
  return page;
}

const received = (page: Page, type: string) =>
  page.evaluate((wanted) => (window as unknown as { received: Array<{ type: string; payload: unknown }> }).received.filter((event) => event.type === wanted).map((event) => event.payload), type);

const embedSrc = (baseURL: string, token?: string, permalink = board.permalink) => `${baseURL}/embed/dashboards/${permalink}${token ? `#token=${token}` : ''}`;

test("an admin takes the dashboard's embed code, allows the client's site and reads the secret from the share menu", async ({ page, baseURL }) => {
  await logIn(page, DEMO_ADMIN);
  await page.goto(`/dashboards/${board.permalink}`);
  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('button', { name: 'Embed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Embed this dashboard' });
  embedCode = await dialog.getByRole('textbox', { name: 'Frame code' }).inputValue();
  expect(embedCode).toContain(`<iframe src="${baseURL}/embed/dashboards/${board.permalink}" data-pulseboard-embed`);
  expect(embedCode).toContain(`<script src="${baseURL}/embed.js" async></script>`);

  const sites = dialog.getByRole('form', { name: 'Allowed sites' });
  // Another run may have left sites: this one starts from none.
  while (await sites.getByRole('button', { name: 'Remove site 1' }).isVisible()) await sites.getByRole('button', { name: 'Remove site 1' }).click();
  await sites.getByRole('button', { name: 'Add a site' }).click();
  await sites.getByRole('textbox', { name: 'Site 1' }).fill(`${site.origin}/pricing`);
  await sites.getByRole('button', { name: 'Save sites' }).click();
  await expect(sites.getByText('Give a site as its address, such as https://www.client.com.')).toBeVisible();
  await sites.getByRole('textbox', { name: 'Site 1' }).fill(site.origin);
  await sites.getByRole('button', { name: 'Save sites' }).click();
  await expect.poll(async () => (await (await page.request.get('/api/company/embedding')).json()).data.allowedSites).toEqual([site.origin]);

  await dialog.getByRole('button', { name: 'Reveal secret' }).click();
  secret = await dialog.getByLabel('Embed secret').inputValue();
  expect(secret).toMatch(/^[0-9a-f]{64}$/);
});

test("a private dashboard embedded with a signed token shows on the client's site, fitted, public, and tells the page its range", async ({ browser, baseURL }) => {
  const client = await visit(browser, embedPage(site, embedSrc(baseURL!, await sign())));
  const frame = client.frameLocator('#board');
  await expect(frame.getByRole('heading', { level: 1, name: board.name })).toBeVisible();
  await expect(frame.getByRole('article', { name: 'Sessions' }).getByRole('listitem').first()).toHaveText(/\d/);
  // A public viewer's screen: no sharing, no editing, no shell.
  await expect(frame.getByRole('button', { name: 'Share' })).toHaveCount(0);
  await expect(frame.getByRole('button', { name: /edit/i })).toHaveCount(0);
  await expect(frame.getByRole('navigation')).toHaveCount(0);

  // The frame takes the content's height: no scrollbar inside it.
  const embedded = client.frames().find((candidate) => candidate.url().includes('/embed/dashboards/'))!;
  await expect
    .poll(async () => {
      const inner = await embedded.evaluate(() => ({ scroll: document.documentElement.scrollHeight, client: document.documentElement.clientHeight }));
      const outer = await client.locator('#board').evaluate((iframe) => iframe.getBoundingClientRect().height);
      return inner.scroll <= inner.client + 1 && Math.abs(outer - inner.scroll) <= 2 && outer > 300;
    })
    .toBe(true);

  const [ready] = (await received(client, 'ready')) as Array<{ permalink: string; rangeLocked: boolean }>;
  expect(ready).toMatchObject({ permalink: board.permalink, rangeLocked: false });

  // The page moves the range; the frame follows and says so.
  await client.evaluate(() => {
    const pulseboard = (window as unknown as { Pulseboard: { setRange: (iframe: Element, range: object) => void } }).Pulseboard;
    pulseboard.setRange(document.getElementById('board')!, { startDate: '2026-09-01', endDate: '2026-09-30' });
  });
  await expect.poll(() => received(client, 'rangeChange')).toContainEqual({ startDate: '2026-09-01', endDate: '2026-09-30', compareStartDate: '2026-08-02', compareEndDate: '2026-08-31' });
  await client.context().close();
});

test('a token that locks the range hides the date selector and refuses another range from the page', async ({ browser, baseURL }) => {
  const client = await visit(browser, embedPage(site, embedSrc(baseURL!, await sign(OCTOBER))));
  const frame = client.frameLocator('#board');
  await expect(frame.getByRole('article', { name: 'Sessions' }).getByRole('listitem').first()).toHaveText(/\d/);
  await expect(frame.getByRole('button', { name: /Report period/ })).toHaveCount(0);
  await expect.poll(() => received(client, 'ready')).toEqual([{ permalink: board.permalink, rangeLocked: true, range: { ...OCTOBER, compareStartDate: '2026-08-31', compareEndDate: '2026-09-30' } }]);
  await client.evaluate(() => {
    const pulseboard = (window as unknown as { Pulseboard: { setRange: (iframe: Element, range: object) => void } }).Pulseboard;
    pulseboard.setRange(document.getElementById('board')!, { startDate: '2026-09-01', endDate: '2026-09-30' });
  });
  await expect.poll(() => received(client, 'error')).toContainEqual(expect.objectContaining({ code: 'range-locked' }));
  expect(await received(client, 'rangeChange')).toEqual([]);
  await client.context().close();
});

test('an expired or altered token shows why and no data', async ({ browser, baseURL }) => {
  const expired = await visit(browser, embedPage(site, embedSrc(baseURL!, await sign({}, Math.floor(Date.now() / 1000) - 300))));
  await expect(expired.frameLocator('#board').getByText('This embed link has expired.')).toBeVisible();
  await expect(expired.frameLocator('#board').getByRole('article')).toHaveCount(0);
  await expect.poll(() => received(expired, 'error')).toContainEqual(expect.objectContaining({ code: 'token-expired' }));
  await expired.context().close();

  const [header, , signature] = (await sign()).split('.');
  const forged = Buffer.from(JSON.stringify({ resource: { dashboard: board.permalink }, params: {}, exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url');
  const altered = await visit(browser, embedPage(site, embedSrc(baseURL!, `${header}.${forged}.${signature}`)));
  await expect(altered.frameLocator('#board').getByText('This embed link is not valid.')).toBeVisible();
  await expect(altered.frameLocator('#board').getByRole('article')).toHaveCount(0);
  await altered.context().close();
});

test('a site the company did not allow is refused with a clear message', async ({ browser, baseURL }) => {
  const client = await visit(browser, embedPage(otherSite, embedSrc(baseURL!, await sign())));
  await expect(client.frameLocator('#board').getByText('This site is not allowed to show this dashboard.')).toBeVisible();
  await expect(client.frameLocator('#board').getByRole('article')).toHaveCount(0);
  await expect.poll(() => received(client, 'error')).toContainEqual(expect.objectContaining({ code: 'site-not-allowed' }));
  await client.context().close();
});

test('a signed embed needs no cookie or storage of its own: it shows in a browser that blocks third-party cookies', async ({ baseURL }) => {
  const strict = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--test-third-party-cookie-phaseout'] });
  try {
    const client = await visit(strict, embedPage(site, embedSrc(baseURL!, await sign())));
    await expect(client.frameLocator('#board').getByRole('article', { name: 'Sessions' }).getByRole('listitem').first()).toHaveText(/\d/);
  } finally {
    await strict.close();
  }
});

test('a public dashboard embeds without a token', async ({ browser, baseURL }) => {
  const admin = await browser.newPage({ baseURL });
  await logIn(admin, DEMO_ADMIN);
  const [report] = (await (await admin.request.get('/api/dashboards?search=Monthly')).json()).data as Array<{ permalink: string; name: string }>;
  expect(report?.name).toBe(PUBLIC_REPORT);
  await admin.close();
  const client = await visit(browser, embedPage(site, embedSrc(baseURL!, undefined, report!.permalink)));
  await expect(client.frameLocator('#board').getByRole('heading', { level: 1, name: PUBLIC_REPORT })).toBeVisible();
  await expect(client.frameLocator('#board').getByRole('article', { name: 'Sessions' }).getByRole('listitem').first()).toHaveText(/\d/);
  await client.context().close();
});
