import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageConfigAtom } from '@pulseboard/shared';
import { mockApi, renderWithShell, testPageConfig } from '@pulseboard/shared/testing';
import { IntroScreen } from './IntroScreen';

it('sets the flow from the questionnaire and goes on to company sources', async () => {
  const api = mockApi({
    'PUT /api/onboarding': () => ({ body: { data: { onboarding: 1, flow: 'mc', questionnaire: { source: 'mc', role: 'agency' } } } }),
  });
  const { store, router } = renderWithShell(<IntroScreen />, {
    path: '/intro',
    config: testPageConfig({ onboarding: 0, flow: null, questionnaire: null }),
    routes: [{ path: '/company/sources', element: <p>sources</p> }],
  });
  await userEvent.click(screen.getByLabelText(/Mission Control/));
  await userEvent.selectOptions(screen.getByLabelText('Which best describes you?'), 'agency');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(api.calls[0]!.body).toEqual({ questionnaire: { source: 'mc', role: 'agency' } });
  expect(store.get(pageConfigAtom)).toMatchObject({ onboarding: 1, flow: 'mc' });
  expect(router.state.location.pathname).toBe('/company/sources');
  expect(window.dataLayer).toContainEqual({ event: 'onboardingStep', flow: 'mc', step: 1, stepTitle: 'Create Mission Control Group' });
  // The server stored step 1 with the answer: the engine does not save it again.
  expect(api.calls).toHaveLength(1);
  api.restore();
});
