import { SourceAuthError, SourceLimitError, SourceProviderError, SourceQuotaError } from '../types.js';

/** Semrush answers an error as a line of text, `ERROR 132 :: API UNITS BALANCE IS ZERO`, with HTTP 200 or 4xx alike. */
const ERROR_LINE = /^ERROR (\d+) :: (.*)$/;

/** "Nothing found": the site has no data in that database, an empty report rather than a failure. */
export const NOTHING_FOUND = 50;

/** The key is wrong, malformed, missing or its API access is off: the user must give another. */
const AUTH_CODES = new Set([120, 121, 122, 130]);
/** Too many requests at once: worth another try shortly. */
const RATE_LIMIT = 131;
/** The units balance, or the account's total limit, is used up until the plan renews or more units are bought. */
const LIMIT_CODES = new Set([132, 134]);

export interface SemrushError {
  code: number;
  message: string;
}

/** The error a Semrush answer's text holds, if it is one. */
export function semrushErrorOf(body: string): SemrushError | undefined {
  const match = ERROR_LINE.exec(body.trim());
  return match ? { code: Number(match[1]), message: match[2]!.trim() } : undefined;
}

/** What a Semrush error means for the source (ERROR 50 is not one: callers read it as no rows). */
export function semrushFailure(error: SemrushError, retryAfterMs?: number): Error {
  const said = `Semrush: ${error.message} (ERROR ${error.code})`;
  if (AUTH_CODES.has(error.code)) return new SourceAuthError(said);
  if (error.code === RATE_LIMIT) return new SourceQuotaError(said, retryAfterMs);
  if (LIMIT_CODES.has(error.code)) return new SourceLimitError(`${said}: the Semrush account's API units are used up; figures come back once units are added or the plan renews.`);
  return new SourceProviderError(said, 400);
}
