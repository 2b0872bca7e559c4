import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GrantRefusal, GrantToken } from '../fake-grants.js';
import type { TikTokSandboxState } from './state.js';

/** TikTok's envelope: every answer, success or failure, HTTP 200 unless the gateway itself fails. */
export const envelope = (code: number, message: string, data: unknown = {}) => ({ code, message, request_id: randomBytes(12).toString('hex'), data });

export const ok = (data: unknown) => envelope(0, 'OK', data);

/** A request TikTok refuses for its parameters. */
export const invalidParameter = (reply: FastifyReply, message: string) => reply.send(envelope(40000, `Invalid parameter: ${message}`));

export const noPermission = (reply: FastifyReply, advertiserId: string) =>
  reply.send(envelope(40001, `No permission to operate advertiser ${advertiserId.slice(0, 24)}. Please make sure the advertiser has authorized the app.`));

const REFUSALS: Record<GrantRefusal, [number, string]> = {
  invalid: [40105, 'The access token is invalid or has been revoked.'],
  revoked: [40104, 'The access token has been revoked. Please re-authorize.'],
  expired: [40102, 'The access token has expired. Please re-authorize.'],
};

/**
 * What TikTok's gateway checks before an API answers: the Access-Token
 * header (a Bearer authorization does not count), then the permission,
 * throttling and outage switches. Undefined when the refusal was sent.
 */
export function authenticate(state: TikTokSandboxState, request: FastifyRequest, reply: FastifyReply): GrantToken | undefined {
  const raw = request.headers['access-token'];
  const grant = typeof raw === 'string' && raw ? state.verify(raw) : 'invalid';
  if (typeof grant === 'string') return void reply.send(envelope(...REFUSALS[grant]));
  if (state.isOn('permission', grant)) return void reply.send(envelope(40001, 'No permission to operate this advertiser. The authorization was cancelled or narrowed.'));
  if (state.isOn('quota', grant)) return void reply.send(envelope(40100, 'Too many requests. Please retry in some random time.'));
  if (state.isOn('server_error', grant)) return void reply.send(envelope(50000, 'System error. Please retry later.'));
  return grant;
}

/** The advertisers the grant's user may read (the empty switch hides them from the listing only). */
export const advertisersOf = (state: TikTokSandboxState, grant: GrantToken) => state.user(grant.userId)?.advertisers ?? [];
