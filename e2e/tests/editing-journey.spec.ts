import { expect, test } from '@playwright/test';
import { addSampleWidget } from '../support/editor.js';
import { apiCall, DEMO_ADMIN, logIn } from '../support/session.js';

test('an agency builds a dashboard from scratch in the editor: chart, table with a calculated metric, summary, text; resized, merged, restyled, and all of it there after a reload', async ({
  page,
}) => {
  // A whole editing session: about 20 s on its own on two cores, and more while the API suite runs beside it.
  test.setTimeout(90_000);
  await logIn(page, DEMO_ADMIN);
  const { permalink } = (await (await apiCall(page, 'POST', '/api/dashboards', { name: 'Acme — built by hand' })).json()).data;
  await page.goto(`/dashboards/${permalink}`);
  await page.getByRole('button', { name: 'Edit dashboard' }).click();

  await addSampleWidget(page, { title: 'Sessions over time', metrics: ['Sessions'], dimension: 'Date', format: 'Chart' });
  await addSampleWidget(page, { title: 'Users over time', metrics: ['Users'], dimension: 'Date', format: 'Chart' });
  await addSampleWidget(page, { title: 'Traffic by channel', metrics: ['Sessions', 'Conversions'], dimension: 'Channel', format: 'Table' }, async (editor) => {
    await editor.getByRole('button', { name: 'Add a calculated metric' }).click();
    await editor.getByLabel('Metric name').fill('Conversion rate');
    await editor.getByLabel('Expression').fill('{Traffic by channel:conversions} / {Traffic by channel:sessions} * 100');
    await editor.getByRole('button', { name: 'Add metric' }).click();
    await expect(editor.getByRole('region', { name: 'Calculated metrics' })).toContainText('Conversion rate');
  });
  await addSampleWidget(page, { title: 'Conversions', metrics: ['Conversions'], format: 'Summary (single numbers)' });

  await page.getByRole('button', { name: 'Add text' }).click();
  const text = page.getByRole('dialog');
  await text.getByLabel('Title').fill('Notes for the client');
  await text.getByLabel('Text', { exact: true }).fill('Conversions rose after the new checkout went live.');
  await text.getByRole('button', { name: 'Save widget' }).click();

  // Resize the summary to one column, and merge the two charts over dates.
  await page.getByRole('combobox', { name: 'Size of Conversions' }).selectOption('1x1');
  await page.getByRole('combobox', { name: 'Merge Users over time into' }).selectOption({ label: 'Sessions over time' });
  await page.getByRole('dialog').getByRole('button', { name: 'Merge' }).click();
  await expect(page.getByRole('article', { name: 'Users over time' })).toHaveCount(0);

  // Restyle: the widgets' background.
  await page.getByRole('button', { name: 'Dashboard settings' }).click();
  const settings = page.getByRole('dialog');
  await settings.getByLabel('Widget background colour').fill('#fef6e4');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Done editing' }).click();
  await page.reload();

  const chart = page.getByRole('article', { name: 'Sessions over time' });
  await expect(chart).toContainText('Sessions');
  await expect(chart).toContainText('Users');
  await expect(page.getByRole('article', { name: 'Users over time' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Traffic by channel' }).getByRole('columnheader', { name: /Conversion rate/ })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Conversions' })).toHaveAttribute('data-size', '1x1');
  await expect(page.getByRole('article', { name: 'Notes for the client' })).toContainText('new checkout went live');
  await expect(page.getByRole('article', { name: 'Conversions' })).toHaveCSS('background-color', 'rgb(254, 246, 228)');
});
