import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readPdf } from '../support/pdf-reader.js';
import { register, uniqueEmail } from '../support/session.js';

/**
 * Billing through the whole product: the subscription screen's quote, the
 * card typed in the card provider's inputs (the sandbox's Stripe.js
 * stand-in), access granted by the fake Stripe's signed webhook, the banner
 * changing live, and the invoice downloaded as a PDF.
 */

/** Types a card into the provider's inputs, as a person would. */
async function typeCard(scope: Page | Locator, number: string): Promise<void> {
  await scope.getByLabel('Card number').fill(number);
  await scope.getByLabel('Expiration date').fill('12 / 34');
  await scope.getByLabel('CVC').fill('123');
}

/** The account fields of the registration form, for a new address. */
async function fillAccount(page: Page, name: string): Promise<void> {
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email').fill(uniqueEmail('payer'));
  await page.getByLabel('Password', { exact: true }).fill('long-enough');
  await page.getByLabel('Confirm password').fill('long-enough');
}

/** Chooses to pay now, gives both consents and registers. */
async function registerPayingNow(page: Page): Promise<void> {
  await page.getByLabel('Pay now and start the subscription').check();
  await page.getByLabel(/terms and conditions/).check();
  await page.getByLabel('I am 16 years of age or older').check();
  await page.getByRole('button', { name: 'Register' }).click();
}

async function newAgency(page: Page, name: string): Promise<void> {
  await register(page, { name, email: uniqueEmail('billing'), password: 'long-enough' });
  await page.getByText('Client dashboards').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/company\/sources$/);
}

test('an admin subscribes by card, raises the dashboard quota after seeing the quote, and downloads the new invoice', async ({ page }) => {
  await newAgency(page, 'Paula Payer');
  // The trial banner cannot be closed (spec §4, 120).
  await expect(page.getByText('You are on a free trial.')).toBeVisible();

  await page.goto('/company/subscription');
  await expect(page.getByRole('heading', { name: 'Company Subscription' })).toBeVisible();
  const plan = page.getByRole('form', { name: 'Choose your plan' });
  await plan.getByLabel('Dashboards').fill('3');
  await plan.getByLabel('Dashboards').blur();
  await plan.getByRole('radio', { name: /^Monthly/ }).check();
  await expect(plan.getByText('Total today')).toBeVisible();
  await expect(plan.getByRole('table', { name: 'Today' })).toContainText('$45.00');
  await plan.getByRole('button', { name: 'Subscribe' }).click();

  const payment = page.getByRole('dialog', { name: 'Pay by card' });
  await typeCard(payment, '4242 4242 4242 4242');
  await payment.getByRole('button', { name: 'Pay $45.00' }).click();
  await expect(page.getByText('your plan is active')).toBeVisible({ timeout: 20_000 });
  // The webhook's realtime event takes the trial banner away without a reload.
  await expect(page.getByText('You are on a free trial.')).toBeHidden();

  const change = page.getByRole('form', { name: 'Change your plan' });
  await change.getByLabel('Dashboards').fill('5');
  await change.getByLabel('Dashboards').blur();
  const today = change.getByRole('table', { name: 'Today' });
  await expect(today).toContainText('2 dashboards added');
  const charged = (await today.getByRole('row').last().textContent()) ?? '';
  const dueToday = /\$[\d,]+\.\d{2}/.exec(charged)?.[0];
  expect(dueToday).toBeDefined();
  await expect(change.getByRole('table', { name: 'At each renewal' })).toContainText('$75.00');
  await change.getByRole('button', { name: 'Update plan' }).click();
  await expect(page.getByText('Your plan is now 5 dashboards')).toBeVisible({ timeout: 20_000 });

  await page.goto('/company/invoices');
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.getByRole('row')).toHaveCount(3);
  await expect(invoices).toContainText(dueToday!);
  const newest = invoices.getByRole('row').nth(1);
  const download = page.waitForEvent('download');
  await newest.getByRole('link', { name: /Download PDF of invoice/ }).click();
  const file = await (await download).path();
  const { text } = await readPdf(await readFile(file));
  expect(text).toContain('Plan change, prorated');
  expect(text).toContain(dueToday!);
});

test('a declined card leaves the plan as it was and says why', async ({ page }) => {
  await newAgency(page, 'Dora Declined');
  await page.goto('/company/subscription');
  const plan = page.getByRole('form', { name: 'Choose your plan' });
  await plan.getByRole('button', { name: 'Subscribe' }).click();
  const payment = page.getByRole('dialog', { name: 'Pay by card' });
  await typeCard(payment, '4000 0000 0000 0002');
  await payment.getByRole('button', { name: /^Pay / }).click();
  await expect(payment.getByRole('alert')).toContainText('Your card was declined.');
  await expect(page.getByText('You are on a free trial.')).toBeVisible();
});

test('a visitor registers from a priced link, applies a coupon, pays with the success card and lands in the product subscribed', async ({ page }) => {
  await page.goto('/register?dashboards=5&annual=1&coupons=WELCOME5');
  const plan = page.getByRole('region', { name: 'Your plan' });
  await expect(plan).toContainText('5 dashboards × $150.00 per year');
  await expect(page.getByRole('list', { name: 'Applied coupons' })).toContainText('WELCOME5');
  await fillAccount(page, 'Rhea Registrant');
  await page.getByLabel('Code / Coupon').fill('agency2');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('list', { name: 'Applied coupons' })).toContainText('AGENCY2');
  // 5 dashboards at $150 a year, $5 and $2 off each.
  await expect(plan).toContainText('$715.00');
  await registerPayingNow(page);

  const payment = page.getByRole('region', { name: 'Payment' });
  await typeCard(payment, '4242 4242 4242 4242');
  await payment.getByRole('button', { name: 'Pay $715.00' }).click();
  await expect(page).toHaveURL(/\/intro$/, { timeout: 30_000 });
  await page.getByText('Client dashboards').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.goto('/company/subscription');
  await expect(page.getByRole('form', { name: 'Change your plan' })).toBeVisible();
  await expect(page.getByText('You are on a free trial.')).toBeHidden();
  await page.goto('/company/invoices');
  await expect(page.getByRole('table', { name: 'Invoices' })).toContainText('$715.00');
});

test('a declined card stops registration with the error, and the trial stays open', async ({ page }) => {
  await page.goto('/register?dashboards=2');
  await fillAccount(page, 'Dex Declined');
  await registerPayingNow(page);
  const payment = page.getByRole('region', { name: 'Payment' });
  await typeCard(payment, '4000 0000 0000 0002');
  await payment.getByRole('button', { name: 'Pay $30.00' }).click();
  await expect(payment.getByRole('alert')).toContainText('Your card was declined.');
  await expect(page).toHaveURL(/\/register/);
  await payment.getByRole('button', { name: 'Continue with the free trial instead' }).click();
  await expect(page).toHaveURL(/\/intro$/);
});
