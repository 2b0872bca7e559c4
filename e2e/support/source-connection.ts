import { expect, type Page } from '@playwright/test';

/**
 * Connects a source the way a user does: the sources screen, the type, for a
 * type that asks for an account first the sandbox's filled in and Connect,
 * then the provider's sandbox consent page. Its id.
 */
export async function connect(page: Page, type: RegExp, consent: { heading: string; button: string; fillAccount?: string }): Promise<number> {
  await page.goto('/company/sources');
  await page.getByRole('button', { name: 'Connect a source' }).first().click();
  await page.getByRole('button', { name: type }).click();
  if (consent.fillAccount) {
    await page.getByRole('button', { name: consent.fillAccount }).click();
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
  }
  await expect(page.getByText(consent.heading)).toBeVisible();
  await page.getByRole('button', { name: consent.button }).click();
  await expect(page).toHaveURL(/\/company\/sources\?connected=\d+/);
  return Number(new URL(page.url()).searchParams.get('connected'));
}

/** Creates a dashboard from a source template on the chosen source and account, and expects every widget to show figures. */
export async function createFromTemplate(page: Page, choice: { name: string; template: RegExp; sourceLabel: string; sourceId: number; account: string; widgets: number }) {
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

/** Connects a token source the way a user does in sandbox mode: the type, the fake's details filled in by the form, Connect. Its id. */
export async function connectWithCredentials(page: Page, type: RegExp, fill: string): Promise<number> {
  await page.goto('/company/sources');
  await page.getByRole('button', { name: 'Connect a source' }).first().click();
  await page.getByRole('button', { name: type }).click();
  await page.getByRole('button', { name: fill }).click();
  const created = page.waitForResponse((response) => response.url().endsWith('/api/sources') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return ((await answer.json()) as { data: { id: number } }).data.id;
}
