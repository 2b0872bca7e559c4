import { expect, test, type Page } from '@playwright/test';
import { apiCall, DEMO_ADMIN, logIn } from '../support/session.js';

const apiPost = (page: Page, path: string, body: unknown) => apiCall(page, 'POST', path, body);

/** The sandbox's control route as the signed-in user (session cookie and XSRF header): it acts on that user's company. */
const sandboxControl = (page: Page, body: Record<string, unknown>) => apiPost(page, `/sandbox/google/control${body.reset ? '/reset' : ''}`, body);

test.afterEach(async ({ page }) => {
  await sandboxControl(page, { reset: true });
});

test('Google Analytics connects through the sandbox consent page, shows its properties and answers widget data; an expired grant turns it invalid live', async ({ page, browser }) => {
  await logIn(page, DEMO_ADMIN);
  await page.goto('/company/sources');
  await page.getByRole('button', { name: 'Connect a source' }).first().click();
  await page.getByRole('button', { name: /Google Analytics 4/ }).click();

  // The provider's consent screen (the local sandbox of Google's).
  await expect(page.getByText('Pulseboard wants to access your Google Account')).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();

  await expect(page).toHaveURL(/\/company\/sources\?connected=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('connected'));
  const item = page.getByRole('listitem', { name: /Google Analytics 4/ });
  await expect(item).toContainText('Connected');
  await item.getByRole('button', { name: 'Properties' }).click();
  const properties = page.getByRole('list', { name: /Properties of/ });
  await expect(properties.getByRole('listitem').first()).toBeVisible();
  const propertyId = await page.evaluate(async (sourceId) => (await (await fetch(`/api/sources/${sourceId}/properties`)).json()).data[0].id, id);

  const query = {
    widget: { instances: [{ id: 'ga', type: 'google_analytics', prefix: 'GA', sourceId: id, config: { property: propertyId, metrics: ['sessions'], dimension: 'date' } }] },
    range: { startDate: '2026-10-01', endDate: '2026-10-07' },
    compare: null,
    timezone: 'UTC',
  };
  const data = (await (await apiPost(page, '/api/widgets/data', query)).json()).data;
  expect(data.rows).toHaveLength(7);
  expect(data.totals['GA:sessions']).toBeGreaterThan(0);
  expect(data.errors).toEqual([]);

  // A second tab of the same company watches.
  const watcher = await browser.newContext();
  const watching = await watcher.newPage();
  await logIn(watching, DEMO_ADMIN, '/login?redirect=%2Fcompany%2Fsources');
  await expect(watching.getByRole('listitem', { name: /Google Analytics 4/ })).toContainText('Connected');

  // Google revokes the grant: the next query finds out, the source turns invalid everywhere at once.
  await sandboxControl(page, { switch: 'revoked', on: true });
  const refused = (await (await apiPost(page, '/api/widgets/data', { ...query, range: { startDate: '2026-09-01', endDate: '2026-09-07' } })).json()).data;
  expect(refused.errors).toEqual([expect.objectContaining({ kind: 'source_invalid', sourceId: id })]);
  const watched = watching.getByRole('listitem', { name: /Google Analytics 4/ });
  await expect(watched).toContainText('Needs re-authorisation');
  await expect(watched.getByRole('button', { name: 'Re-authorise' })).toBeVisible();
  await expect(watching.locator('[data-code="125"]')).toBeVisible();
  await watcher.close();

  // Re-authorising through the consent page makes it valid again.
  await sandboxControl(page, { reset: true });
  await page.reload();
  await page
    .getByRole('listitem', { name: /Google Analytics 4/ })
    .getByRole('button', { name: 'Re-authorise' })
    .click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('listitem', { name: /Google Analytics 4/ })).toContainText('Connected');
  await expect(page.locator('[data-code="125"]')).toHaveCount(0);

  await page.getByRole('button', { name: /Delete Google Analytics 4/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('listitem', { name: /Google Analytics 4/ })).toHaveCount(0);
});
