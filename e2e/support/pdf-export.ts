import { expect, type APIResponse, type Page } from '@playwright/test';

/**
 * Exports a dashboard's PDF through the API as the share menu does: asks,
 * polls with the check token while it answers 202, and downloads the file
 * the 200 points at (from `downloadFrom`, another instance of the product,
 * when given). Fails if it is not ready within `timeoutMs`.
 */
export async function exportPdf(page: Page, permalink: string, range: { startDate: string; endDate: string }, timeoutMs: number, downloadFrom?: string): Promise<APIResponse> {
  const query = new URLSearchParams({ timezone: 'UTC', date_range: JSON.stringify(range) });
  let answer = await page.request.get(`/api/dashboards/${permalink}/pdf?${query}`);
  const deadline = Date.now() + timeoutMs;
  while (answer.status() === 202 && Date.now() < deadline) {
    const { check } = await answer.json();
    await page.waitForTimeout(500);
    answer = await page.request.get(`/api/dashboards/${permalink}/pdf?${query}&check=${check}`);
  }
  expect(answer.status()).toBe(200);
  const link: string = (await answer.json()).data.url;
  const file = await page.request.get(downloadFrom ? new URL(link, downloadFrom).toString() : link);
  expect(file.headers()['content-type']).toBe('application/pdf');
  return file;
}
