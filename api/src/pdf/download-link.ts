import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RenderAudience } from './render-token.js';
import { keyFor } from '../lib/keys.js';
import { passwordFingerprint } from '../dashboards/password-token.js';

/** What a download link carries, besides the dashboard's permalink in its path. */
export interface PdfDownload {
  dashboardId: number;
  key: string;
  audience: RenderAudience;
  filename: string;
  /** Epoch milliseconds. */
  expires: number;
  /** The dashboard's password as the link was made (passwordMark): signed, never in the link itself. */
  password: string;
}

/**
 * What a link for `audience` is bound to of the dashboard's password: a public
 * link stops working once a password is set or changed, as the visitors'
 * tokens do; members need none.
 */
export const passwordMark = (audience: RenderAudience, passwordHash: string | null): string => (audience === 'public' && passwordHash !== null ? passwordFingerprint(passwordHash) : '');

const payloadOf = ({ dashboardId, key, audience, filename, expires, password }: PdfDownload) => `pdf-download:${dashboardId}:${key}:${audience}:${expires}:${password}:${filename}`;
const sign = (appKey: string, download: PdfDownload) => createHmac('sha256', keyFor(appKey, 'pdf-download')).update(payloadOf(download)).digest('base64url');

/**
 * The address a finished PDF is downloaded from: signed and expiring, since a
 * plain link (what the browser follows to download) cannot carry a password
 * token. The route still checks the viewer against the audience it was made for.
 */
export function downloadPath(appKey: string, permalink: string, download: PdfDownload): string {
  const query = new URLSearchParams({ audience: download.audience, name: download.filename, expires: String(download.expires), signature: sign(appKey, download) });
  return `/api/dashboards/${encodeURIComponent(permalink)}/pdf/files/${download.key}?${query.toString()}`;
}

export function verifyDownload(appKey: string, download: PdfDownload, signature: string, now = Date.now()): boolean {
  const expected = Buffer.from(sign(appKey, download));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) && download.expires > now;
}

/** `attachment` with an ASCII fallback name and the exact UTF-8 one (RFC 6266, RFC 5987). */
export function attachmentHeader(filename: string): string {
  // Accents drop their marks (é → e); other non-ASCII characters (dashes, emoji) become "-".
  const fallback = filename
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '-')
    .replace(/["\\]/g, '');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
