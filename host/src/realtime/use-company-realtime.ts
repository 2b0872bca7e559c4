import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { applyCompanyRefreshAtom, applySourceUpdateAtom, applySubscriptionUpdateAtom, loadPageConfig, matchRoute, pageConfigAtom, reportError, useLocation, type RouteName } from '@pulseboard/shared';

/** Pages that are documents rather than the application (printed, or shown on another site): nothing on them is kept live. */
const DOCUMENT_ROUTES: ReadonlySet<string> = new Set<RouteName>(['dashboard.print', 'dashboard.embed']);

/**
 * Keeps the company-wide data live: subscribes to the company's private
 * channel once a user is signed in. The realtime client is loaded only
 * then, so it never weighs on the first paint, and never on a print view
 * or an embed, which are documents. After a gap in the connection the
 * company is read again, since what was broadcast meanwhile never arrived.
 */
export function useCompanyRealtime(): void {
  const config = useAtomValue(pageConfigAtom);
  const applySourceUpdate = useSetAtom(applySourceUpdateAtom);
  const applySubscriptionUpdate = useSetAtom(applySubscriptionUpdateAtom);
  const applyCompanyRefresh = useSetAtom(applyCompanyRefreshAtom);
  const companyId = config?.user ? config.company?.id : undefined;
  const realtime = config?.realtime;
  const { pathname } = useLocation();
  const onDocument = DOCUMENT_ROUTES.has(matchRoute(pathname)?.route.name ?? '');

  useEffect(() => {
    if (companyId === undefined || !realtime?.enabled || onDocument) return undefined;
    let disconnect: (() => void) | undefined;
    let cancelled = false;
    import('@pulseboard/shared/realtime')
      .then(({ connectCompanyRealtime }) => {
        if (cancelled) return;
        disconnect = connectCompanyRealtime(realtime, companyId, {
          onSourceUpdated: applySourceUpdate,
          onSubscriptionUpdated: applySubscriptionUpdate,
          onMissedEvents: () => {
            loadPageConfig()
              .then(applyCompanyRefresh)
              .catch((error: unknown) => reportError(error, { area: 'realtime' }));
          },
          onError: (error) => reportError(error, { area: 'realtime' }),
        });
      })
      .catch((error: unknown) => reportError(error, { area: 'realtime' }));
    return () => {
      cancelled = true;
      disconnect?.();
    };
  }, [companyId, realtime, onDocument, applySourceUpdate, applySubscriptionUpdate, applyCompanyRefresh]);
}
