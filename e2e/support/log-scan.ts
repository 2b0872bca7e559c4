/**
 * What must never appear in the product's log: values of secret query
 * parameters, reset-link tokens, bearer tokens, session cookies, the
 * sandbox's OAuth tokens, and password fields. (The demo login printed at
 * start is meant to be read.)
 */
const LEAKS: Array<[what: string, pattern: RegExp]> = [
  ['a secret query parameter', /[?&](?:code|state|signature|auth_signature|token|_token|access_token|refresh_token|id_token|password|client_secret)=(?!\[redacted\])[^&#"\s]/i],
  ['a reset-link token', /\/password\/reset\/(?!\[redacted\])[^/?#"\s]+/],
  ['a bearer token', /Bearer\s+(?!\[redacted\])[A-Za-z0-9._~+/-]{8,}/],
  ['a session cookie', /pulseboard_session=[^;"\s]+/],
  ['a sandbox OAuth token', /ya29\.[A-Za-z0-9_-]+|"refresh_token":"[^"]/],
  ['a password', /"(?:password|password_confirmation|new_password)":"(?!\[redacted\])/],
];

/** Every line of a log that leaks one of the above, with what it leaks. */
export function leaksIn(log: string): string[] {
  return log.split('\n').flatMap((line) => LEAKS.filter(([, pattern]) => pattern.test(line)).map(([what]) => `${what}: ${line.slice(0, 300)}`));
}

/** The log's warnings and errors (pino levels 40 and up), for the console. */
export function problemsIn(log: string): string[] {
  return log.split('\n').filter((line) => /"level":(?:[4-6]\d)\b/.test(line));
}
