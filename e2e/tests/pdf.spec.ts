import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { exportPdf } from '../support/pdf-export.js';
import { readPdf } from '../support/pdf-reader.js';
import { DEMO_ADMIN, logIn } from '../support/session.js';

const REPORT = 'Acme Shoes — Monthly report';
/** Render, poll and download take a few seconds with a cold browser. */
const PDF_TIMEOUT_MS = 60_000;

/** Text as the PDF holds it is placed glyph run by glyph run, with ligatures (ﬃ): compare it without spaces, ligatures spelt out. */
const compact = (text: string) => text.normalize('NFKC').replace(/\s+/g, '');

async function reportPermalink(page: Page): Promise<string> {
  const list = await page.request.get(`/api/dashboards?search=${encodeURIComponent('Monthly report')}`);
  const report = (await list.json()).data.find((dashboard: { name: string }) => dashboard.name === REPORT);
  return report.permalink as string;
}

test('the demo monthly report renders to a PDF: its pages, its text, and charts drawn as vectors', async ({ page }) => {
  test.setTimeout(PDF_TIMEOUT_MS * 2);
  await logIn(page, DEMO_ADMIN);
  const permalink = await reportPermalink(page);
  const file = await exportPdf(page, permalink, { startDate: '2026-02-01', endDate: '2026-02-28' }, PDF_TIMEOUT_MS);
  const pdf = await readPdf(await file.body());

  // A4 landscape pages, numbered "n / total" in the footer; the widgets need a few of them.
  expect(pdf.pages).toBeGreaterThanOrEqual(2);
  expect(pdf.pages).toBeLessThanOrEqual(8);
  const text = compact(pdf.text);
  expect(text).toContain(compact(`1 / ${pdf.pages}`));
  expect(text).toContain(compact(`${pdf.pages} / ${pdf.pages}`));
  // The header: name, period and comparison; then widget titles, table cells and chart labels, all as text.
  expect(text).toContain(compact(REPORT));
  expect(text).toContain(compact('Feb 1 – 28, 2026 compared with Jan 4 – 31, 2026'));
  for (const title of ['Sessions and users', 'Traffic by channel', 'Top pages', 'Campaigns']) expect(text).toContain(compact(title));
  expect(text).toContain(compact('Feb 14'));
  // Lines, areas, bars and slices are painted paths, not pictures.
  expect(pdf.paths).toBeGreaterThan(100);
});

test('PDF export on the demo report: generating, then the download arrives by itself, and again on a second click', async ({ page }) => {
  test.setTimeout(PDF_TIMEOUT_MS * 2);
  await logIn(page, DEMO_ADMIN);
  await page.getByRole('link', { name: REPORT }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: REPORT })).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).click();

  const firstDownload = page.waitForEvent('download', { timeout: PDF_TIMEOUT_MS });
  await page.getByRole('button', { name: 'PDF export' }).click();
  await expect(page.getByRole('button', { name: 'Generating PDF' })).toBeVisible();
  const download = await firstDownload;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${REPORT} .+ \\d{4}\\.pdf$`));
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(compact((await readPdf(bytes)).text)).toContain(compact(REPORT));

  const ready = page.getByRole('button', { name: 'Download PDF' });
  await expect(ready).toBeVisible();
  const secondDownload = page.waitForEvent('download');
  await ready.click();
  expect((await secondDownload).suggestedFilename()).toBe(download.suggestedFilename());
  await expect(page.getByRole('button', { name: 'PDF export' })).toBeVisible();
});
