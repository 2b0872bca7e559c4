import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, logIn } from '../support/session.js';

test('a visit loads the remote of the area it shows, and another area only when it is opened', async ({ page }) => {
  await logIn(page, DEMO_ADMIN);
  const entries: Array<[string, boolean]> = [];
  page.on('response', (response) => {
    const match = /\/remotes\/([a-z]+)\/remoteEntry\.js/.exec(response.url());
    // Entries are revalidated on each visit: a 304 is the cached entry, loaded as well.
    if (match) entries.push([match[1] as string, response.status() < 400]);
  });
  await page.goto('/dashboards');
  await expect(page.getByRole('heading', { name: 'Dashboards', exact: true })).toBeVisible();
  // The sidebar comes from the shared table: every area is listed before its remote has loaded.
  const nav = page.getByRole('navigation');
  for (const item of ['Dashboards', 'Mission Control', 'Sources', 'Users']) await expect(nav.getByRole('link', { name: item })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(entries).toEqual([['dashboards', true]]);

  await nav.getByRole('link', { name: 'Mission Control' }).click();
  await expect(page.getByRole('heading', { name: 'Groups', exact: true })).toBeVisible();
  expect(entries).toEqual([
    ['dashboards', true],
    ['groups', true],
  ]);

  const remotes = await page.evaluate(async () => (await (await fetch('/api/page-config')).json()).remotes);
  expect(remotes.map((remote: { name: string }) => remote.name).sort()).toEqual(['auth', 'company', 'dashboards', 'groups']);
});

test('a remote that cannot be loaded shows a fallback for its area only, and retry recovers it', async ({ page }) => {
  await page.route('**/remotes/groups/**', (route) => route.abort('connectionrefused'));
  await logIn(page, DEMO_ADMIN);

  await page.goto('/groups');
  await expect(page.getByText('Mission Control is unavailable right now')).toBeVisible();
  await expect(page).toHaveTitle('Groups | Pulseboard');

  // The rest of the shell keeps working.
  await page.getByRole('navigation').getByRole('link', { name: 'Sources' }).click();
  await expect(page.getByRole('heading', { name: 'Company Sources' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboards' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboards', exact: true })).toBeVisible();

  // Once the remote is reachable again, Retry brings the area back without a reload.
  await page.goBack();
  await page.goBack();
  await expect(page.getByText('Mission Control is unavailable right now')).toBeVisible();
  await page.unroute('**/remotes/groups/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Groups', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Mission Control' })).toBeVisible();
});

test('exactly one React, one shared core and one zod serve the host and every remote', async ({ page }) => {
  // React DOM announces each renderer copy to the DevTools hook; two copies would mean two Reacts.
  await page.addInitScript(() => {
    const renderers: unknown[] = [];
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        renderers: new Map(),
        supportsFiber: true,
        inject(renderer: unknown) {
          renderers.push(renderer);
          return renderers.length;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
    Object.defineProperty(window, '__reactRenderers', { get: () => renderers.length });
  });
  const remoteScripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().includes('/remotes/')) remoteScripts.add(request.url());
  });
  await logIn(page, DEMO_ADMIN);
  for (const [path, heading] of [
    ['/dashboards', 'Dashboards'],
    ['/groups', 'Groups'],
    ['/company/sources', 'Company Sources'],
    ['/intro', 'Company Sources'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Dana Demo' }).click();
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();

  expect(await page.evaluate(() => (window as unknown as { __reactRenderers: number }).__reactRenderers)).toBe(1);
  // Every remote took React, the shared core (router, session, event bus) and zod from the page's share scope: none of
  // their scripts carries a copy. Each is told by a string only its own code holds.
  const bodies = await Promise.all([...remoteScripts].map(async (url) => ({ url, body: await (await page.request.get(url)).text() })));
  expect(bodies.length).toBeGreaterThan(4);
  for (const marker of ['react.transitional.element', 'event bus: a listener of', '"ZodString"']) {
    expect({ marker, carriers: bodies.filter(({ body }) => body.includes(marker)).map(({ url }) => url) }).toEqual({ marker, carriers: [] });
  }
});

test('the overlays are one copy on a page: an area showing one takes the shared one', async ({ page }) => {
  // Radix keeps its open layers and focus traps at module level. The overlays are a singleton loaded by the first app
  // showing one; whichever app's copy it is, a page runs one.
  await logIn(page, DEMO_ADMIN);
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url());
  });
  await page.goto('/dashboards');
  await page.getByRole('link', { name: 'Acme Shoes — Monthly report' }).first().click();
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Copy URL')).toBeVisible();
  await page.getByRole('button', { name: /Report period/ }).click();
  await expect(page.getByRole('radio', { name: 'Last 7 days' })).toBeVisible();
  const bodies = await Promise.all([...scripts].map(async (url) => ({ url, body: await (await page.request.get(url)).text() })));
  expect(bodies.filter(({ body }) => body.includes('dismissableLayer.pointerDownOutside'))).toHaveLength(1);
});
