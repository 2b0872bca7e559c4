import { applyStepChange, currentStep, entriesOf, isCompleted, isFinished, stepAfterAction } from './engine';
import { ONBOARDING_FLOWS } from './flows';
import { ONBOARDING_ENTRIES } from '../contracts/onboarding';

it("has the spec's entries: 6 for the dashboard flow and 5 for the group flow, entry 0 the intro", () => {
  expect(entriesOf('dashboard')).toBe(6);
  expect(entriesOf('mc')).toBe(5);
  expect(ONBOARDING_ENTRIES).toEqual({ dashboard: entriesOf('dashboard'), mc: entriesOf('mc') });
  expect(ONBOARDING_FLOWS.dashboard.steps.map((step) => step.title)).toEqual(['Intro', 'Create Dashboard', 'Set Data Source', 'Switch to Reporting Mode', 'Set Date Range', 'Share your Dashboard']);
  expect(ONBOARDING_FLOWS.mc.steps.map((step) => step.title)).toEqual(['Intro', 'Create Mission Control Group', 'Add Domain', 'Switch Between 7 and 30 days', 'Snooze Alerts']);
});

it('advances by an increment, 1 by default', () => {
  expect(applyStepChange('dashboard', 1, {})).toBe(2);
  expect(applyStepChange('dashboard', 1, { increment: 2 })).toBe(3);
});

it('sets a step directly, but ignores a backward set after the intro', () => {
  expect(applyStepChange('dashboard', 0, { set: 1 })).toBe(1);
  expect(applyStepChange('dashboard', 2, { set: 4 })).toBe(4);
  expect(applyStepChange('dashboard', 3, { set: 1 })).toBe(3);
});

it('is finished at or beyond the number of entries, and nothing moves afterwards', () => {
  expect(isFinished('dashboard', 5)).toBe(false);
  expect(isFinished('dashboard', 6)).toBe(true);
  expect(isFinished('mc', 5)).toBe(true);
  expect(applyStepChange('mc', 5, {})).toBe(5);
  expect(applyStepChange('mc', 5, { set: 7 })).toBe(5);
});

it('counts as completed above step 2', () => {
  expect(isCompleted(2)).toBe(false);
  expect(isCompleted(3)).toBe(true);
});

it('moves on only for the action of the current step', () => {
  expect(stepAfterAction('dashboard', 2, 'dashboard:source-set')).toBe(3);
  expect(stepAfterAction('dashboard', 2, 'dashboard:shared')).toBe(2);
  expect(stepAfterAction('dashboard', 5, 'dashboard:shared')).toBe(6);
  expect(stepAfterAction('mc', 3, 'group:range-switched')).toBe(4);
  expect(stepAfterAction('mc', 0, 'group:created')).toBe(0);
});

it('has no current step before the intro or after the finish', () => {
  expect(currentStep('dashboard', 0)).toBeNull();
  expect(currentStep('dashboard', 6)).toBeNull();
  expect(currentStep(null, 2)).toBeNull();
  expect(currentStep('mc', 1)?.holdsOn).toBe('campaigns.create');
  expect(currentStep('dashboard', 2)?.holdsOn).toBe('dashboard.show');
});
