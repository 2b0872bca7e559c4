import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageConfigAtom, SERVER_FAILURE_MESSAGE } from '@pulseboard/shared';
import { mockApi, renderWithShell, testPageConfig, type MockReply } from '@pulseboard/shared/testing';
import { IntroScreen } from './IntroScreen';

const renderIntro = (flow: 'dashboard' | 'mc' | null = null) =>
  renderWithShell(<IntroScreen />, {
    path: '/intro',
    config: testPageConfig({ onboarding: 0, flow, questionnaire: null }),
    routes: [{ path: '/company/sources', element: <p>sources</p> }],
  });

it('sets the flow from the questionnaire and goes on to company sources', async () => {
  const api = mockApi({
    'PUT /api/onboarding': () => ({ body: { data: { onboarding: 1, flow: 'mc', questionnaire: { source: 'mc', role: 'agency' } } } }),
  });
  const { store, router } = renderIntro();
  await userEvent.click(screen.getByLabelText(/Mission Control/));
  await userEvent.selectOptions(screen.getByLabelText('Which best describes you?'), 'agency');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(api.calls[0]!.body).toEqual({ questionnaire: { source: 'mc', role: 'agency' } });
  expect(store.get(pageConfigAtom)).toMatchObject({ onboarding: 1, flow: 'mc' });
  expect(router.state.location.pathname).toBe('/company/sources');
  expect(window.dataLayer).toContainEqual({ event: 'onboardingStep', flow: 'mc', step: 1, stepTitle: 'Create Mission Control Group' });
  // The server stored step 1 with the answer: the engine does not save it again.
  expect(api.calls).toHaveLength(1);
});

it('starts from the flow the user came with, and sends no role for "Prefer not to say"', async () => {
  const api = mockApi({
    'PUT /api/onboarding': () => ({ body: { data: { onboarding: 1, flow: 'mc', questionnaire: { source: 'mc' } } } }),
  });
  renderIntro('mc');
  expect(screen.getByRole('radio', { name: /Mission Control/ })).toBeChecked();
  expect(screen.getByRole('radio', { name: /Client dashboards/ })).not.toBeChecked();
  expect(screen.getByRole('combobox', { name: 'Which best describes you?' })).toHaveDisplayValue('Prefer not to say');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(api.calls[0]!.body).toEqual({ questionnaire: { source: 'mc' } });
});

it('offers the client dashboards flow first when the user came with none', async () => {
  const api = mockApi({
    'PUT /api/onboarding': () => ({ body: { data: { onboarding: 1, flow: 'dashboard', questionnaire: { source: 'dashboard', role: 'freelancer' } } } }),
  });
  renderIntro();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Which best describes you?' }), 'Freelancer');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(api.calls[0]!.body).toEqual({ questionnaire: { source: 'dashboard', role: 'freelancer' } });
});

it('stays on the questionnaire with the answers given when the server fails', async () => {
  mockApi({ 'PUT /api/onboarding': () => ({ status: 500, body: { message: 'Server Error' } }) });
  const { router, store } = renderIntro();
  await userEvent.click(screen.getByLabelText(/Mission Control/));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_FAILURE_MESSAGE);
  expect(router.state.location.pathname).toBe('/intro');
  expect(screen.getByRole('radio', { name: /Mission Control/ })).toBeChecked();
  expect(store.get(pageConfigAtom)).toMatchObject({ onboarding: 0, flow: null });
});

it('takes no second answer while the first is being saved', async () => {
  let answer!: (reply: MockReply) => void;
  const api = mockApi({ 'PUT /api/onboarding': () => new Promise<MockReply>((resolve) => (answer = resolve)) });
  const { router } = renderIntro();
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  const pending = await screen.findByRole('button', { name: 'Saving…' });
  expect(pending).toBeDisabled();
  await userEvent.click(pending);
  expect(api.calls).toHaveLength(1);
  answer({ body: { data: { onboarding: 1, flow: 'dashboard', questionnaire: { source: 'dashboard' } } } });
  expect(await screen.findByText('sources')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/company/sources');
});
