import { expect, test, type Page } from '@playwright/test';
import { sql } from '../support/database.js';
import { uniqueEmail } from '../support/session.js';

const PROVIDERS = [
  { provider: 'google', label: 'Google' },
  { provider: 'facebook', label: 'Facebook' },
  { provider: 'linkedin', label: 'LinkedIn' },
] as const;

/** A social button first asks for both consents; the provider is reached only once both are ticked. */
async function consentThenContinue(page: Page, label: string) {
  await page.getByRole('button', { name: `Continue with ${label}` }).click();
  const modal = page.getByRole('dialog', { name: 'Please confirm checkboxes to proceed' });
  await expect(modal).toBeVisible();
  const proceed = modal.getByRole('button', { name: 'Continue' });
  await expect(proceed).toBeDisabled();
  await modal.getByLabel(/terms and conditions/).check();
  await expect(proceed).toBeDisabled();
  await modal.getByLabel('I am 16 years of age or older').check();
  await proceed.click();
}

/** The sandbox's stand-in for the provider's sign-in page: who to sign in as, then Continue or Cancel. */
async function signInAtProvider(page: Page, label: string, person: { email: string; name: string }) {
  await expect(page.getByText(`Sign in to continue to Pulseboard`)).toBeVisible();
  await expect(page.getByText(`Sandbox: a local stand-in for ${label}'s sign-in`)).toBeVisible();
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Name').fill(person.name);
  await page.getByRole('button', { name: 'Continue' }).click();
}

for (const { provider, label } of PROVIDERS) {
  test(`a visitor registers with ${label} in two clicks after the consents, and signs in with it again`, async ({ page, browser }) => {
    const person = { email: uniqueEmail(provider), name: `${label} Agency Owner` };
    await page.goto('/register?source=dashboard');
    await consentThenContinue(page, label);
    await signInAtProvider(page, label, person);
    // A new account passes the intro first (guard 3).
    await expect(page).toHaveURL(/\/intro$/);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

    const again = await (await browser.newContext()).newPage();
    await again.goto('/login');
    await again.getByRole('button', { name: `Continue with ${label}` }).click();
    await signInAtProvider(again, label, person);
    await expect(again).toHaveURL(/\/intro$/);
    await expect(again.getByRole('button', { name: 'Log out' })).toBeVisible();
    await again.context().close();
  });
}

test('cancelling at the provider returns to the registration screen with a message, signed out', async ({ page }) => {
  await page.goto('/register');
  await consentThenContinue(page, 'Google');
  await expect(page.getByText('Sign in to continue to Pulseboard')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/register\?social=declined&provider=google$/);
  await expect(page.getByText('You cancelled the Google sign-in. Nothing was changed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
});

test('an admin who registered with Google, and so has no password, deletes the company by typing its name', async ({ page }) => {
  const person = { email: uniqueEmail('google-leaving'), name: 'Leaving Agency Owner' };
  await page.goto('/register');
  await consentThenContinue(page, 'Google');
  await signInAtProvider(page, 'Google', person);
  await expect(page).toHaveURL(/\/intro$/);
  // Past onboarding: this admin knows the product.
  await sql(`UPDATE users SET onboarding = 6, flow = 'dashboard' WHERE email = $1`, [person.email]);
  await page.goto('/company/settings');
  const companyName = await page.getByLabel('Company name').inputValue();
  await page.getByRole('button', { name: 'Delete company' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${companyName}?` });
  await expect(dialog.getByLabel('Your password')).toHaveCount(0);
  await dialog.getByLabel("The company's name").fill(`${companyName} typo`);
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(dialog.getByText("Type the company's name exactly as it is shown.")).toBeVisible();
  await dialog.getByLabel("The company's name").fill(companyName);
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await sql('SELECT id FROM users WHERE email = $1', [person.email])).toEqual([]);
});
