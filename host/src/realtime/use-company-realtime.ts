import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { applySourceUpdateAtom, applySubscriptionUpdateAtom, pageConfigAtom, reportError } from '@pulseboard/shared';

/**
 * Keeps the company-wide data live: subscribes to the company's private
 * channel once a user is signed in. The realtime client (laravel-echo and
 * pusher-js) is loaded only then, so it never weighs on the first paint.
 */
export function useCompanyRealtime(): void {
  const config = useAtomValue(pageConfigAtom);
  const applySourceUpdate = useSetAtom(applySourceUpdateAtom);
  const applySubscriptionUpdate = useSetAtom(applySubscriptionUpdateAtom);
  const companyId = config?.user ? config.company?.id : undefined;
  const realtime = config?.realtime;

  useEffect(() => {
    if (companyId === undefined || !realtime?.enabled) return undefined;
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
  }, [companyId, realtime, applySourceUpdate, applySubscriptionUpdate]);
}
