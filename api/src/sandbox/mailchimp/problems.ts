import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GrantToken } from '../fake-grants.js';
import type { MailchimpUser } from './fixtures.js';
import type { MailchimpSandboxState } from './state.js';

const DOCS = 'https://mailchimp.com/developer/marketing/docs/errors/';

/** Mailchimp's error answers: application/problem+json {type, title, status, detail, instance}. */
const problem = (reply: FastifyReply, status: number, title: string, detail: string) =>
  reply.code(status).type('application/problem+json; charset=utf-8').send({ type: DOCS, title, status, detail, instance: randomUUID() });

export const badRequest = (reply: FastifyReply, detail: string) => problem(reply, 400, 'Invalid Resource', detail);
export const notFound = (reply: FastifyReply) => problem(reply, 404, 'Resource Not Found', 'The requested resource could not be found.');

/** A call that passed the gateway: the grant and the account it opens. */
interface AuthenticatedCall {
  grant: GrantToken;
  user: MailchimpUser;
}

/**
 * What the Marketing API checks before it answers: an OAuth token (as
 * `Bearer` or `OAuth`) still valid, sent to its account's data centre, then
 * the permission, throttling and outage switches. Undefined when the error
 * answer was sent.
 */
export function authenticate(state: MailchimpSandboxState, dc: string, request: FastifyRequest, reply: FastifyReply): AuthenticatedCall | undefined {
  const raw = /^(?:Bearer|OAuth)\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const grant = raw ? state.verify(raw) : 'invalid';
  if (typeof grant === 'string') return void problem(reply, 401, 'API Key Invalid', "Your API key may be invalid, or you've attempted to access the wrong datacenter.");
  const user = state.user(grant.userId);
  if (!user || user.dc !== dc) return void problem(reply, 401, 'API Key Invalid', "Your API key may be invalid, or you've attempted to access the wrong datacenter.");
  if (state.isOn('permission', grant)) return void problem(reply, 403, 'Forbidden', 'The user does not have permission to access this resource.');
  if (state.isOn('quota', grant)) return void problem(reply, 429, 'Too Many Requests', 'You have exceeded the limit of 10 simultaneous connections.');
  if (state.isOn('server_error', grant)) return void problem(reply, 500, 'Internal Server Error', 'An unexpected internal error has occurred. Please contact Support for more information.');
  return { grant, user };
}
