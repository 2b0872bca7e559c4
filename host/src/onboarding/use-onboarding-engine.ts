import { useEffect } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { changeOnboardingStepAtom, eventBus, isFinished, onboardingAtom, stepAfterAction } from '@pulseboard/shared';
import { finishedFlowAtom } from './atoms.js';

/**
 * The one onboarding engine: listens for the actions the remotes report and
 * moves the step on when an action completes the current step. When that
 * finishes the flow, the congratulations are due.
 */
export function useOnboardingEngine(): void {
  const store = useStore();
  const changeStep = useSetAtom(changeOnboardingStepAtom);
  const setFinishedFlow = useSetAtom(finishedFlowAtom);
  const flow = useAtomValue(onboardingAtom).flow;

  useEffect(() => {
    if (!flow) return undefined;
    return eventBus.on('onboarding:action', ({ action }) => {
      const { step } = store.get(onboardingAtom);
      const next = stepAfterAction(flow, step, action);
      if (next === step) return;
      changeStep({ set: next });
      if (isFinished(flow, next)) setFinishedFlow(flow);
    });
  }, [flow, store, changeStep, setFinishedFlow]);
}
