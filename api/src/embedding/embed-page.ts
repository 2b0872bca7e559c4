import { randomBytes } from 'node:crypto';
import { EMBED_MESSAGE_NAMESPACE, EMBED_MESSAGE_VERSION } from '@pulseboard/shared/contracts';
import { EMBED_REFUSALS } from './embed-access.js';

/**
 * The embed page's framing rules. The hard guarantee is the CSP's
 * `frame-ancestors`: the browser shows the page only inside the app itself
 * or a site the company allowed. A browser that blocks it shows its own
 * empty error, so when the frame's request names the page around it (its
 * Referer, an origin by the default referrer policy) and that site is not
 * allowed, a short page says so instead, with nothing of the dashboard.
 */

/** The page's CSP with its `frame-ancestors` replaced by the sites allowed to frame it. */
export function withFrameAncestors(policy: string, allowedSites: readonly string[]): string {
  const ancestors = ["'self'", ...allowedSites].join(' ');
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !directive.startsWith('frame-ancestors'));
  return [...directives, `frame-ancestors ${ancestors}`].join('; ');
}

/** The origin of the page framing this request, when the browser says it is a frame and names its parent; else null. */
export function framingOrigin(headers: { 'sec-fetch-dest'?: string | string[]; referer?: string }): string | null {
  if (headers['sec-fetch-dest'] !== 'iframe' || !headers.referer) return null;
  try {
    return new URL(headers.referer).origin;
  } catch {
    return null;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The refusal shown in a frame on a site not allowed: readable in the frame
 * (any ancestor may show it: it holds nothing), and told to the page as the
 * embed's `error` event, by the only script the page runs (its nonce).
 */
export function refusedEmbedPage(site: string): { html: string; policy: string } {
  const nonce = randomBytes(16).toString('base64');
  const message = EMBED_REFUSALS['site-not-allowed'];
  const event = { namespace: EMBED_MESSAGE_NAMESPACE, version: EMBED_MESSAGE_VERSION, type: 'error', payload: { code: 'site-not-allowed', message } };
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dashboard not available</title>
<style>body{margin:0;padding:24px;font:15px/1.5 system-ui,sans-serif;color:#1f2937;background:#fff}h1{font-size:17px;margin:0 0 8px}</style></head>
<body><h1>${escapeHtml(message)}</h1><p>${escapeHtml(site)} is not among the sites the dashboard's owner allowed to embed it. They can add it under Share, Embed.</p>
<script nonce="${nonce}">window.parent.postMessage(${JSON.stringify(event).replace(/</g, '\\u003c')}, '*');</script></body></html>`;
  return { html, policy: `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; frame-ancestors *` };
}
