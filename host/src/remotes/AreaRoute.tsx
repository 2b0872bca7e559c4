import { Suspense, useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { PageLoader, pageConfigAtom, type RemoteName, type RouteName } from '@pulseboard/shared';
import { NotFoundPage } from '../pages/ErrorPage.js';
import { AreaErrorBoundary } from './AreaErrorBoundary.js';
import { pluginStatesAtom, retryPlugin } from './plugin-store.js';
import { RemoteFallback } from './RemoteFallback.js';
import { useLoadArea } from './use-load-area.js';
import { useScreenCode } from './use-screen-code.js';

/** Renders a route's screen from its remote (loading it when first needed), or the area's loader or fallback. */
export function AreaRoute({ area, name }: { area: RemoteName; name: RouteName }) {
  const state = useAtomValue(pluginStatesAtom)[area];
  const setStates = useSetAtom(pluginStatesAtom);
  const remotes = useAtomValue(pageConfigAtom)?.remotes ?? [];
  const loadArea = useLoadArea();
  const retry = () => void retryPlugin(remotes, area, setStates);
  useEffect(() => loadArea(area), [loadArea, area]);
  const route = state?.status === 'ready' ? state.plugin.routes.find((candidate) => candidate.name === name) : undefined;
  const codeLoaded = useScreenCode(route?.Component);

  if (!state || state.status === 'loading') return <PageLoader />;
  if (state.status === 'failed') return <RemoteFallback area={area} error={state.error} onRetry={retry} />;
  if (!route) return <NotFoundPage />;
  if (!codeLoaded) return <PageLoader />;
  const { Component } = route;
  return (
    <AreaErrorBoundary key={name} fallback={(error, reset) => <RemoteFallback area={area} error={error} onRetry={reset} />}>
      {/* Remotes may hand over lazy screens, so a screen's code loads when it is opened. */}
      <Suspense fallback={<PageLoader />}>
        <Component />
      </Suspense>
    </AreaErrorBoundary>
  );
}
