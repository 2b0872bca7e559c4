import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

/**
 * Attributes shared by the session and XSRF cookies: whole site, Lax (sent on
 * top-level navigation, not on cross-site posts), Secure over TLS (as seen
 * through a trusted proxy) or when forced by configuration.
 */
export function cookieOptions(request: FastifyRequest, extra: CookieSerializeOptions = {}): CookieSerializeOptions {
  return {
    path: '/',
    sameSite: 'lax',
    secure: request.protocol === 'https' || request.server.config.secureCookie,
    ...extra,
  };
}
