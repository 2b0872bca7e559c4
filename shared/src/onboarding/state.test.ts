import { waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { pageConfigAtom } from '../session/atoms';
import { mockApi, testPageConfig } from '../testing';
import { changeOnboardingStepAtom } from './state';

beforeEach(() => {
  window.dataLayer = [];
});

function storeAt(onboarding: number, flow: 'dashboard' | 'mc' = 'dashboard') {
  const store = createStore();
  store.set(pageConfigAtom, testPageConfig({ onboarding, flow }));
  return store;
}

it('pushes an analytics event for each change and saves the step past the intro', async () => {
  const api = mockApi({ 'PUT /api/onboarding': () => ({ body: { data: {} } }) });
  const store = storeAt(2);
  store.set(changeOnboardingStepAtom, {});
  expect(store.get(pageConfigAtom)?.onboarding).toBe(3);
  expect(window.dataLayer).toEqual([{ event: 'onboardingStep', flow: 'dashboard', step: 3, stepTitle: 'Switch to Reporting Mode' }]);
  await waitFor(() => expect(api.calls.map((call) => call.body)).toEqual([{ onboarding: 3 }]));
});

it('does nothing, not even analytics, when the change is ignored', () => {
  const api = mockApi({});
  const store = storeAt(4);
  store.set(changeOnboardingStepAtom, { set: 2 });
  expect(store.get(pageConfigAtom)?.onboarding).toBe(4);
  expect(window.dataLayer).toEqual([]);
  expect(api.calls).toHaveLength(0);
});

it('does not save what the server stored itself', () => {
  const api = mockApi({});
  const store = storeAt(0);
  store.set(changeOnboardingStepAtom, { set: 1 }, { persist: false });
  expect(store.get(pageConfigAtom)?.onboarding).toBe(1);
  expect(window.dataLayer).toHaveLength(1);
  expect(api.calls).toHaveLength(0);
});
