import { currentStep, hasBothConsents, isAdmin, pathTo, type CurrentUser, type OnboardingFlow, type OnboardingStep, type RouteDefinition, type RouteName } from '@pulseboard/shared';

export interface GuardContext {
  user: CurrentUser | null;
  onboarding: {
    flow: OnboardingFlow | null;
    /** Onboarding step; above 0 means the intro was passed. */
    step: number;
  };
  /** The route the user is leaving, if any. */
  from: { routeName: string; path: string } | null;
  params: Readonly<Record<string, string | undefined>>;
  /** Path and query being opened, to come back to after signing in. */
  location: string;
}

/** Where to go instead; `step` is set when an onboarding step held the user back (guard 4). */
export type GuardOutcome = { to: string; step?: OnboardingStep } | null;

const ERROR_PAGES = new Set(['notFound', 'forbidden', 'subscriptionRequired']);

/**
 * An embedded dashboard sits on another site, where its viewer is always the
 * public whoever is signed in here (the API decides by the embed token): the
 * guards of a signed-in user (consents, intro, onboarding) must not send the
 * frame to a page of the product.
 */
const EMBED_ROUTE: RouteName = 'dashboard.embed';

/** Routes a user without both consents may still open (spec §2 guard 2, §6). */
function consentExempt(route: RouteDefinition, context: GuardContext, user: CurrentUser): boolean {
  if (route.name === 'company.subscription') return true;
  return route.name === 'user' && context.params.userId === String(user.id);
}

/**
 * Guard 4: while a step asks the user to create a dashboard or group (step 1)
 * or to set it up (step 2), leaving the page of that step sends them back to
 * it. The subscription and user pages stay open.
 */
function onboardingHold(route: RouteDefinition, context: GuardContext): GuardOutcome {
  const step = currentStep(context.onboarding.flow, context.onboarding.step);
  const { from } = context;
  if (!step?.holdsOn || from?.routeName !== step.holdsOn || route.name === step.holdsOn) return null;
  if (route.name === 'company.subscription' || route.name === 'user') return null;
  return { to: from.path, step };
}

/**
 * The navigation guards of spec §2, in their order of concern. Returns where
 * to send the visitor instead, or null to let the route render.
 *
 * Guard 1 reads "routes whose name contains dashboard" as the shared-dashboard
 * routes (show, print, real-time): the dashboards list and creation page stay
 * private. Anonymous visitors go to the login page and come back afterwards.
 */
export function resolveGuard(route: RouteDefinition, context: GuardContext): GuardOutcome {
  if (ERROR_PAGES.has(route.name) || route.name === EMBED_ROUTE) return null;
  const { user } = context;

  // 1. Visitors who are not signed in reach only the public and sign-in routes.
  if (!user) {
    if (route.access === 'public' || route.access === 'guest') return null;
    return { to: pathTo('login', {}, { redirect: context.location }) };
  }
  if (route.access === 'guest') return { to: pathTo('dashboards.index') };

  // 2. Both consents are needed everywhere but the own user page and the subscription page,
  // which stays admin-only (guard 5) for a user without them too.
  if (!hasBothConsents(user)) {
    return consentExempt(route, context, user) ? adminOnly(route, context, user) : { to: pathTo('user', { userId: user.id }) };
  }

  // 3. The intro comes first; once passed, it is not shown again.
  const introPassed = context.onboarding.step > 0;
  if (!introPassed && route.name !== 'intro') return { to: pathTo('intro') };
  if (introPassed && route.name === 'intro') return { to: pathTo('company.sources') };

  // 4. Onboarding holds the user on the page of the current step.
  const held = onboardingHold(route, context);
  if (held) return held;

  // 5. Admin-only routes.
  return adminOnly(route, context, user);
}

/** Guard 5: admin-only routes send a non-admin to the dashboards list; the user page also admits the user themself. */
function adminOnly(route: RouteDefinition, context: GuardContext, user: CurrentUser): GuardOutcome {
  if (route.access === 'admin' && !isAdmin(user)) return { to: pathTo('dashboards.index') };
  if (route.access === 'adminOrSelf' && !isAdmin(user) && context.params.userId !== String(user.id)) {
    return { to: pathTo('dashboards.index') };
  }
  return null;
}
