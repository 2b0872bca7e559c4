import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, pageConfigAtom } from '@pulseboard/shared';
import { mockApi, renderWithShell, testPageConfig } from '@pulseboard/shared/testing';
import { currentRouteAtom, heldByStepAtom } from './atoms';
import { GettingStartedCard } from './GettingStartedCard';
import { OnboardingModals } from './OnboardingModals';
import { useOnboardingEngine } from './use-onboarding-engine';

function EngineHarness() {
  useOnboardingEngine();
  return (
    <>
      <GettingStartedCard />
      <OnboardingModals />
    </>
  );
}

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  api = mockApi({ 'PUT /api/onboarding': () => ({ body: { data: {} } }) });
});

function renderAt(step: number, flow: 'dashboard' | 'mc', routeName = 'dashboards.index') {
  const view = renderWithShell(<EngineHarness />, { config: testPageConfig({ onboarding: step, flow }) });
  act(() => view.store.set(currentRouteAtom, { routeName, path: '/somewhere' }));
  return view;
}

it('moves on when a remote reports the action of the current step, and ignores other actions', async () => {
  const { store } = renderAt(2, 'dashboard');
  act(() => eventBus.emit('onboarding:action', { action: 'dashboard:shared' }));
  expect(store.get(pageConfigAtom)?.onboarding).toBe(2);
  act(() => eventBus.emit('onboarding:action', { action: 'dashboard:source-set' }));
  expect(store.get(pageConfigAtom)?.onboarding).toBe(3);
  await waitFor(() => expect(api.calls.map((call) => call.body)).toEqual([{ onboarding: 3 }]));
});

it('congratulates once the last step is done, with the flow’s own message', async () => {
  const { store } = renderAt(4, 'mc', 'campaigns.index');
  act(() => eventBus.emit('onboarding:action', { action: 'group:domain-snoozed' }));
  expect(store.get(pageConfigAtom)?.onboarding).toBe(5);
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Congratulations!');
  expect(dialog).toHaveTextContent('Add more domains');
  await userEvent.click(screen.getByRole('button', { name: "Let's go" }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('shows the step title, the required text and the hint when a step holds the user back', async () => {
  const { store } = renderAt(1, 'dashboard');
  act(() => store.set(heldByStepAtom, { title: 'Create Dashboard', hint: 'Give it a name.', action: 'dashboard:created' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Create Dashboard');
  expect(dialog).toHaveTextContent('Please complete current step to continue.');
  expect(dialog).toHaveTextContent('Give it a name.');
});

describe('the Getting started card', () => {
  it('shows the flow’s steps in its own area, with the current one marked', () => {
    renderAt(2, 'dashboard');
    expect(screen.getByRole('heading', { name: 'Getting started' })).toBeInTheDocument();
    expect(screen.getByText('Set Data Source').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
  });

  it('is not shown in another flow’s area, before the intro or once finished', () => {
    renderAt(2, 'dashboard', 'campaigns.index');
    expect(screen.queryByRole('heading', { name: 'Getting started' })).not.toBeInTheDocument();
  });

  it('is not shown once the flow is finished', () => {
    renderAt(6, 'dashboard');
    expect(screen.queryByRole('heading', { name: 'Getting started' })).not.toBeInTheDocument();
  });
});
