import { readFileSync } from 'node:fs';
import path from 'node:path';
import Pusher from 'pusher';
import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_MEMBER, logIn } from '../support/session.js';
import { sql } from '../support/database.js';

/**
 * A backend publishing through the built-in server's Pusher HTTP API, with the
 * app credentials the server generated into its data directory.
 */
function serverPublisher(): Pusher {
  const dataDir = process.env.E2E_DATA_DIR as string;
  const read = (file: string) => readFileSync(path.join(dataDir, file), 'utf8').trim();
  const baseURL = new URL(`http://127.0.0.1:${process.env.E2E_PORT}`);
  return new Pusher({ appId: 'pulseboard', key: read('realtime-app.key'), secret: read('realtime-app.secret'), host: baseURL.hostname, port: baseURL.port, useTLS: false });
}

test('a source turning invalid shows banner 125 live, in every tab of the company', async ({ page, browser }) => {
  await logIn(page, DEMO_ADMIN);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await logIn(otherPage, DEMO_ADMIN);
  const companyId: number = await page.evaluate(async () => (await (await fetch('/api/page-config')).json()).company.id);

  await expect(page.locator('[data-code="125"]')).toHaveCount(0);

  // Published until it arrives: the tabs subscribe to the company's private channel shortly after loading.
  await expect
    .poll(async () => {
      await serverPublisher().trigger(`private-company.${companyId}`, 'App\\Events\\CompanySourceUpdated', {
        id: 99,
        sources: [{ id: 99, name: 'google_analytics', account: 'ga@demo.test', invalid: true }],
      });
      return otherPage.locator('[data-code="125"]').count();
    })
    .toBe(1);
  await expect(page.locator('[data-code="125"]')).toHaveCount(1);
  await expect(otherPage.getByRole('link', { name: 'Re-authorise' })).toHaveAttribute('href', '/company');
  await other.close();
});

test('a closed message stays closed for that user after a reload, and not for a teammate', async ({ page, browser }) => {
  const [message] = await sql<{ id: number }>("insert into messages (code, title, body, level) values (300, 'Scheduled maintenance', 'Reports pause on Sunday 02:00 UTC.', 'warning') returning id");
  await logIn(page, DEMO_ADMIN);
  const banner = page.locator(`[data-code="300"]`);
  await expect(banner).toContainText('Scheduled maintenance');
  await banner.getByRole('button', { name: 'Close: Scheduled maintenance' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(banner).toHaveCount(0);

  const teammate = await browser.newContext();
  const teammatePage = await teammate.newPage();
  await logIn(teammatePage, DEMO_MEMBER);
  await expect(teammatePage.locator('[data-code="300"]')).toContainText('Scheduled maintenance');
  await teammate.close();
  await sql('delete from messages where id = $1', [message?.id]);
});
