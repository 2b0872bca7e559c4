/**
 * Images a dashboard points at (logos, uploads) are files on this site or
 * full http(s) addresses; anything else (javascript:, data:, relative tricks)
 * is not shown.
 */
export function imageUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  return /^(https?:\/\/|\/(?!\/))/i.test(value) ? value : null;
}
