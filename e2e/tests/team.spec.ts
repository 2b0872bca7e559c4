import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, lastMailTo, logIn, uniqueEmail } from '../support/session.js';

test('an admin invites a teammate, who joins through the e-mailed link, signs in and is kept out of the admin screens', async ({ page, browser }) => {
  const email = uniqueEmail('teammate');
  await logIn(page, DEMO_ADMIN);
  await page.getByRole('navigation').getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a teammate' });
  await dialog.getByLabel('Name').fill('Tina Teammate');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  const row = page.getByRole('row', { name: /Tina Teammate/ });
  await expect(row).toContainText('Invited, link valid until');

  const link = lastMailTo(email).match(/https?:\/\/\S+\/password\/reset\/\S+invitation=1/)?.[0];
  expect(link).toBeDefined();
  const teammate = await browser.newPage();
  await teammate.goto(new URL(link as string).pathname + new URL(link as string).search);
  await expect(teammate.getByRole('heading', { name: 'Join your team' })).toBeVisible();
  await expect(teammate.getByLabel('Email')).toHaveValue(email);
  await teammate.getByLabel('Password', { exact: true }).fill('tina-secret-1');
  await teammate.getByLabel('Confirm password').fill('tina-secret-1');
  await teammate.getByRole('button', { name: 'Join' }).click();

  // A teammate gives the two consents of their own before anything else.
  await expect(teammate).toHaveURL(/\/users\/\d+$/);
  await teammate.getByLabel(/terms and conditions/).check();
  await teammate.getByLabel('I am 16 years of age or older').check();
  await teammate.getByRole('button', { name: 'Save', exact: true }).click();
  await teammate.getByRole('navigation').getByRole('link', { name: 'Dashboards' }).click();
  await expect(teammate.getByRole('heading', { name: 'Dashboards', exact: true })).toBeVisible();
  await expect(teammate.getByRole('navigation').getByRole('link', { name: 'Users' })).toHaveCount(0);
  await teammate.goto('/company/users');
  await expect(teammate).toHaveURL(/\/dashboards$/);

  await page.reload();
  await expect(page.getByRole('row', { name: /Tina Teammate/ })).toContainText('Active');
  await teammate.close();
});

test('an admin names the company and gives it a logo, which brands the shell', async ({ page }) => {
  await logIn(page, DEMO_ADMIN);
  await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
  const form = page.getByRole('form', { name: 'Company details' });
  await expect(form.getByLabel('Company name')).toHaveValue('Demo Agency');
  await form.getByLabel('Phone').fill('+1 555 0100');
  await form.getByLabel('click to upload').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEklEQVR4AWIyTjvzH4SZGKAAAAAA///1ctubAAAABklEQVQDAD4KBM0quBojAAAAAElFTkSuQmCC', 'base64'),
  });
  await expect(form.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', /^\/files\/\d+\/logo-/);
  await form.getByRole('button', { name: 'Save' }).click();
  const brand = page.getByRole('complementary', { name: 'Main navigation' }).getByRole('link', { name: 'Demo Agency' });
  await expect(brand.locator('img')).toHaveAttribute('src', /^\/files\/\d+\/logo-/);
  await page.reload();
  await expect(page.getByRole('form', { name: 'Company details' }).getByLabel('Phone')).toHaveValue('+1 555 0100');
  await expect(brand).toBeVisible();
});
