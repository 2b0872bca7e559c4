import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GrantRefusal } from '../fake-grants.js';
import { restliRequest, RestliSyntaxError, type RestliRequest } from './restli-query.js';
import type { LinkedInSandboxState, LinkedInToken } from './state.js';

/** LinkedIn's error answers: {status, serviceErrorCode, code, message}. */
const linkedInError = (reply: FastifyReply, status: number, body: { code: string; message: string; serviceErrorCode?: number }) => reply.code(status).send({ status, ...body });

export const badRequest = (reply: FastifyReply, message: string) => linkedInError(reply, 400, { code: 'ILLEGAL_ARGUMENT', message, serviceErrorCode: 100 });

/** LinkedIn's refusal of a resource the member has no role on, or the token no scope for. */
export const accessDenied = (reply: FastifyReply, resource: string, version: string) =>
  linkedInError(reply, 403, { code: 'ACCESS_DENIED', message: `Not enough permissions to access: ${resource}.GET.${version.slice(0, 16)}`, serviceErrorCode: 100 });

export const notFound = (reply: FastifyReply, resource: string) => linkedInError(reply, 404, { code: 'NOT_FOUND', message: `Not found: ${resource.slice(0, 80)}`, serviceErrorCode: 100 });

const REFUSALS: Record<GrantRefusal, { code: string; message: string; serviceErrorCode: number }> = {
  invalid: { code: 'INVALID_ACCESS_TOKEN', message: 'Invalid access token', serviceErrorCode: 65600 },
  revoked: { code: 'REVOKED_ACCESS_TOKEN', message: 'The token used in the request has been revoked by the user', serviceErrorCode: 65601 },
  expired: { code: 'EXPIRED_ACCESS_TOKEN', message: 'The token used in the request has expired', serviceErrorCode: 65602 },
};

/** Wait LinkedIn's fake asks for once throttled. */
const RETRY_AFTER_S = 60;

/** Monthly versions LinkedIn serves: the last twelve months'. */
function isActiveVersion(version: string, now: number): boolean {
  const match = /^(\d{4})(\d{2})$/.exec(version);
  if (!match) return false;
  const months = (date: Date) => date.getUTCFullYear() * 12 + date.getUTCMonth();
  const asked = Number(match[1]) * 12 + Number(match[2]) - 1;
  const current = months(new Date(now));
  return Number(match[2]) >= 1 && Number(match[2]) <= 12 && asked <= current && asked > current - 12;
}

/** What a REST call needs: any of these scopes, and the resource named in a refusal. */
export interface RestCall {
  scopes: readonly string[];
  resource: string;
}

/** A REST call that passed the gateway: the token's meaning, the version asked for and the parsed query. */
export interface AuthenticatedCall {
  token: LinkedInToken;
  version: string;
  query: RestliRequest;
}

/**
 * What LinkedIn's API gateway checks before a resource answers: the version
 * headers, a live token with the scope, then the permission, throttling and
 * outage switches, and the query's Rest.li syntax. Undefined when the error
 * answer was sent.
 */
export function authenticate(state: LinkedInSandboxState, call: RestCall, request: FastifyRequest, reply: FastifyReply): AuthenticatedCall | undefined {
  const version = request.headers['linkedin-version'];
  if (typeof version !== 'string' || !version) {
    return void linkedInError(reply, 400, { code: 'VERSION_MISSING', message: 'A version must be present. Please specify a version by adding the LinkedIn-Version header.' });
  }
  if (!isActiveVersion(version, state.now())) return void linkedInError(reply, 426, { code: 'NONEXISTENT_VERSION', message: `Requested version ${version.slice(0, 16)} is not active` });
  const raw = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const token = raw ? state.verify(raw, 'access') : 'invalid';
  if (typeof token === 'string') return void linkedInError(reply, 401, REFUSALS[token]);
  const missing = !call.scopes.some((scope) => token.scopes.includes(scope));
  if (missing || state.isOn('permission', token)) return void accessDenied(reply, call.resource, version);
  if (state.isOn('quota', token)) {
    reply.header('retry-after', String(RETRY_AFTER_S));
    return void linkedInError(reply, 429, { code: 'TOO_MANY_REQUESTS', message: 'Resource level throttle APPLICATION DAY limit for calls to this resource is reached.', serviceErrorCode: 101 });
  }
  if (state.isOn('server_error', token)) return void linkedInError(reply, 500, { code: 'INTERNAL_SERVER_ERROR', message: 'Internal Server Error' });
  if (request.headers['x-restli-protocol-version'] !== '2.0.0') {
    return void badRequest(reply, 'This fake speaks Rest.li 2.0 only: send X-Restli-Protocol-Version: 2.0.0');
  }
  try {
    return { token, version, query: restliRequest(request.url) };
  } catch (error) {
    if (!(error instanceof RestliSyntaxError)) throw error;
    return void badRequest(reply, `Invalid query parameters passed to request: ${error.message}`);
  }
}
