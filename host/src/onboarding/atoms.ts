import { atom } from 'jotai';
import type { OnboardingFlow, OnboardingStep } from '@pulseboard/shared';

/** The route the user is on, once the guards let it render: the "from" of the next navigation. */
export const currentRouteAtom = atom<{ routeName: string; path: string } | null>(null);

/** The step that just held the user back (guard 4); the host shows it in a message modal. */
export const heldByStepAtom = atom<OnboardingStep | null>(null);

/** The flow the user has just finished; the host congratulates them once. */
export const finishedFlowAtom = atom<OnboardingFlow | null>(null);
