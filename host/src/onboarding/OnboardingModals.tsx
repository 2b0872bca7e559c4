import { useAtomValue } from 'jotai';
import { preloadable, reportError, useLoadedWhen } from '@pulseboard/shared';
import { finishedFlowAtom, heldByStepAtom } from './atoms.js';

/** The modals' code (the overlays, with the dialog library) loads the first time onboarding has something to say, not with every page. */
const OnboardingMessages = preloadable(() => import('./OnboardingMessages.js'));

/** The onboarding guard's message and the congratulations once a flow is finished, on any page. */
export function OnboardingModals() {
  const heldBy = useAtomValue(heldByStepAtom);
  const finished = useAtomValue(finishedFlowAtom);
  const saying = heldBy !== null || finished !== null;
  // A message whose code cannot be loaded is reported and not shown: the page stays usable.
  const loaded = useLoadedWhen(OnboardingMessages, saying, reportError);
  return loaded ? <OnboardingMessages /> : null;
}
