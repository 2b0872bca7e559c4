import type { FastifyReply, FastifyRequest } from 'fastify';
import { graphError } from '../social/providers.js';
import { field } from '../google/form.js';
import { usageHeaders, type UsageOwner } from './envelope.js';
import type { MetaSandboxState, MetaToken, TokenRefusal } from './state.js';

/** Meta's error answers, each as the Graph API words it ({error: {message, type, code, error_subcode, fbtrace_id}}). */
const REFUSALS: Record<TokenRefusal, { message: string; code: number; error_subcode?: number }> = {
  malformed: { message: 'Invalid OAuth access token - Cannot parse access token', code: 190 },
  expired: { message: 'Error validating access token: Session has expired. The current time is later than the expiry of the token.', code: 190, error_subcode: 463 },
  revoked: {
    message: 'Error validating access token: The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.',
    code: 190,
    error_subcode: 460,
  },
};

export const badParameter = (reply: FastifyReply, message: string) => graphError(reply, 400, { message: `(#100) ${message}`, type: 'OAuthException', code: 100 });

/** An id the token cannot see answers as one that does not exist, as the Graph API does. */
export const unknownObject = (reply: FastifyReply, id: string) =>
  graphError(reply, 400, {
    message: `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
    type: 'GraphMethodException',
    code: 100,
    error_subcode: 33,
  });

/** What a Graph call needs: any of these permissions; and whose budget besides the app's it spends. */
export interface GraphCall {
  permissions: readonly string[];
  owner?: UsageOwner;
}

/** The token of a Graph request: the access_token parameter, or an Authorization header (Bearer or OAuth). */
function tokenOf(request: FastifyRequest): string | undefined {
  const header = /^(?:Bearer|OAuth)\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const body = request.body && typeof request.body === 'object' ? request.body : undefined;
  return header ?? field(request.query, 'access_token') ?? field(body, 'access_token');
}

/**
 * What the Graph front end checks before a method runs: a live token, then
 * the permission, the throttling and the outage switches, in that order.
 * The token's meaning, or undefined when the error answer was sent.
 */
export function authenticate(state: MetaSandboxState, call: GraphCall, request: FastifyRequest, reply: FastifyReply): MetaToken | undefined {
  const raw = tokenOf(request);
  if (!raw) return void graphError(reply, 400, { message: 'An active access token must be used to query information about the current user.', type: 'OAuthException', code: 2500 });
  const token = state.verify(raw);
  if (typeof token === 'string') return void graphError(reply, 400, { ...REFUSALS[token], type: 'OAuthException' });
  usageHeaders(reply, state, token, call.owner);
  const missing = !call.permissions.some((permission) => token.scopes.includes(permission));
  if (missing || state.isOn('permission', token)) {
    return void graphError(reply, 400, { message: `(#200) Requires ${call.permissions.join(' or ')} permission to manage the object`, type: 'OAuthException', code: 200 });
  }
  if (state.isOn('quota', token)) {
    return void (call.owner && call.owner.type !== 'pages'
      ? graphError(reply, 400, {
          message: 'There have been too many calls from this ad-account. Wait a bit and try again.',
          type: 'OAuthException',
          code: 80000,
          error_subcode: 2446079,
          is_transient: true,
        })
      : graphError(reply, 400, { message: '(#17) User request limit reached', type: 'OAuthException', code: 17, error_subcode: 2446079, is_transient: true }));
  }
  if (state.isOn('server_error', token))
    return void graphError(reply, 500, { message: 'An unexpected error has occurred. Please retry your request later.', type: 'OAuthException', code: 2, is_transient: true });
  return token;
}
