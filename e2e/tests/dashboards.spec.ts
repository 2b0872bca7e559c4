import { expect, test, type Page } from '@playwright/test';
import { apiCall, DEMO_ADMIN, logIn } from '../support/session.js';

const REPORT = 'Acme Shoes — Monthly report';

async function openReport(page: Page): Promise<void> {
  await logIn(page, DEMO_ADMIN);
  await page.getByRole('link', { name: REPORT }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: REPORT })).toBeVisible();
}

/** The figure (with its change) a summary widget shows once its data arrived. */
const summaryValue = (page: Page, title: string) => page.getByRole('article', { name: title }).getByRole('listitem').first();

async function createDashboard(page: Page, name: string): Promise<{ id: number; permalink: string }> {
  const created = await apiCall(page, 'POST', '/api/dashboards', { name, template: 'monthly-report' });
  expect(created.status()).toBe(201);
  return (await created.json()).data;
}

test('the demo report: a range changed, its URL copied and opened elsewhere shows exactly the same view', async ({ page, browser, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openReport(page);
  await page.getByRole('button', { name: /Report period/ }).click();
  await page.getByRole('radio', { name: 'Last 7 days' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/startDate=\d{4}-\d{2}-\d{2}&endDate=\d{4}-\d{2}-\d{2}/);
  const period = await page.getByRole('button', { name: /Report period/ }).getAttribute('aria-label');
  await expect(summaryValue(page, 'Sessions')).toHaveText(/\d/);
  const sessions = await summaryValue(page, 'Sessions').textContent();

  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByText('Copy URL').click();
  await expect(page.getByRole('tooltip').filter({ hasText: 'Copied successfully' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(page.url());

  // Someone else, not signed in, opens the link of this public report.
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(copied);
  await expect(strangerPage.getByRole('heading', { level: 1, name: REPORT })).toBeVisible();
  await expect(strangerPage.getByRole('button', { name: /Report period/ })).toHaveAttribute('aria-label', period as string);
  await expect(summaryValue(strangerPage, 'Sessions')).toHaveText(sessions as string);
  await expect(strangerPage.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await stranger.close();
});

test('an owner makes a dashboard public with a password, then gives it a new link: visitors are asked for the password, and the old link is gone', async ({ page, browser }) => {
  await logIn(page, DEMO_ADMIN);
  const board = await createDashboard(page, 'Northwind — Q4 review');

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/dashboards/${board.permalink}`);
  await expect(visitorPage.getByText('Dashboard not found')).toBeVisible();

  await page.goto(`/dashboards/${board.permalink}`);
  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('button', { name: 'Link and password' }).click();
  const sharing = page.getByRole('dialog', { name: 'Link and password' });
  await sharing.getByRole('button', { name: 'Make public' }).click();
  await expect(sharing.getByText('Anyone with the link can view this dashboard without signing in.')).toBeVisible();
  await sharing.getByLabel('Password', { exact: true }).fill('client-only');
  await sharing.getByLabel('Confirm password').fill('client-only');
  await sharing.getByRole('button', { name: 'Set password' }).click();
  await expect(sharing.getByText('Visitors of the link are asked for a password.')).toBeVisible();

  await visitorPage.reload();
  await visitorPage.getByLabel('Password', { exact: true }).fill('not it');
  await visitorPage.getByRole('button', { name: 'View dashboard' }).click();
  await expect(visitorPage.getByText('The password is not correct.')).toBeVisible();
  await visitorPage.getByLabel('Password', { exact: true }).fill('client-only');
  await visitorPage.getByRole('button', { name: 'View dashboard' }).click();
  await expect(visitorPage.getByRole('heading', { level: 1, name: 'Northwind — Q4 review' })).toBeVisible();
  await expect(summaryValue(visitorPage, 'Sessions')).toHaveText(/\d/);
  // The tab keeps its token: a reload shows the dashboard without asking again.
  await visitorPage.reload();
  await expect(summaryValue(visitorPage, 'Sessions')).toHaveText(/\d/);
  await expect(visitorPage.getByLabel('Password', { exact: true })).toHaveCount(0);

  // A new link takes the owner's view to it; the link the visitor has no longer opens the dashboard.
  await sharing.getByRole('button', { name: 'Make a new link' }).click();
  await page.getByRole('dialog', { name: 'Make a new link?' }).getByRole('button', { name: 'Make a new link' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/dashboards/${board.permalink}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind — Q4 review' })).toBeVisible();
  const renewed = new URL(page.url()).pathname;
  await visitorPage.reload();
  await expect(visitorPage.getByText('Dashboard not found')).toBeVisible();
  await visitorPage.goto(renewed);
  await expect(visitorPage.getByLabel('Password', { exact: true })).toBeVisible();
  await visitor.close();
  await apiCall(page, 'DELETE', `/api/dashboards/${board.id}/archive`);
});

test("a returning viewer's report view finds its document and first data asked for by the page itself, each asked once", async ({ page }) => {
  await openReport(page);
  const range = 'startDate=2026-03-01&endDate=2026-03-31';
  await page.goto(`${new URL(page.url()).pathname}?${range}`);
  await expect(summaryValue(page, 'Sessions')).toHaveText(/\d/);
  // The browser now tells its viewport's height (Accept-CH): the next load's page names the first screen's data too.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/dashboards/')) asked.push(request.url());
  });
  await page.reload();
  await expect(summaryValue(page, 'Sessions')).toHaveText(/\d/);
  const byPage = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'link' && entry.name.includes('/api/dashboards/'))
      .map((entry) => new URL(entry.name).pathname)
      // In the order the answers ended, which either may win.
      .sort(),
  );
  const permalink = new URL(page.url()).pathname.split('/')[2];
  expect(byPage).toEqual([`/api/dashboards/${permalink}`, `/api/dashboards/${permalink}/widgets/data`]);
  // The view's own requests took those answers: nothing first was asked twice.
  const firstScreen = asked.filter((url) => !url.includes('widget='));
  expect(firstScreen).toHaveLength(2);
});

test('the print view has no chrome and signals ready 1.5 s after every widget is revealed', async ({ page }) => {
  await openReport(page);
  const path = new URL(page.url()).pathname;
  const contentVisibility = () => page.getByRole('article').evaluateAll((articles) => articles.map((article) => getComputedStyle(article).contentVisibility));
  // On screen the browser may skip the cards far from the viewport.
  expect(new Set(await contentVisibility())).toEqual(new Set(['auto']));
  await page.goto(`${path}/print`);
  const root = page.locator('[data-mode="print"]');
  await expect(root).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  const timing = await page.evaluate(() => {
    const revealed = performance.getEntriesByName('pulseboard:widgets-revealed')[0];
    return { ready: (window as unknown as { __PULSEBOARD_READY__?: boolean }).__PULSEBOARD_READY__, revealedAt: revealed?.startTime ?? null, now: performance.now() };
  });
  expect(timing.ready).toBe(true);
  expect(timing.revealedAt).not.toBeNull();
  expect(timing.now - (timing.revealedAt as number)).toBeGreaterThanOrEqual(1500);
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(13);
  // Outlined by their border: a blurred shadow would be printed as an image per widget.
  expect(
    await page
      .getByRole('article')
      .first()
      .evaluate((article) => getComputedStyle(article).boxShadow),
  ).toBe('none');
  // In print every card is laid out for the PDF, none left to be skipped as off screen.
  expect(new Set(await contentVisibility())).toEqual(new Set(['visible']));
});

test("the print view's exact signal for the PDF renderer comes once every widget is drawn, before the documented ready", async ({ page }) => {
  await openReport(page);
  const path = new URL(page.url()).pathname;
  await page.goto(`${path}/print`);
  await page.waitForSelector('[data-mode="print"][data-drawn="true"]', { state: 'attached', timeout: 30_000 });
  // Read in one go, at the moment of the signal: what the renderer would print then.
  const atSignal = await page.evaluate(() => ({
    ready: document.querySelector('[data-mode="print"]')?.getAttribute('data-ready'),
    widgets: document.querySelectorAll('article').length,
    loading: document.querySelectorAll('[role="status"][aria-label="Loading"]').length,
    charts: document.querySelectorAll('article svg.highcharts-root').length,
  }));
  expect(atSignal).toEqual({ ready: 'false', widgets: 13, loading: 0, charts: expect.any(Number) });
  expect(atSignal.charts).toBeGreaterThan(0);
  await expect(page.locator('[data-mode="print"]')).toHaveAttribute('data-ready', 'true');
});
