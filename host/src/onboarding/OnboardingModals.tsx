import { Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { preloadable } from '@pulseboard/shared';
import { finishedFlowAtom, heldByStepAtom } from './atoms.js';

/** The modals' code (the dialog library with it) loads the first time onboarding has something to say, not with every page. */
const OnboardingMessages = preloadable(() => import('./OnboardingMessages.js'));

/** The onboarding guard's message and the congratulations once a flow is finished, on any page. */
export function OnboardingModals() {
  const heldBy = useAtomValue(heldByStepAtom);
  const finished = useAtomValue(finishedFlowAtom);
  // Once loaded it stays, so a closing modal hands the focus back as it should.
  return heldBy !== null || finished !== null || OnboardingMessages.isLoaded() ? (
    <Suspense fallback={null}>
      <OnboardingMessages />
    </Suspense>
  ) : null;
}
