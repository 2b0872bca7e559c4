import { useCallback, useRef, useState } from 'react';
import { preloadable, reportError } from '../core.js';
import type { ConfirmOptions } from './ConfirmDialog.js';
import type { ConfirmValues } from './confirm-inputs.js';
import { useLoadedWhen } from './use-loaded-when.js';

type Settle = (values: ConfirmValues | null) => void;

/**
 * The dialog's code, with the dialog library and the form toolkit it asks
 * with (the overlays singleton, overlays.ts), loads when a screen first asks,
 * not with every screen that may.
 */
const ConfirmDialog = preloadable(async () => ({ default: (await import('./overlays.js')).ConfirmDialog }));

/**
 * Asking as a promise: `const values = await confirm({ inputs })` resolves
 * with the answers on Submit and with null on Cancel. Render `dialog` once
 * in the component that asks. A new question cancels one still open, and a
 * dialog whose code cannot be loaded is reported and answers null, so no
 * caller is left waiting forever.
 */
export function useConfirm() {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const settleRef = useRef<Settle | null>(null);

  const confirm = useCallback(
    (asked: ConfirmOptions = {}) =>
      new Promise<ConfirmValues | null>((resolve) => {
        settleRef.current?.(null);
        settleRef.current = resolve;
        setOptions(asked);
      }),
    [],
  );

  const finish: Settle = useCallback((values) => {
    settleRef.current?.(values);
    settleRef.current = null;
    setOptions(null);
  }, []);

  const title = options?.title;
  const failed = useCallback(
    (error: unknown) => {
      reportError(error, { confirm: title ?? 'delete row' });
      finish(null);
    },
    [title, finish],
  );
  const loaded = useLoadedWhen(ConfirmDialog, options !== null, failed);
  const dialog = loaded ? <ConfirmDialog {...options} open={options !== null} onConfirm={finish} onCancel={() => finish(null)} /> : null;
  return { confirm, dialog };
}
