import { useCallback, useRef, useState } from 'react';
import { preloadable, reportError } from '../core.js';
import type { ConfirmOptions } from './ConfirmDialog.js';
import type { ConfirmValues } from './confirm-inputs.js';

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
      // The code first, then the question: the dialog renders loaded from its first frame, never swapped in under what is typed.
      ConfirmDialog.preload().then(
        () =>
          new Promise<ConfirmValues | null>((resolve) => {
            settleRef.current?.(null);
            settleRef.current = resolve;
            setOptions(asked);
          }),
        (error: unknown) => {
          reportError(error, { confirm: asked.title ?? 'delete row' });
          return null;
        },
      ),
    [],
  );

  const finish: Settle = (values) => {
    settleRef.current?.(values);
    settleRef.current = null;
    setOptions(null);
  };

  // Once loaded it stays rendered, so a closing dialog hands the focus back as it should.
  const dialog = ConfirmDialog.isLoaded() ? <ConfirmDialog {...options} open={options !== null} onConfirm={finish} onCancel={() => finish(null)} /> : null;
  return { confirm, dialog };
}
