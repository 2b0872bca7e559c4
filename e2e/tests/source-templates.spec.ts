import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, logIn } from '../support/session.js';

/** Connects a source the way a user does: the sources screen, the type, the provider's sandbox consent page. Its id. */
async function connect(page: Page, type: RegExp, consent: { heading: string; button: string }): Promise<number> {
  await page.goto('/company/sources');
  await page.getByRole('button', { name: 'Connect a source' }).first().click();
  await page.getByRole('button', { name: type }).click();
  await expect(page.getByText(consent.heading)).toBeVisible();
  await page.getByRole('button', { name: consent.button }).click();
  await expect(page).toHaveURL(/\/company\/sources\?connected=\d+/);
  return Number(new URL(page.url()).searchParams.get('connected'));
}

/** Creates a dashboard from a source template on the chosen source and account, and expects every widget to show figures. */
async function createFromTemplate(page: Page, choice: { name: string; template: RegExp; sourceLabel: string; sourceId: number; account: string; widgets: number }) {
  await page.goto('/dashboards/create');
  await page.getByLabel('Dashboard name').fill(choice.name);
  // The template cards are labels around visually hidden radios.
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: choice.template }) })
    .click();
  await expect(page.getByRole('radio', { name: choice.template })).toBeChecked();
  await page.getByLabel(choice.sourceLabel, { exact: true }).selectOption(String(choice.sourceId));
  await page.getByLabel('Account', { exact: true }).selectOption(choice.account);
  await page.getByRole('button', { name: 'Create dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: choice.name })).toBeVisible();
  const widgets = page.getByRole('article');
  await expect(widgets).toHaveCount(choice.widgets);
  for (let index = 0; index < choice.widgets; index += 1) {
    const widget = widgets.nth(index);
    await widget.scrollIntoViewIfNeeded();
    await expect(widget).toContainText(/\d/);
    await expect(widget.getByRole('alert')).toHaveCount(0);
  }
}

test('Google Ads connects through the consent page, and its overview template shows data in every widget', async ({ page }) => {
  await logIn(page, DEMO_ADMIN);
  const sourceId = await connect(page, /Google Ads/, { heading: 'Pulseboard wants to access your Google Account', button: 'Allow' });
  await createFromTemplate(page, { name: 'Acme Outdoor – Google Ads', template: /Google Ads overview/, sourceLabel: 'Google Ads source', sourceId, account: '1234567890', widgets: 7 });
});

test('Instagram connects through Facebook Login, and its growth template shows data in every widget', async ({ page }) => {
  await logIn(page, DEMO_ADMIN);
  const sourceId = await connect(page, /Instagram/, { heading: 'Pulseboard is requesting access to your Facebook account', button: 'Continue' });
  await createFromTemplate(page, { name: 'Acme Outdoor – Instagram', template: /Instagram growth/, sourceLabel: 'Instagram source', sourceId, account: '17841400000000011', widgets: 7 });
});
