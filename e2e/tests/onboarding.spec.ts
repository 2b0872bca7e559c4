import { expect, test, type Page } from '@playwright/test';
import { addSampleWidget } from '../support/editor.js';
import { register, uniqueEmail } from '../support/session.js';

const HELD = 'Please complete current step to continue.';

/** The message modal of guard 4: the step's title, the required text and its hint; dismissed with OK. */
async function expectHeldBy(page: Page, stepTitle: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(stepTitle);
  await expect(dialog).toContainText(HELD);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
}

const stepOf = async (page: Page) => page.evaluate(async () => (await (await fetch('/api/page-config')).json()).onboarding as number);

test('a new user walks the dashboard onboarding flow to its congratulations, held on the page of each blocking step', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await register(page, { name: 'Olive Onboard', email: uniqueEmail('olive'), password: 'long-enough' });
  await expect(page).toHaveURL(/\/intro$/);
  await page.getByText('Client dashboards').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/company\/sources$/);

  await page.getByRole('button', { name: 'Connect a source' }).first().click();
  await page.getByRole('button', { name: /Sample data/ }).click();
  await expect(page.getByRole('listitem', { name: /Sample data/ })).toBeVisible();

  // Step 1, Create Dashboard: the card points to the create page, which then holds the user.
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboards' }).click();
  await expect(page.getByRole('region', { name: 'Getting started' })).toContainText('Step 1 of 5');
  await page.getByRole('link', { name: 'Start now' }).click();
  await expect(page).toHaveURL(/\/dashboards\/create$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Sources' }).click();
  await expect(page).toHaveURL(/\/dashboards\/create$/);
  await expectHeldBy(page, 'Create Dashboard');

  await page.getByLabel('Dashboard name').fill("Olive's first report");
  await page.getByRole('radio', { name: /Blank/ }).check();
  await page.getByRole('button', { name: /Create/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Olive's first report" })).toBeVisible();
  const dashboardUrl = page.url();
  await expect.poll(() => stepOf(page)).toBe(2);

  // Step 2, Set Data Source: the dashboard holds the user until a widget has a source.
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboards' }).click();
  await expect(page).toHaveURL(dashboardUrl);
  await expectHeldBy(page, 'Set Data Source');

  await page.getByRole('button', { name: 'Edit dashboard' }).click();
  await addSampleWidget(page, { title: 'Sessions', metrics: ['Sessions'], format: 'Table' });
  await expect.poll(() => stepOf(page)).toBe(3);

  // Step 3, Switch to Reporting Mode.
  await page.getByRole('button', { name: 'Done editing' }).click();
  await expect.poll(() => stepOf(page)).toBe(4);

  // Step 4, Set Date Range.
  await page.getByRole('button', { name: /Report period/ }).click();
  await page.getByRole('radio', { name: 'Last 7 days' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => stepOf(page)).toBe(5);

  // Step 5, Share your Dashboard: copying the URL finishes the flow.
  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByText('Copy URL').click();
  const congratulations = page.getByRole('dialog');
  await expect(congratulations).toContainText('Congratulations!');
  await expect(congratulations).toContainText('You have built and shared your first dashboard');
  await congratulations.getByRole('button', { name: "Let's go" }).click();
  await expect.poll(() => stepOf(page)).toBe(6);

  // Finished: nothing holds the user any more, and the card is gone.
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboards' }).click();
  await expect(page).toHaveURL(/\/dashboards$/);
  await expect(page.getByRole('region', { name: 'Getting started' })).toHaveCount(0);
});
