import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIResponse, type Page } from '@playwright/test';

export const DEMO_ADMIN = { email: 'demo@example.com', password: 'demo1234' };
export const DEMO_MEMBER = { email: 'member@example.com', password: 'demo1234' };

let counter = 0;
/** An e-mail address no other test run has used. */
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${++counter}@example.com`;

export async function logIn(page: Page, account: { email: string; password: string }, path = '/login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

export async function register(page: Page, fields: { name: string; email: string; password: string }, query = ''): Promise<void> {
  await page.goto(`/register${query}`);
  await page.getByLabel('Full Name').fill(fields.name);
  await page.getByLabel('Email').fill(fields.email);
  await page.getByLabel('Password', { exact: true }).fill(fields.password);
  await page.getByLabel('Confirm password').fill(fields.password);
  await page.getByLabel(/terms and conditions/).check();
  await page.getByLabel('I am 16 years of age or older').check();
  await page.getByRole('button', { name: 'Register' }).click();
}

/** Decodes quoted-printable mail bodies enough to read links out of them. */
const decodeQuotedPrintable = (text: string) => text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * The messages written to the mail folders of these data directories (the
 * product's by default) for a recipient, oldest first, as written (no SMTP
 * is configured in e2e).
 */
export function mailsTo(recipient: string, dataDirs = [process.env.E2E_DATA_DIR as string]): string[] {
  return dataDirs
    .map((dataDir) => path.join(dataDir, 'mail'))
    .filter((folder) => existsSync(folder))
    .flatMap((folder) => readdirSync(folder).map((name) => ({ name, folder })))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name, folder }) => readFileSync(path.join(folder, name), 'utf8'))
    .filter((message) => message.includes(recipient));
}

/** The newest message to a recipient, its quoted-printable body decoded so links can be read out of it. */
export function lastMailTo(recipient: string): string {
  const last = mailsTo(recipient).at(-1);
  if (!last) throw new Error(`No mail to ${recipient}`);
  return decodeQuotedPrintable(last);
}

/** Calls the API as the page's own fetcher would: its cookies, and the CSRF header from its cookie. */
export async function apiCall(page: Page, method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<APIResponse> {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return page.request.fetch(path, { method, data: body, headers: { 'x-xsrf-token': decodeURIComponent(xsrf), 'x-requested-with': 'XMLHttpRequest' } });
}
