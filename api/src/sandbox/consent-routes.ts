import type { FastifyReply } from 'fastify';
import { consentPage, redirectTarget, refusalPage, type ConsentForm, type ConsentLook } from './consent-form.js';
import type { FakeGrants, FakeUser, GrantConsent } from './fake-grants.js';
import type { ProviderFakeOptions } from './fake-options.js';
import { field } from './google/form.js';

/**
 * The browser's side of a fake's authorisation, which does not depend on
 * the provider's wire format beyond its look and the name it gives the code:
 * the refusal page, the consent page for a request the fake accepts, and the
 * answer to that page's form. The fake checks its request's own parameters
 * first, in its provider's words.
 */
export function consentHandlers<S extends string, U extends FakeUser>(look: ConsentLook, options: ProviderFakeOptions<FakeGrants<S, U>>) {
  const { state, client, redirectUriPrefix, companyOfState } = options;
  const refuse = (reply: FastifyReply, title: string, detail: string) =>
    reply
      .code(400)
      .type('text/html; charset=utf-8')
      .send(refusalPage(look, title, detail));

  return {
    refuse,

    /** Providers send codes only to a redirect URI registered for the app; the product registers its callback prefix. */
    registered: (redirectUri: string | undefined): redirectUri is string => !!redirectUri && (!redirectUriPrefix || redirectUri.startsWith(redirectUriPrefix)) && URL.canParse(redirectUri),

    /** The grant obeys the switches of the company whose authorisation carries the OAuth state, so that is looked up now. */
    async show(reply: FastifyReply, request: Pick<GrantConsent, 'redirectUri' | 'state' | 'scopes'>, page: Pick<ConsentForm, 'action' | 'heading' | 'grants'>) {
      const companyId = (request.state ? await companyOfState?.(request.state) : undefined) ?? null;
      const consentId = state.openConsent({ ...request, clientId: client.id, companyId });
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(consentPage(look, { ...page, consentId, users: state.users }));
    },

    /** Allow sends the browser back with a one-use code under `codeParam`; Cancel, or no account chosen, with access_denied. */
    answer(reply: FastifyReply, body: unknown, codeParam: string) {
      const consent = state.closeConsent(field(body, 'consent') ?? '');
      if (!consent) return refuse(reply, 'This page has expired', 'Go back to the app and start again.');
      const user = state.user(field(body, 'user') ?? '');
      if (field(body, 'decision') !== 'allow' || !user) return reply.redirect(redirectTarget(consent.redirectUri, { error: 'access_denied', state: consent.state }), 302);
      return reply.redirect(redirectTarget(consent.redirectUri, { [codeParam]: state.issueCode(consent, user), state: consent.state }), 302);
    },
  };
}
