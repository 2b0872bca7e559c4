import { expect, test } from '@playwright/test';
import { register, uniqueEmail } from '../support/session.js';

test('a new agency registers, passes the intro and reaches the dashboards list', async ({ page }) => {
  await page.goto('/register?source=dashboard');
  await expect(page).toHaveTitle('Register | Pulseboard');
  await page.getByLabel('Full Name').fill('Rita Reporter');
  await page.getByLabel('Email').fill(uniqueEmail('rita'));
  await page.getByLabel('Password', { exact: true }).fill('correct-horse');
  await page.getByLabel('Confirm password').fill('correct-horse');
  const registerButton = page.getByRole('button', { name: 'Register' });
  await expect(registerButton).toBeDisabled();
  await page.getByLabel(/terms and conditions/).check();
  await expect(registerButton).toBeDisabled();
  await page.getByLabel('I am 16 years of age or older').check();
  await registerButton.click();

  // Guard 3: a new user passes the intro first, whatever they open.
  await expect(page).toHaveURL(/\/intro$/);
  await expect(page).toHaveTitle('Intro | Pulseboard');
  await page.goto('/dashboards');
  await expect(page).toHaveURL(/\/intro$/);

  await page.getByText('Client dashboards').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/company\/sources$/);
  await expect(page.getByRole('heading', { name: 'Company Sources' })).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Dashboards' }).click();
  await expect(page).toHaveURL(/\/dashboards$/);
  await expect(page.getByRole('heading', { name: 'Dashboards', exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Dashboards | Pulseboard');

  // The registrant is the admin of their new company: admin-only pages open.
  await page.goto('/company/settings');
  await expect(page.getByRole('heading', { name: 'Company Settings' })).toBeVisible();

  // The intro is not shown again once passed.
  await page.goto('/intro');
  await expect(page).toHaveURL(/\/company\/sources$/);
});

test('registration errors from the server appear next to their fields', async ({ page }) => {
  await register(page, { name: 'Dup Licate', email: 'demo@example.com', password: 'long-enough' });
  await expect(page.getByText('The email has already been taken.')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('a user who withdraws a consent is held on their user page until it is given again', async ({ page }) => {
  await register(page, { name: 'Cora Consent', email: uniqueEmail('cora'), password: 'long-enough' });
  await page.getByText('Mission Control').first().click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/company\/sources$/);

  await page.getByRole('link', { name: 'Cora Consent' }).click();
  const userPage = page.url();
  await page.getByLabel('I am 16 years of age or older').uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile was saved.')).toBeVisible();

  // Guard 2: everything but the own user page and the subscription page leads back here.
  await page.goto('/dashboards');
  await expect(page).toHaveURL(userPage);
  await page.goto('/company/subscription');
  await expect(page.getByRole('heading', { name: 'Company Subscription' })).toBeVisible();

  await page.goto(userPage);
  await page.getByLabel('I am 16 years of age or older').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile was saved.')).toBeVisible();
  await page.goto('/dashboards');
  await expect(page).toHaveURL(/\/dashboards$/);
});
