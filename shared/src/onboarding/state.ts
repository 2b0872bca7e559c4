import { atom } from 'jotai';
import { apiRequest } from '../api/client.js';
import { pushAnalytics } from '../analytics/data-layer.js';
import { pageConfigAtom } from '../session/atoms.js';
import { applyStepChange, currentStep, type StepChange } from './engine.js';

/** The signed-in user's onboarding (spec §3): flow, current step and questionnaire. */
export const onboardingAtom = atom((get) => {
  const config = get(pageConfigAtom);
  return { flow: config?.flow ?? null, step: config?.onboarding ?? 0, questionnaire: config?.questionnaire ?? null };
});

export interface StepChangeOptions {
  /** False when the server already stored the step (the intro answer moves it itself). */
  persist?: boolean;
}

/**
 * Changes the onboarding step through the engine's rules. Every change is
 * pushed to the analytics data layer; past the intro it is saved to the
 * server as the user's onboarding data.
 */
export const changeOnboardingStepAtom = atom(null, (get, set, change: StepChange, options: StepChangeOptions = {}) => {
  const config = get(pageConfigAtom);
  if (!config?.user || !config.flow) return;
  const step = applyStepChange(config.flow, config.onboarding, change);
  if (step === config.onboarding) return;
  set(pageConfigAtom, { ...config, onboarding: step });
  pushAnalytics({ event: 'onboardingStep', flow: config.flow, step, stepTitle: currentStep(config.flow, step)?.title ?? 'Finished' });
  if (step > 0 && options.persist !== false) {
    apiRequest('/api/onboarding', { method: 'PUT', body: { onboarding: step } }).catch((error: unknown) => {
      console.error('onboarding: the step could not be saved', error);
    });
  }
});
