import { chromium, expect, test } from '@playwright/test';
import { sql } from '../support/database.js';
import { DEMO_ADMIN, logIn } from '../support/session.js';

const DOMAIN = 'reports.northwind-digital.com';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEklEQVR4AWIyTjvzH4SZGKAAAAAA///1ctubAAAABklEQVQDAD4KBM0quBojAAAAAElFTkSuQmCC', 'base64');

test("a verified white-label domain serves the agency's public dashboard and sign-in page under its brand, never the product's", async ({ page, baseURL }) => {
  await logIn(page, DEMO_ADMIN);
  await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
  const details = page.getByRole('form', { name: 'Company details' });
  await expect(details.getByLabel('Company name')).toHaveValue('Demo Agency');
  // Another spec may have given the company a logo already: this one starts from none.
  const removeLogo = details.getByRole('button', { name: 'Remove logo' });
  if (await removeLogo.isVisible()) await removeLogo.click();
  await details.getByLabel('click to upload').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(details.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', /^\/files\/\d+\/logo-/);
  const logo = await details.getByRole('img', { name: 'Logo' }).getAttribute('src');
  await details.getByRole('button', { name: 'Save' }).click();

  // The admin sets the domain and is shown the records to create.
  const domainForm = page.getByRole('form', { name: 'White-label domain' });
  await domainForm.getByLabel('Domain').fill(DOMAIN);
  await domainForm.getByRole('button', { name: 'Save domain' }).click();
  const records = page.getByRole('table', { name: 'Records of the domain' });
  await expect(records.getByRole('row', { name: new RegExp(`^CNAME ${DOMAIN.replaceAll('.', '\\.')}`) })).toBeVisible();
  await expect(records.getByRole('row', { name: new RegExp(`_pulseboard\\.${DOMAIN.replaceAll('.', '\\.')}`) })).toContainText('pulseboard-domain-verification=');
  // The agency's DNS stands in here: the checks themselves run against a DNS server in whitelabel.test.ts.
  await sql('update companies set domain_verified_at = now() where domain = $1', [DOMAIN]);
  expect((await page.request.get(`/tls-ask?domain=${DOMAIN}`)).status()).toBe(200);

  const [board] = (await (await page.request.get('/api/dashboards?search=Monthly')).json()).data as Array<{ permalink: string; name: string }>;
  expect(board).toBeDefined();

  // A client opens the agency's address, which points at this server.
  const port = new URL(baseURL as string).port;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', `--host-resolver-rules=MAP ${DOMAIN} 127.0.0.1`] });
  try {
    const client = await browser.newPage();
    await client.goto(`http://${DOMAIN}:${port}/dashboards/${board!.permalink}`);
    await expect(client.getByRole('heading', { level: 1, name: board!.name })).toBeVisible();
    await expect(client.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', logo as string);
    await expect(client).toHaveTitle(`${board!.name} | Demo Agency`);
    await expect(client.locator('body')).not.toContainText('Pulseboard');

    await client.goto(`http://${DOMAIN}:${port}/login`);
    await expect(client.getByRole('form', { name: 'Log in' })).toBeVisible();
    await expect(client).toHaveTitle('Log in | Demo Agency');
    await expect(client.getByRole('main')).toContainText('Demo Agency');
    await expect(client.getByRole('main').locator('img')).toHaveAttribute('src', logo as string);
    await expect(client.locator('body')).not.toContainText('Pulseboard');
  } finally {
    await browser.close();
    await sql('update companies set domain = null, domain_verified_at = null, domain_dns = null where domain = $1', [DOMAIN]);
  }
});
