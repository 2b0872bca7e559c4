import { expect, test } from '@playwright/test';
import { apiCall, DEMO_ADMIN, DEMO_MEMBER, logIn } from '../support/session.js';

test('an edit survives a reload, and a teammate sees who holds the lock', async ({ page, browser }) => {
  await logIn(page, DEMO_ADMIN);
  const created = await apiCall(page, 'POST', '/api/dashboards', { name: 'Bluebird — weekly notes' });
  const { permalink } = (await created.json()).data;
  await page.goto(`/dashboards/${permalink}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bluebird — weekly notes' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit dashboard' }).click();
  await expect(page.getByRole('button', { name: 'Done editing' })).toBeVisible();

  // A teammate opening it meanwhile cannot edit, and is told who is editing.
  const teammate = await browser.newContext();
  const teammatePage = await teammate.newPage();
  await logIn(teammatePage, DEMO_MEMBER);
  await teammatePage.goto(`/dashboards/${permalink}`);
  await teammatePage.getByRole('button', { name: 'Edit dashboard' }).click();
  await expect(teammatePage.getByText(/Dana Demo is editing this dashboard|Another user is editing this dashboard/)).toBeVisible();
  await expect(teammatePage.getByRole('button', { name: 'Done editing' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add text' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill('What we did this week');
  await dialog.getByLabel('Text', { exact: true }).fill('New landing page live on Tuesday; newsletter sent to 4,200 subscribers.');
  await dialog.getByRole('button', { name: 'Save widget' }).click();
  await expect(page.getByRole('article', { name: 'What we did this week' })).toBeVisible();

  await page.getByRole('button', { name: 'Done editing' }).click();
  await page.reload();
  await expect(page.getByRole('article', { name: 'What we did this week' })).toContainText('newsletter sent to 4,200 subscribers');

  // Once the lock is given back, the teammate may edit.
  await teammatePage.reload();
  await teammatePage.getByRole('button', { name: 'Edit dashboard' }).click();
  await expect(teammatePage.getByRole('button', { name: 'Done editing' })).toBeVisible();
  await teammatePage.getByRole('button', { name: 'Done editing' }).click();
  await teammate.close();
});
