import { ApiError, type EmbedErrorCode } from '@pulseboard/shared';

/** Why an embedded dashboard is not shown: what the viewer reads, and the code the page's `error` event carries. */
export interface EmbedFailure {
  code: EmbedErrorCode;
  message: string;
}

export const EMBED_FAILURES = {
  tokenInvalid: { code: 'token-invalid', message: 'This embed link is not valid.' },
  tokenExpired: { code: 'token-expired', message: 'This embed link has expired.' },
  notFound: { code: 'not-found', message: 'This dashboard does not exist or is not shared.' },
  // No password form in a frame: a protected dashboard is embedded with a signed token, which the API takes instead.
  password: { code: 'failed', message: 'This dashboard is password protected: embed it with a signed token.' },
  failed: { code: 'failed', message: 'This dashboard could not be loaded.' },
  rangeLocked: { code: 'range-locked', message: "This embedded dashboard's date range is locked." },
  // A script embed's requests carry the page's origin, which the API checks against the allowed sites (a frame's refusal is the API's own page).
  siteNotAllowed: { code: 'site-not-allowed', message: 'This site is not allowed to show this dashboard.' },
} as const satisfies Record<string, EmbedFailure>;

const codeOf = (body: unknown): unknown => (typeof body === 'object' && body !== null && 'code' in body ? body.code : undefined);

/** What the API's refusal of an embed means; null for a failure nobody expects (reported to error tracking). */
export function expectedEmbedFailure(error: unknown): EmbedFailure | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 403 && codeOf(error.body) === 'token-expired') return EMBED_FAILURES.tokenExpired;
  if (error.status === 403 && codeOf(error.body) === 'token-invalid') return EMBED_FAILURES.tokenInvalid;
  if (error.status === 403 && codeOf(error.body) === 'site-not-allowed') return EMBED_FAILURES.siteNotAllowed;
  if (error.status === 404) return EMBED_FAILURES.notFound;
  if (error.status === 422) return EMBED_FAILURES.password;
  return null;
}
