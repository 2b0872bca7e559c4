import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { currentUserAtom, pageConfigAtom, useDocumentTitle, type RouteDefinition } from '@pulseboard/shared';
import { resolveGuard } from '../guards/resolve-guard.js';

/** Applies the navigation guards to one route, then titles the page and renders it. */
export function GuardedRoute({ route, children }: { route: RouteDefinition; children: ReactNode }) {
  const user = useAtomValue(currentUserAtom);
  const onboardingStep = useAtomValue(pageConfigAtom)?.onboarding ?? 0;
  const params = useParams();
  const location = useLocation();
  const target = resolveGuard(route, { user, onboardingStep, params, location: location.pathname + location.search });
  useDocumentTitle(target ? null : route.title);
  if (target) return <Navigate to={target} replace />;
  return <>{children}</>;
}
