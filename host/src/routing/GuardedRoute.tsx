import { useEffect, type ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { currentUserAtom, Navigate, onboardingAtom, useDocumentTitle, useLocation, useParams, type RouteDefinition } from '@pulseboard/shared';
import { resolveGuard } from '../guards/resolve-guard.js';
import { currentRouteAtom, heldByStepAtom } from '../onboarding/atoms.js';

/** Applies the navigation guards to one route, then titles the page and renders it. */
export function GuardedRoute({ route, children }: { route: RouteDefinition; children: ReactNode }) {
  const user = useAtomValue(currentUserAtom);
  const onboarding = useAtomValue(onboardingAtom);
  const from = useAtomValue(currentRouteAtom);
  const setCurrentRoute = useSetAtom(currentRouteAtom);
  const setHeldByStep = useSetAtom(heldByStepAtom);
  const params = useParams();
  const location = useLocation();
  const path = location.pathname + location.search;
  const outcome = resolveGuard(route, { user, onboarding, from, params, location: path });

  useDocumentTitle(outcome ? null : route.title);
  useEffect(() => {
    if (outcome?.step) setHeldByStep(outcome.step);
  }, [outcome?.step, setHeldByStep]);
  useEffect(() => {
    if (!outcome) setCurrentRoute({ routeName: route.name, path });
  }, [outcome, route.name, path, setCurrentRoute]);

  if (outcome) return <Navigate to={outcome.to} replace />;
  return <>{children}</>;
}
