import type { OnboardingFlow } from '../contracts/user.js';
import { ONBOARDING_FLOWS, type OnboardingAction, type OnboardingStep } from './flows.js';

/** Spec §4: onboarding counts as completed once the step is above 2. */
export const COMPLETED_ABOVE_STEP = 2;

export type StepChange = { increment?: number } | { set: number };

export const entriesOf = (flow: OnboardingFlow): number => ONBOARDING_FLOWS[flow].steps.length;

export const isFinished = (flow: OnboardingFlow, step: number): boolean => step >= entriesOf(flow);

export const isCompleted = (step: number): boolean => step > COMPLETED_ABOVE_STEP;

/** The step the user is on, or null before the intro is passed and once the flow is finished. */
export function currentStep(flow: OnboardingFlow | null, step: number): OnboardingStep | null {
  if (!flow || step <= 0 || isFinished(flow, step)) return null;
  return ONBOARDING_FLOWS[flow].steps[step] ?? null;
}

/**
 * Applies a change (spec §4): an increment (default 1) or a direct set. After
 * the intro a backward set is ignored, and nothing moves once finished.
 * Returns the new step, or the same one when nothing changes.
 */
export function applyStepChange(flow: OnboardingFlow, step: number, change: StepChange): number {
  if (isFinished(flow, step)) return step;
  if ('set' in change) {
    if (step > 0 && change.set < step) return step;
    return change.set;
  }
  return step + (change.increment ?? 1);
}

/** The step after an action: the next one when the action completes the current step, else unchanged. */
export function stepAfterAction(flow: OnboardingFlow, step: number, action: OnboardingAction): number {
  return currentStep(flow, step)?.action === action ? applyStepChange(flow, step, {}) : step;
}
