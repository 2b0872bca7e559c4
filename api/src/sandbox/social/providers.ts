import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { SocialProvider } from '@pulseboard/shared/contracts';
import { GRAPH_VERSION } from '../../connectors/meta/endpoints.js';

/** The ways a token request fails, each answered in the provider's own shape. */
export type TokenFailure = 'invalid_client' | 'invalid_grant' | 'used_code' | 'redirect_uri_mismatch' | 'unsupported_grant_type' | 'server_error';

/** How one provider looks and answers: its paths (below its own prefix), its cancel redirect, its token answers and errors. */
export interface ProviderFlavour {
  label: string;
  /** The brand colour of its sign-in page. */
  colour: string;
  authorizePath: string;
  approvePath: string;
  tokenPath: string;
  /** Facebook's token endpoint is a Graph GET as well as a POST. */
  tokenOnGet: boolean;
  issuer?: string;
  jwksPath?: string;
  userinfoPath?: string;
  mePath?: string;
  /** The parameters the provider adds to the redirect when the person cancels. */
  cancelParams: Record<string, string>;
  /** Facebook appends this to every redirect back. */
  fragment?: string;
  tokenAnswer(accessToken: string, idToken: string | undefined): Record<string, unknown>;
  tokenError(reply: FastifyReply, failure: TokenFailure): FastifyReply;
}

const oauthError = (reply: FastifyReply, status: number, error: string, description: string) => reply.code(status).header('cache-control', 'no-store').send({ error, error_description: description });

/** Graph API errors: {error: {message, type, code, error_subcode?, fbtrace_id}}. */
const graphError = (reply: FastifyReply, status: number, body: { message: string; type: string; code: number; error_subcode?: number; is_transient?: boolean }) =>
  reply.code(status).send({ error: { ...body, fbtrace_id: randomBytes(8).toString('base64url') } });

export const FLAVOURS: Record<SocialProvider, ProviderFlavour> = {
  google: {
    label: 'Google',
    colour: '#0b57d0',
    authorizePath: '/o/oauth2/v2/auth',
    approvePath: '/o/oauth2/v2/approve',
    tokenPath: '/token',
    tokenOnGet: false,
    issuer: 'https://accounts.google.com',
    jwksPath: '/oauth2/v3/certs',
    userinfoPath: '/openidconnect/v1/userinfo',
    cancelParams: { error: 'access_denied' },
    tokenAnswer: (accessToken, idToken) => ({
      access_token: accessToken,
      expires_in: 3599,
      scope: 'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
      token_type: 'Bearer',
      id_token: idToken,
    }),
    tokenError(reply, failure) {
      if (failure === 'invalid_client') return oauthError(reply, 401, 'invalid_client', 'Unauthorized');
      if (failure === 'redirect_uri_mismatch') return oauthError(reply, 400, 'redirect_uri_mismatch', 'Bad Request');
      if (failure === 'unsupported_grant_type') return oauthError(reply, 400, 'unsupported_grant_type', 'Invalid grant_type');
      if (failure === 'server_error') return oauthError(reply, 503, 'temporarily_unavailable', 'The service is currently unavailable.');
      return oauthError(reply, 400, 'invalid_grant', failure === 'used_code' ? 'Bad Request' : 'Malformed auth code.');
    },
  },
  linkedin: {
    label: 'LinkedIn',
    colour: '#0a66c2',
    authorizePath: '/oauth/v2/authorization',
    approvePath: '/oauth/v2/authorization/approve',
    tokenPath: '/oauth/v2/accessToken',
    tokenOnGet: false,
    issuer: 'https://www.linkedin.com/oauth',
    jwksPath: '/oauth/openid/jwks',
    userinfoPath: '/v2/userinfo',
    cancelParams: { error: 'user_cancelled_authorize', error_description: 'The user cancelled the authorization' },
    tokenAnswer: (accessToken, idToken) => ({ access_token: accessToken, expires_in: 5_184_000, scope: 'email,openid,profile', token_type: 'Bearer', id_token: idToken }),
    tokenError(reply, failure) {
      if (failure === 'invalid_client') return oauthError(reply, 401, 'invalid_client', 'Client authentication failed');
      if (failure === 'redirect_uri_mismatch')
        return oauthError(reply, 400, 'invalid_request', 'Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code. Or authorization code expired.');
      if (failure === 'unsupported_grant_type') return oauthError(reply, 400, 'unsupported_grant_type', 'A required parameter "grant_type" is missing or invalid');
      if (failure === 'server_error') return oauthError(reply, 500, 'server_error', 'An internal server error occurred');
      return oauthError(reply, 400, 'invalid_request', 'Unable to retrieve access token: authorization code not found');
    },
  },
  facebook: {
    label: 'Facebook',
    colour: '#1877f2',
    authorizePath: `/${GRAPH_VERSION}/dialog/oauth`,
    approvePath: `/${GRAPH_VERSION}/dialog/oauth/approve`,
    tokenPath: `/${GRAPH_VERSION}/oauth/access_token`,
    tokenOnGet: true,
    mePath: `/${GRAPH_VERSION}/me`,
    cancelParams: { error: 'access_denied', error_code: '200', error_description: 'Permissions error', error_reason: 'user_denied' },
    fragment: '_=_',
    tokenAnswer: (accessToken) => ({ access_token: accessToken, token_type: 'bearer', expires_in: 5_183_944 }),
    tokenError(reply, failure) {
      if (failure === 'invalid_client') return graphError(reply, 400, { message: 'Error validating client secret.', type: 'OAuthException', code: 1, error_subcode: 1349118 });
      if (failure === 'redirect_uri_mismatch')
        return graphError(reply, 400, {
          message: 'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
          type: 'OAuthException',
          code: 100,
          error_subcode: 36008,
        });
      if (failure === 'used_code') return graphError(reply, 400, { message: 'This authorization code has been used.', type: 'OAuthException', code: 100, error_subcode: 36009 });
      if (failure === 'server_error')
        return graphError(reply, 500, { message: 'An unexpected error has occurred. Please retry your request later.', type: 'OAuthException', code: 2, is_transient: true });
      if (failure === 'unsupported_grant_type') return graphError(reply, 400, { message: 'Unsupported grant_type', type: 'OAuthException', code: 100 });
      return graphError(reply, 400, { message: 'Invalid verification code format.', type: 'OAuthException', code: 100, error_subcode: 36007 });
    },
  },
};

export { graphError };
