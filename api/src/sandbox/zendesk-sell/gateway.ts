import { randomBytes } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GrantRefusal, GrantToken } from '../fake-grants.js';
import type { SellAccountFixture, SellMember } from './fixtures.js';
import type { ZendeskSellSandboxState } from './state.js';

/** Sell's error envelope: {errors: [{error: {code, message, details}, meta}], meta: {type: "errors", http_status, logref}}. */
export function sellError(reply: FastifyReply, status: number, code: string, message: string, details?: string) {
  return reply.code(status).send({
    errors: [{ error: { code, message, ...(details ? { details } : {}) }, meta: { type: 'error', links: { more_info: 'https://developer.zendesk.com/api-reference/sales-crm/errors/' } } }],
    meta: { type: 'errors', http_status: `${status} ${STATUS_CODES[status] ?? ''}`.trim(), logref: randomBytes(12).toString('hex') },
  });
}

/** A 422 on a query parameter, as Sell answers values it cannot take. */
export const invalidParam = (reply: FastifyReply, name: string, details: string) => sellError(reply, 422, 'validation_failed', `Invalid value of the ${name.slice(0, 40)} parameter.`, details);

const REFUSALS: Record<GrantRefusal, string> = {
  invalid: 'The access token provided is invalid.',
  expired: 'The access token provided has expired.',
  revoked: 'The access token provided has been revoked.',
};

/** Wait the fake asks for once throttled (Sell counts 36,000 calls an hour per token). */
const RETRY_AFTER_S = 60;

/** A call that passed the gateway: the token's meaning, its user and the user's account. */
export interface SellCall {
  token: GrantToken;
  member: SellMember;
  account: SellAccountFixture;
}

/**
 * What Sell checks before a resource answers: a User-Agent (400
 * invalid_user_agent without one), a live token with the scope the
 * resource needs, then the permission, throttling and outage switches.
 * Undefined when the error answer was sent.
 */
export function authenticate(state: ZendeskSellSandboxState, scope: 'read' | 'profile', request: FastifyRequest, reply: FastifyReply): SellCall | undefined {
  if (!request.headers['user-agent']?.trim()) {
    return void sellError(reply, 400, 'invalid_user_agent', 'The User-Agent header is missing.', 'Every request must identify its client in the User-Agent header.');
  }
  const raw = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const token = raw ? state.verify(raw, 'access') : 'invalid';
  if (typeof token === 'string') return void sellError(reply.header('www-authenticate', 'Bearer error="invalid_token"'), 401, 'invalid_token', REFUSALS[token]);
  const member = state.user(token.userId);
  if (!member) return void sellError(reply, 401, 'invalid_token', REFUSALS.invalid);
  if (!token.scopes.includes(scope)) return void sellError(reply, 403, 'insufficient_scope', `The access token does not grant the ${scope} scope.`);
  if (state.isOn('permission', token)) return void sellError(reply, 403, 'forbidden', 'You do not have permission to perform this action.');
  if (state.isOn('quota', token)) {
    reply.header('retry-after', String(RETRY_AFTER_S)).header('x-ratelimit-limit', '36000').header('x-ratelimit-remaining', '0');
    return void sellError(reply, 429, 'rate_limit_exceeded', 'You have exceeded the rate limit. Try again later.');
  }
  if (state.isOn('server_error', token)) return void sellError(reply, 500, 'internal_server_error', 'Something went wrong on our side.');
  return { token, member, account: member.account };
}
