import type { Browser } from '@playwright/test';
import { SignJWT } from 'jose';
import { apiCall, DEMO_ADMIN, logIn } from './session.js';

/** An embed token as an agency's server signs it (docs/embedding.md): HS256 with the company's embed secret. */
export function signEmbedToken(secret: string, permalink: string, { params = {}, expiresIn = '10m' }: { params?: Record<string, unknown>; expiresIn?: string | number } = {}): Promise<string> {
  return new SignJWT({ resource: { dashboard: permalink }, params }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(expiresIn).sign(new TextEncoder().encode(secret));
}

/** What an embedding spec leaves behind, taken back as the demo admin: its dashboard archived, no site allowed. */
export async function undoEmbedding(browser: Browser, baseURL: string | undefined, dashboardId: number): Promise<void> {
  const page = await browser.newPage({ baseURL });
  await logIn(page, DEMO_ADMIN);
  await apiCall(page, 'DELETE', `/api/dashboards/${dashboardId}/archive`);
  await apiCall(page, 'PUT', '/api/company/embedding', { allowedSites: [] });
  await page.close();
}
