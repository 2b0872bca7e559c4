import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_MEMBER, lastMailTo, logIn, register, uniqueEmail } from '../support/session.js';

test('the demo admin logs in and out', async ({ page }) => {
  await logIn(page, DEMO_ADMIN);
  await expect(page).toHaveURL(/\/dashboards$/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboards');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboards$/);
});

test('wrong credentials are refused with a message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
});

test('an anonymous visitor is sent to the login page and comes back after signing in', async ({ page }) => {
  await page.goto('/company/automatic-reports');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcompany%2Fautomatic-reports$/);
  await expect(page).toHaveTitle('Log in | Pulseboard');
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/company\/automatic-reports$/);
  await expect(page.getByRole('heading', { name: 'Automatic Reports', exact: true })).toBeVisible();
});

test('an anonymous visitor may open a shared dashboard route', async ({ page }) => {
  await page.goto('/dashboards/some-permalink');
  await expect(page).toHaveURL(/\/dashboards\/some-permalink$/);
  await expect(page.getByRole('heading', { name: 'Dashboard not found' })).toBeVisible();
});

test('a non-admin opening company settings is sent to the dashboards list', async ({ page }) => {
  await logIn(page, DEMO_MEMBER);
  await page.goto('/company/settings');
  await expect(page).toHaveURL(/\/dashboards$/);
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Sources' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
});

test('unknown paths show the not-found page', async ({ page }) => {
  await logIn(page, DEMO_ADMIN);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a forgotten password is reset through the e-mailed link', async ({ page: registration, browser }) => {
  const email = uniqueEmail('forgetful');
  await register(registration, { name: 'Fay Forgetful', email, password: 'first-password' });
  await expect(registration).toHaveURL(/\/intro$/);

  // Later, on another device with no session.
  const device = await browser.newContext();
  const page = await device.newPage();
  await page.goto('/password/forgot');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/a reset link is on its way/)).toBeVisible();

  const link = /https?:\/\/[^\s"<>]+\/password\/reset\/[^\s"<>]+/.exec(lastMailTo(email))?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link as string).pathname + new URL(link as string).search);
  await page.getByLabel('New password', { exact: true }).fill('second-password');
  await page.getByLabel('Confirm new password').fill('second-password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/intro$/);

  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await logIn(page, { email, password: 'second-password' });
  await device.close();
});
