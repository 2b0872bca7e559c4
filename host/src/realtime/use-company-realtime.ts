import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { useAtomValue, useSetAtom } from 'jotai';
import { applySourceUpdateAtom, applySubscriptionUpdateAtom, pageConfigAtom, reportError, routeByName } from '@pulseboard/shared';

/** Pages that are documents rather than the application (printed, or shown on another site): nothing on them is kept live. */
const DOCUMENT_PATHS = (['dashboard.print', 'dashboard.embed'] as const).map((name) => routeByName(name).path);

/**
 * Keeps the company-wide data live: subscribes to the company's private
 * channel once a user is signed in. The realtime client (laravel-echo and
 * pusher-js) is loaded only then, so it never weighs on the first paint,
 * and never on a print view or an embed, which are documents.
 */
export function useCompanyRealtime(): void {
  const config = useAtomValue(pageConfigAtom);
  const applySourceUpdate = useSetAtom(applySourceUpdateAtom);
  const applySubscriptionUpdate = useSetAtom(applySubscriptionUpdateAtom);
  const companyId = config?.user ? config.company?.id : undefined;
  const realtime = config?.realtime;
  const { pathname } = useLocation();
  const onDocument = DOCUMENT_PATHS.some((path) => matchPath(path, pathname) !== null);

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
          onError: (error) => reportError(error, { area: 'realtime' }),
        });
      })
      .catch((error: unknown) => reportError(error, { area: 'realtime' }));
    return () => {
      cancelled = true;
      disconnect?.();
    };
  }, [companyId, realtime, onDocument, applySourceUpdate, applySubscriptionUpdate]);
}
