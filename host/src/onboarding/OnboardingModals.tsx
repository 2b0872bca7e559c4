import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { preloadable, reportError } from '@pulseboard/shared';
import { finishedFlowAtom, heldByStepAtom } from './atoms.js';

/** The modals' code (the overlays, with the dialog library) loads the first time onboarding has something to say, not with every page. */
const OnboardingMessages = preloadable(() => import('./OnboardingMessages.js'));

/** The onboarding guard's message and the congratulations once a flow is finished, on any page. */
export function OnboardingModals() {
  const heldBy = useAtomValue(heldByStepAtom);
  const finished = useAtomValue(finishedFlowAtom);
  const saying = heldBy !== null || finished !== null;
  const [loaded, setLoaded] = useState(OnboardingMessages.isLoaded);
  useEffect(() => {
    if (!saying || loaded) return;
    // A message whose code cannot be loaded is reported and not shown: the page stays usable.
    OnboardingMessages.preload().then(() => setLoaded(true), reportError);
  }, [saying, loaded]);
  // Rendered loaded from its first frame, and kept once loaded, so a closing modal hands the focus back as it should.
  return loaded ? <OnboardingMessages /> : null;
}
