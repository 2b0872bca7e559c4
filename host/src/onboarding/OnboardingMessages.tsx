import { useAtom } from 'jotai';
import { MessageModal, ONBOARDING_FLOWS } from '@pulseboard/shared';
import { finishedFlowAtom, heldByStepAtom } from './atoms.js';

/** Spec §8: the text shown when onboarding holds a user on the page of their step. */
const HELD_MESSAGE = 'Please complete current step to continue.';

/** The onboarding guard's message and the congratulations once a flow is finished. */
export default function OnboardingMessages() {
  const [heldBy, setHeldBy] = useAtom(heldByStepAtom);
  const [finished, setFinished] = useAtom(finishedFlowAtom);
  return (
    <>
      <MessageModal open={heldBy !== null} onClose={() => setHeldBy(null)} title={heldBy?.title ?? ''} text={HELD_MESSAGE} hint={heldBy?.hint} />
      <MessageModal
        open={finished !== null}
        onClose={() => setFinished(null)}
        title={finished ? ONBOARDING_FLOWS[finished].finish.title : ''}
        text={finished ? ONBOARDING_FLOWS[finished].finish.text : ''}
        okLabel="Let's go"
      />
    </>
  );
}
