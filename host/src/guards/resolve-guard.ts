import { hasBothConsents, isAdmin, pathTo, type CurrentUser, type RouteDefinition } from '@pulseboard/shared';

export interface GuardContext {
  user: CurrentUser | null;
  /** Onboarding step; above 0 means the intro was passed. */
  onboardingStep: number;
  params: Readonly<Record<string, string | undefined>>;
  /** Path and query being opened, to come back to after signing in. */
  location: string;
}

const ERROR_PAGES = new Set(['notFound', 'forbidden', 'subscriptionRequired']);

/** Routes a user without both consents may still open (spec §2 guard 2, §6). */
function consentExempt(route: RouteDefinition, context: GuardContext, user: CurrentUser): boolean {
  if (route.name === 'company.subscription') return true;
  return route.name === 'user' && context.params.userId === String(user.id);
}

/**
 * The navigation guards of spec §2, in their order of concern. Returns where
 * to send the visitor instead, or null to let the route render.
 *
 * Guard 1 reads "routes whose name contains dashboard" as the shared-dashboard
 * routes (show, print, real-time): the dashboards list and creation page stay
 * private. Anonymous visitors go to the login page and come back afterwards.
 */
export function resolveGuard(route: RouteDefinition, context: GuardContext): string | null {
  if (ERROR_PAGES.has(route.name)) return null;
  const { user } = context;

  // 1. Visitors who are not signed in reach only the public and sign-in routes.
  if (!user) {
    if (route.access === 'public' || route.access === 'guest') return null;
    return pathTo('login', {}, { redirect: context.location });
  }
  if (route.access === 'guest') return pathTo('dashboards.index');

  // 2. Both consents are needed everywhere but the own user page and the subscription page.
  if (!hasBothConsents(user)) {
    return consentExempt(route, context, user) ? null : pathTo('user', { userId: user.id });
  }

  // 3. The intro comes first; once passed, it is not shown again.
  const introPassed = context.onboardingStep > 0;
  if (!introPassed && route.name !== 'intro') return pathTo('intro');
  if (introPassed && route.name === 'intro') return pathTo('company.sources');

  // 5. Admin-only routes (the user page also admits the user themself).
  if (route.access === 'admin' && !isAdmin(user)) return pathTo('dashboards.index');
  if (route.access === 'adminOrSelf' && !isAdmin(user) && context.params.userId !== String(user.id)) {
    return pathTo('dashboards.index');
  }
  return null;
}
