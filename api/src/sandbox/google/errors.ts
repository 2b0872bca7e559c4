import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GoogleSandboxState, Grant } from './state.js';

/**
 * Google API errors in Google's shapes. The newer APIs (GA4 Admin and Data)
 * attach google.rpc details (ErrorInfo, RetryInfo); the v3 APIs (Search
 * Console, userinfo) list legacy `errors[]` with a reason.
 */
export interface GoogleService {
  /** e.g. analyticsdata.googleapis.com */
  host: string;
  /** Any of these scopes lets a token in. */
  scopes: string[];
  flavor: 'v1' | 'v3';
}

interface Failure {
  code: number;
  status: string;
  message: string;
  /** v1: an ErrorInfo reason. */
  reason?: string;
  /** v3: the legacy reason, domain and message. */
  legacy?: { reason: string; domain: string; message: string };
  retryDelay?: string;
}

const SEE_AUTH = 'See https://developers.google.com/identity/sign-in/web/devconsole-project.';

const FAILURES = {
  missing: {
    code: 401,
    status: 'UNAUTHENTICATED',
    message: `Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential. ${SEE_AUTH}`,
    reason: 'CREDENTIALS_MISSING',
    legacy: { reason: 'required', domain: 'global', message: 'Login Required.' },
  },
  invalid: {
    code: 401,
    status: 'UNAUTHENTICATED',
    message: `Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. ${SEE_AUTH}`,
    reason: 'ACCESS_TOKEN_EXPIRED',
    legacy: { reason: 'authError', domain: 'global', message: 'Invalid Credentials' },
  },
  scope: {
    code: 403,
    status: 'PERMISSION_DENIED',
    message: 'Request had insufficient authentication scopes.',
    reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT',
    legacy: { reason: 'insufficientPermissions', domain: 'global', message: 'Insufficient Permission' },
  },
  quota: {
    code: 429,
    status: 'RESOURCE_EXHAUSTED',
    message: "Quota exceeded for quota metric 'Requests' and limit 'Requests per minute per user'.",
    reason: 'RATE_LIMIT_EXCEEDED',
    legacy: { reason: 'rateLimitExceeded', domain: 'usageLimits', message: 'Quota exceeded.' },
    retryDelay: '30s',
  },
  unavailable: { code: 503, status: 'UNAVAILABLE', message: 'The service is currently unavailable.' },
} satisfies Record<string, Failure>;

function sendGoogleError(reply: FastifyReply, service: GoogleService, failure: Failure): FastifyReply {
  const details =
    service.flavor === 'v1' && failure.reason
      ? [
          { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: failure.reason, domain: 'googleapis.com', metadata: { service: service.host } },
          ...(failure.retryDelay ? [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: failure.retryDelay }] : []),
        ]
      : undefined;
  const errors = service.flavor === 'v3' && failure.legacy ? [failure.legacy] : undefined;
  if (failure.code === 401) reply.header('www-authenticate', 'Bearer realm="https://accounts.google.com/", error="invalid_token"');
  return reply.code(failure.code).send({ error: { code: failure.code, message: failure.message, ...(errors ? { errors } : {}), status: failure.status, ...(details ? { details } : {}) } });
}

/** INVALID_ARGUMENT, the answer to a request Google cannot read. */
export function badRequest(reply: FastifyReply, service: GoogleService, message: string): FastifyReply {
  const legacy = { reason: 'invalidParameter', domain: 'global', message };
  return sendGoogleError(reply, service, { code: 400, status: 'INVALID_ARGUMENT', message, legacy });
}

export function permissionDenied(reply: FastifyReply, service: GoogleService, message: string): FastifyReply {
  return sendGoogleError(reply, service, { code: 403, status: 'PERMISSION_DENIED', message, legacy: { reason: 'forbidden', domain: 'global', message } });
}

/**
 * What Google's front end checks before an API method runs: a bearer token
 * that is live and has one of the API's scopes, then the quota. The error
 * switches act here. The token's grant, or undefined when the error answer was sent.
 */
export function authenticate(state: GoogleSandboxState, service: GoogleService, request: FastifyRequest, reply: FastifyReply): Grant | undefined {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return void sendGoogleError(reply, service, FAILURES.missing);
  const grant = state.grantOfAccessToken(token);
  if (!grant) return void sendGoogleError(reply, service, FAILURES.invalid);
  if (!service.scopes.some((scope) => grant.scopes.includes(scope))) return void sendGoogleError(reply, service, FAILURES.scope);
  if (state.isOn('quota', grant)) return void sendGoogleError(reply, service, FAILURES.quota);
  if (state.isOn('server_error', grant)) return void sendGoogleError(reply, service, FAILURES.unavailable);
  return grant;
}
