import { expect, test, type Page } from '@playwright/test';
import { sql } from '../support/database.js';
import { register, uniqueEmail } from '../support/session.js';

const stepOf = async (page: Page) => page.evaluate(async () => (await (await fetch('/api/page-config')).json()).onboarding as number);

/** The row of a domain in the group's table. */
const rowOf = (page: Page, domain: string) => page.getByRole('table', { name: 'Domains' }).locator(`tr[data-domain="${domain}"]`);

test('a new user takes the group flow from the intro: creates a group, adds a domain, switches to 30 days, snoozes, and is told to add more domains', async ({ page }) => {
  await register(page, { name: 'Gus Groups', email: uniqueEmail('gus'), password: 'long-enough' });
  await expect(page).toHaveURL(/\/intro$/);
  await page.getByRole('main').getByText('Mission Control', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 1, Create Mission Control Group: the card leads to the create page, which holds the user.
  await page.getByRole('navigation').getByRole('link', { name: 'Mission Control' }).click();
  await expect(page.getByRole('region', { name: 'Getting started' })).toContainText('Step 1 of 4');
  await page.getByRole('link', { name: 'Start now' }).click();
  await expect(page).toHaveURL(/\/groups\/create$/);
  await page.getByLabel('Group name').fill('Gus’s clients');
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gus’s clients' })).toBeVisible();
  await expect.poll(() => stepOf(page)).toBe(2);

  // Step 2, Add Domain: the group's page holds the user until a domain is added; its figures show at once.
  const groupUrl = page.url();
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboards' }).click();
  await expect(page).toHaveURL(groupUrl);
  const held = page.getByRole('dialog');
  await expect(held).toContainText('Add Domain');
  await held.getByRole('button', { name: 'OK' }).click();
  await page.getByLabel('Add a domain').fill('https://www.Gus-Shop.com/pricing');
  await page.getByRole('button', { name: 'Add domain' }).click();
  await expect(rowOf(page, 'www.gus-shop.com')).toBeVisible();
  await expect(rowOf(page, 'www.gus-shop.com').locator('td[data-metric="sessions"]')).toContainText('Sample data');
  await expect.poll(() => stepOf(page)).toBe(3);

  // A domain typed again is refused under the field.
  await page.getByLabel('Add a domain').fill('www.gus-shop.com');
  await page.getByRole('button', { name: 'Add domain' }).click();
  await expect(page.getByText('www.gus-shop.com is already in this group.')).toBeVisible();

  // Step 3, Switch Between 7 and 30 days: the window goes into the address.
  await page.getByRole('button', { name: '30 days', exact: true }).click();
  await expect(page).toHaveURL(/\?days=30$/);
  await expect(page.getByRole('button', { name: '30 days', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => stepOf(page)).toBe(4);

  // Step 4, Snooze Alerts: snoozing the domain finishes the flow with the note on adding domains.
  await page.getByRole('button', { name: 'Snooze all of www.gus-shop.com' }).click();
  const snooze = page.getByRole('dialog', { name: 'Snooze alerts' });
  await snooze.getByLabel(/Why/).fill('Client relaunches next week');
  await snooze.getByRole('button', { name: 'Snooze' }).click();
  const finished = page.getByRole('dialog');
  await expect(finished).toContainText('Your first group is set up. Add more domains to it any time');
  await expect.poll(() => stepOf(page)).toBe(5);
  await finished.getByRole('button').first().click();
  await expect(rowOf(page, 'www.gus-shop.com')).toContainText('by Gus Groups: “Client relaunches next week”');
});

test('an admin sees a domain turn alerting when its traffic falls, flagged as its own, and listed with the group', async ({ page }) => {
  const email = uniqueEmail('ada');
  await register(page, { name: 'Ada Alerts', email, password: 'long-enough' });
  await expect(page).toHaveURL(/\/intro$/);
  // Past onboarding: this admin knows the product.
  await sql(`UPDATE users SET onboarding = 6, flow = 'dashboard' WHERE email = $1`, [email]);
  await page.goto('/groups/create');
  await page.getByLabel('Group name').fill('Retail');
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Retail' })).toBeVisible();
  for (const domain of ['ada-shoes.com', 'ada-coffee.com', 'ada-tents.com']) {
    await page.getByLabel('Add a domain').fill(domain);
    await page.getByRole('button', { name: 'Add domain' }).click();
    await expect(rowOf(page, domain)).toBeVisible();
  }
  await expect(rowOf(page, 'ada-tents.com')).not.toContainText('Alerting');

  // The site's traffic of the last week falls to a third, as gathered from its source.
  await sql(
    `UPDATE campaign_metrics m SET value = round(value / 3) FROM campaign_domains d
      WHERE d.id = m.domain_id AND d.domain = 'ada-tents.com' AND m.metric = 'sessions' AND m.day > current_date - 7`,
  );
  await page.getByRole('button', { name: 'Check now' }).click();
  const tents = rowOf(page, 'ada-tents.com');
  await expect(tents.getByText('Alerting').first()).toBeVisible();
  await expect(tents).toContainText('This domain only');
  await expect(page.getByRole('table', { name: 'Domains' }).getByRole('rowheader').first()).toContainText('ada-tents.com');

  await page.getByRole('navigation').getByRole('link', { name: 'Mission Control' }).click();
  const retail = page.getByRole('table', { name: 'Groups' }).getByRole('row', { name: /Retail/ });
  await expect(retail).toContainText('1 alerting');
  await expect(retail).toContainText('ada-tents.com · Sessions');
  await expect(page.getByRole('table', { name: 'Alerts' })).toContainText('ada-tents.com');
});
