import { expect, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { sql } from '../support/database.js';
import { readPdf } from '../support/pdf-reader.js';
import { DEMO_ADMIN, logIn, mailsTo, uniqueEmail } from '../support/session.js';

const REPORT = 'Acme Shoes — Monthly report';
const TIME_ZONE = 'America/New_York';
/** The product's worker looks for due reports every second here; rendering the preview and the PDF takes a few seconds more. */
const SEND_TIMEOUT_MS = 90_000;

/** The month before today in the report's time zone: what a LAST_MONTH report sent now covers. */
function previousMonth(): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit' }).format(new Date()).split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 2, 1)));
}

const compact = (text: string) => text.normalize('NFKC').replace(/\s+/g, '');

test('a monthly report scheduled through the modal goes out at its time, once, with a preview and the PDF, and is listed and deleted under Company', async ({ page }) => {
  test.setTimeout(SEND_TIMEOUT_MS * 2);
  const client = uniqueEmail('client');
  await logIn(page, DEMO_ADMIN);
  await page.getByRole('link', { name: REPORT }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: REPORT })).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('button', { name: 'Mail reporting' }).click();

  const dialog = page.getByRole('dialog', { name: 'Schedule an automatic report' });
  const schedule = dialog.getByRole('button', { name: 'Schedule' });
  // Spec §4 defaults; Schedule waits for a recipient and a valid time.
  await expect(dialog.getByLabel('Period')).toHaveValue('MONTH');
  await expect(dialog.getByLabel('Day')).toHaveValue('FIRST_DAY');
  await expect(dialog.getByLabel('Date range')).toHaveValue('LAST_MONTH');
  await expect(dialog.getByLabel('Attach a PDF')).not.toBeChecked();
  await expect(dialog.getByLabel('Show a preview image')).toBeChecked();
  await expect(schedule).toBeDisabled();
  await dialog.getByLabel('Recipients').fill(`${client}, boss@acme-shoes.example`);
  await expect(schedule).toBeEnabled();
  await dialog.getByLabel('Hour').fill('24');
  await expect(dialog.getByText('The hour must be a whole number from 0 to 23.')).toBeVisible();
  await expect(schedule).toBeDisabled();
  await dialog.getByLabel('Hour').fill('7');
  // Weekly resets the day to Monday; back to monthly, to the first day.
  await dialog.getByLabel('Period').selectOption('WEEK');
  await expect(dialog.getByLabel('Day')).toHaveValue('1');
  await dialog.getByLabel('Period').selectOption('MONTH');
  await expect(dialog.getByLabel('Day')).toHaveValue('FIRST_DAY');
  await dialog.getByLabel('Time zone').selectOption(TIME_ZONE);
  await dialog.getByLabel('Attach a PDF').check();
  await schedule.click();
  await expect(dialog).toBeHidden();
  const events = await page.evaluate(() => ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).filter((entry) => entry.event === 'automaticReportScheduled').length);
  expect(events).toBe(1);

  await page.goto('/company/automatic-reports');
  const row = page.getByRole('row', { name: new RegExp(client) });
  await expect(row).toContainText(REPORT);
  await expect(row).toContainText(`Monthly, first day of the month, 07:00 (${TIME_ZONE})`);
  await expect(row).toContainText('Not sent yet');

  // Its time comes: the worker sends it within a tick, rendering the dashboard for real.
  await sql(`UPDATE automatic_reports SET next_send_at = now() - interval '1 second' WHERE recipients ? $1`, [client]);
  await expect.poll(() => mailsTo(client).length, { timeout: SEND_TIMEOUT_MS }).toBe(1);
  // `cid:` links are left as sent, not swapped for the images' data.
  const message = await simpleParser(mailsTo(client)[0]!, { keepCidLinks: true });
  expect(message.subject).toBe(`${REPORT}: ${previousMonth()}`);
  expect([message.to ?? []].flat().flatMap((to) => to.value.map(({ address }) => address))).toContain('boss@acme-shoes.example');
  expect(message.html).toContain('src="cid:dashboard-preview"');
  const preview = message.attachments.find((part) => part.contentId === '<dashboard-preview>')!;
  expect(preview.content.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(preview.content.length).toBeGreaterThan(20_000);
  const pdf = await readPdf(message.attachments.find((part) => part.contentType === 'application/pdf')!.content);
  expect(pdf.pages).toBeGreaterThanOrEqual(2);
  expect(compact(pdf.text)).toContain(compact(REPORT));
  expect(pdf.paths).toBeGreaterThan(100);

  await page.reload();
  await expect(row).toContainText('Sent');
  // A second look by the worker sends nothing more.
  await page.waitForTimeout(2500);
  expect(mailsTo(client)).toHaveLength(1);

  await row.getByRole('button', { name: /^Delete the report/ }).click();
  await page.getByRole('dialog', { name: 'Delete this automatic report?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  expect(await sql(`SELECT id FROM automatic_reports WHERE recipients ? $1`, [client])).toHaveLength(0);
});
