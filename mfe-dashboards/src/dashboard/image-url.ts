import { appUrl } from '@pulseboard/shared';

/**
 * Images a dashboard points at (logos, uploads) are files on this site or
 * full http(s) addresses; anything else (javascript:, data:, relative tricks)
 * is not shown. A file of the app is addressed at the app's origin, which is
 * not the page's in a script embed.
 */
export function imageUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  return /^(https?:\/\/|\/(?!\/))/i.test(value) ? appUrl(value) : null;
}
