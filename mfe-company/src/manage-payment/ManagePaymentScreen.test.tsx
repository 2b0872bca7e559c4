import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import type { BillingOverview, CardSetup } from '@pulseboard/shared';
import { installFakeCardProvider, mockApi, renderWithShell, type FakeCardProvider, type MockHandler } from '@pulseboard/shared/testing';
import { activeOverview, trialOverview } from '../billing/billing-fixtures';
import { ManagePaymentScreen } from './ManagePaymentScreen';

const setup: CardSetup = { payload: 'seti_secret', key: 'pk_test', script: '/sandbox/stripe/v3.js' };
const newCard = { brand: 'mastercard', last4: '4444', expMonth: 9, expYear: 2031 };

/** The screen on a mock API answering each overview in turn (the last one from then on). */
function renderScreen(overviews: BillingOverview[], handlers: Record<string, MockHandler> = {}) {
  const answers = [...overviews];
  const api = mockApi({
    'GET /api/company/subscription': () => ({ body: { data: answers.length > 1 ? answers.shift() : answers[0] } }),
    'POST /api/company/payment-method': () => ({ body: { data: setup } }),
    ...handlers,
  });
  renderWithShell(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ManagePaymentScreen />
    </SWRConfig>,
    { path: '/company/manage-payment', routes: [{ path: '/company/subscription', element: <p>Subscription page</p> }] },
  );
  return api;
}

const currentCard = async () => (await screen.findByRole('heading', { name: 'Current card' })).closest('section') as HTMLElement;

async function typeNewCard() {
  await userEvent.click(await screen.findByRole('button', { name: 'Change card' }));
  const form = await screen.findByRole('form', { name: 'New card' });
  const save = within(form).getByRole('button', { name: 'Save card' });
  await waitFor(() => expect(save).toBeEnabled());
  await userEvent.click(save);
  return form;
}

let cardProvider: FakeCardProvider;
beforeEach(() => {
  cardProvider = installFakeCardProvider();
});

it('shows the card the subscription is paid with', async () => {
  renderScreen([activeOverview()]);
  const card = await currentCard();
  expect(within(card).getByText('Visa ending in 4242')).toBeInTheDocument();
  expect(within(card).getByText('04/2030')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('saves a new card, then shows it once the server has it', async () => {
  const api = renderScreen([activeOverview(), activeOverview(), activeOverview({ card: newCard })]);
  await typeNewCard();
  expect(await screen.findByText('Your new card is saved: Mastercard ending in 4444.')).toBeInTheDocument();
  expect(cardProvider.setups).toEqual([{ payload: 'seti_secret', payerName: 'Ada Admin' }]);
  expect(api.calls.filter((call) => call.method === 'GET')).toHaveLength(3);
  expect(within(await currentCard()).getByText('Mastercard ending in 4444')).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'New card' })).not.toBeInTheDocument();
});

it('explains an overdue payment, and waits for the open invoice to be paid with the new card', async () => {
  const overdue = activeOverview({ state: 'past_due' }, { state: 'overdue' });
  const cardSavedStillOverdue = activeOverview({ state: 'past_due', card: newCard }, { state: 'overdue' });
  renderScreen([overdue, cardSavedStillOverdue, activeOverview({ card: newCard })]);
  expect(await screen.findByRole('alert')).toHaveTextContent('Your last payment failed. Saving a new card pays the open invoice');
  await typeNewCard();
  expect(await screen.findByText('Your new card is saved: Mastercard ending in 4444. The open invoice is paid and your dashboards keep running.')).toBeInTheDocument();
  expect(screen.queryByText(/Your last payment failed/)).not.toBeInTheDocument();
});

it('shows a declined card in the provider’s words and keeps the card on file', async () => {
  cardProvider.decline('Your card was declined.');
  const api = renderScreen([activeOverview()]);
  const form = await typeNewCard();
  expect(await within(form).findByRole('alert')).toHaveTextContent('Your card was declined.');
  expect(api.calls.filter((call) => call.method === 'GET')).toHaveLength(1);
  expect(within(await currentCard()).getByText('Visa ending in 4242')).toBeInTheDocument();
});

it('says why a card change could not start', async () => {
  renderScreen([activeOverview()], { 'POST /api/company/payment-method': () => ({ status: 503, body: { message: 'Payments are not set up.' } }) });
  await userEvent.click(await screen.findByRole('button', { name: 'Change card' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
});

it('sends a company without a subscription to the plans', async () => {
  renderScreen([trialOverview()]);
  await userEvent.click(await screen.findByRole('link', { name: 'See plans' }));
  expect(await screen.findByText('Subscription page')).toBeInTheDocument();
});
