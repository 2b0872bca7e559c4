import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_REMOTE_ATTRIBUTE } from '@pulseboard/shared/contracts';
import { areaOfPath } from '@pulseboard/shared/path-area';
import type { RemoteEntries } from './remote-entries.js';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The shell's page for an address (a request's URL): the built index.html, naming the remote
 * entry of the address's area for the browser to fetch beside the shell's
 * own scripts, and for the shell to load that remote from before the page
 * config has arrived (PAGE_REMOTE_ATTRIBUTE); and naming `apiRequests`, the
 * API requests the page's view will make first, for the browser to start
 * before any script runs (the view's own requests then take their answers).
 * Read on every answer, as the static files are: a rebuilt host is served
 * without a restart.
 */
export async function shellPage(hostDir: string, url: string, remotes: Pick<RemoteEntries, 'entryOf'>, apiRequests: readonly string[] = []): Promise<string> {
  const html = await readFile(path.join(hostDir, 'index.html'), 'utf8');
  const area = areaOfPath(url.split('?')[0] ?? '/');
  if (!area || area === 'host') return html;
  const entry = await remotes.entryOf(area);
  // crossorigin="anonymous": the credentials mode of the view's own fetch (same-origin cookies), without which the browser would not match them.
  const requests = apiRequests.map((request) => `<link rel="preload" href="${escapeAttribute(request)}" as="fetch" crossorigin="anonymous" />`).join('');
  return html.replace('</head>', `${requests}<link rel="preload" href="${escapeAttribute(entry)}" as="script" ${PAGE_REMOTE_ATTRIBUTE}="${area}" /></head>`);
}
