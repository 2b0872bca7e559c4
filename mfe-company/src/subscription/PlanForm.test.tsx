import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANNUAL_TO_MONTHLY, formatBillingDate, formatDollars, type BillingOverview, type Checkout, type Quote } from '@pulseboard/shared';
import { installFakeCardProvider, type FakeCardProvider, type RecordedCall } from '@pulseboard/shared/testing';
import { activeOverview, activeSubscription, quoteFor, trialOverview } from '../billing/billing-fixtures';
import { renderSubscriptionScreen } from './render-subscription-screen';

const checkout: Checkout = { payload: 'pi_secret', key: 'pk_test', script: '/sandbox/stripe/v3.js', amount: 60000, order: 'in_1' };

const rows = (caption: string) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .map((row) => row.textContent);

async function choose(dashboards: number) {
  const field = await screen.findByRole('spinbutton', { name: 'Dashboards' });
  await userEvent.clear(field);
  await userEvent.type(field, String(dashboards));
  await userEvent.tab();
}

const quotedFor = (calls: RecordedCall[], dashboards: number, interval: number) =>
  calls.some((call) => call.path === '/api/company/subscription/quote' && call.url.searchParams.get('dashboards') === String(dashboards) && call.url.searchParams.get('interval') === String(interval));

/** The quote the API answers for a plan on an overview, as the mock API does. */
const serverQuote = (overview: BillingOverview, dashboards: number, interval: number): Quote =>
  quoteFor(overview, new URL(`http://localhost/api/company/subscription/quote?dashboards=${dashboards}&interval=${interval}`));

let cardProvider: FakeCardProvider;
beforeEach(() => {
  cardProvider = installFakeCardProvider();
});

describe('a first subscription', () => {
  const trial = trialOverview();
  const paid = activeOverview({ dashboards: 4, interval: 12 });

  /** Chooses 4 dashboards billed annually; the overview is answered in turn from `overviews`. */
  async function subscribeToFourAnnual(overviews = [trial, paid]) {
    const view = renderSubscriptionScreen(overviews, {
      'POST /api/company/subscription': () => ({ body: { data: { overview: trial, quote: serverQuote(trial, 4, 12), checkout } } }),
    });
    await choose(4);
    await userEvent.click(screen.getByRole('radio', { name: /^Annual \(2 months free\)/ }));
    await waitFor(() => expect(quotedFor(view.api.calls, 4, 12)).toBe(true));
    return view;
  }

  it('prices the plan as it is chosen: the same lines today and at each renewal', async () => {
    await subscribeToFourAnnual();
    await waitFor(() => expect(rows('Today')).toEqual(['4 dashboards × $150.00 per year$600.00', 'Total today$600.00']));
    expect(rows('At each renewal')).toEqual(['4 dashboards × $150.00 per year$600.00', 'Total per year$600.00']);
    expect(screen.getByText(/^Paid today, then renewed on/)).toBeInTheDocument();
  });

  it('pays by card, then waits for the server to grant the plan', async () => {
    const waiting = trialOverview({ subscription: activeSubscription({ state: 'incomplete', dashboards: 4, interval: 12, currentPeriodEnd: null, card: null }) });
    const { api } = await subscribeToFourAnnual([trial, waiting, paid]);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ dashboards: 4, interval: 12 });

    const dialog = await screen.findByRole('dialog', { name: 'Pay by card' });
    expect(dialog).toHaveAccessibleDescription('$600.00 is charged now for 4 dashboards, billed annually.');
    expect(within(dialog).getByRole('textbox', { name: 'Name on the card' })).toHaveValue('Ada Admin');
    const pay = within(dialog).getByRole('button', { name: 'Pay $600.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);

    expect(await screen.findByText('Thank you: your payment went through and your plan is active.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cardProvider.payments).toEqual([{ payload: 'pi_secret', payerName: 'Ada Admin' }]);
    expect(api.calls.filter((call) => call.method === 'GET' && call.path === '/api/company/subscription')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: /^Your subscription:/ })).toHaveTextContent('Active');
    expect(screen.getByText(/^4 dashboards, billed annually\./)).toBeInTheDocument();
  });

  it('starts a plan its coupons make free without a card dialog, once the server has granted it', async () => {
    const { api } = renderSubscriptionScreen([trial, paid], {
      'POST /api/company/subscription': () => ({ body: { data: { overview: trial, quote: { ...serverQuote(trial, 4, 12), dueToday: 0 }, checkout: null } } }),
    });
    await choose(4);
    await userEvent.click(screen.getByRole('radio', { name: /^Annual \(2 months free\)/ }));
    await waitFor(() => expect(quotedFor(api.calls, 4, 12)).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Your plan is now 4 dashboards, billed annually.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cardProvider.payments).toEqual([]);
    expect(screen.getByRole('heading', { name: /^Your subscription:/ })).toHaveTextContent('Active');
  });

  it('shows a declined card in the provider’s words and changes nothing', async () => {
    cardProvider.decline('Your card was declined.');
    const { api } = await subscribeToFourAnnual();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay by card' });
    const pay = within(dialog).getByRole('button', { name: 'Pay $600.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(api.calls.filter((call) => call.method === 'GET' && call.path === '/api/company/subscription')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Your subscription:/ })).toHaveTextContent('Free trial');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });
});

describe('a change of a running plan', () => {
  const active = activeOverview();

  it('is only offered once the plan differs', async () => {
    renderSubscriptionScreen(active);
    expect(await screen.findByRole('button', { name: 'Update plan' })).toBeDisabled();
    await choose(6);
    expect(screen.getByRole('button', { name: 'Update plan' })).toBeEnabled();
  });

  it('charges more dashboards now for the rest of the period, then shows them once granted', async () => {
    const grown = activeOverview({ dashboards: 7 });
    const { api } = renderSubscriptionScreen([active, grown], {
      'PUT /api/company/subscription': () => ({ body: { data: { overview: active, quote: serverQuote(active, 7, 1), checkout: null } } }),
    });
    await choose(7);
    await waitFor(() => expect(quotedFor(api.calls, 7, 1)).toBe(true));
    const expected = serverQuote(active, 7, 1);
    await waitFor(() => expect(rows('Today')).toEqual([`${expected.todayLines[0]?.label}${formatDollars(expected.dueToday)}`, `Total today${formatDollars(expected.dueToday)}`]));
    expect(rows('Today')[0]).toMatch(/^2 dashboards added, \d+ % of the period left\$/);
    expect(rows('At each renewal')).toEqual(['7 dashboards × $15.00 per month$105.00', 'Total per month$105.00']);
    expect(screen.getByText(/The change takes effect now/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Update plan' }));
    expect(await screen.findByText('Your plan is now 7 dashboards, billed monthly.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ dashboards: 7, interval: 1 });
    expect(screen.getByText(/^7 dashboards, billed monthly\./)).toBeInTheDocument();
  });

  it('takes fewer dashboards at the renewal, charging nothing today', async () => {
    const renewal = formatBillingDate(active.subscription?.currentPeriodEnd as string);
    const shrinking = activeOverview({ pending: { dashboards: 3, interval: 1 } });
    renderSubscriptionScreen(active, {
      'PUT /api/company/subscription': () => ({ body: { data: { overview: shrinking, quote: serverQuote(active, 3, 1), checkout: null } } }),
    });
    await choose(3);
    await waitFor(() => expect(rows('Today')).toEqual(['Nothing is charged today.', 'Total today$0.00']));
    expect(rows('At each renewal')).toEqual(['3 dashboards × $15.00 per month$45.00', 'Total per month$45.00']);
    expect(screen.getByText(`Fewer dashboards take effect at the renewal on ${renewal}; nothing is charged today and you keep the dashboards you paid for until then.`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Update plan' }));
    expect(await screen.findByText(`Your plan changes to 3 dashboards, billed monthly at the renewal on ${renewal}.`)).toBeInTheDocument();
    expect(screen.getByText(`From ${renewal}: 3 dashboards.`)).toBeInTheDocument();
  });

  it('pays a change by card when the bank asks to confirm it', async () => {
    const grown = activeOverview({ dashboards: 7 });
    renderSubscriptionScreen([active, grown], {
      'PUT /api/company/subscription': () => ({ body: { data: { overview: active, quote: serverQuote(active, 7, 1), checkout: { ...checkout, amount: 1500 } } } }),
    });
    await choose(7);
    await userEvent.click(screen.getByRole('button', { name: 'Update plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay by card' });
    const pay = within(dialog).getByRole('button', { name: 'Pay $15.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    expect(await screen.findByText('Thank you: your payment went through and your plan is active.')).toBeInTheDocument();
    expect(screen.getByText(/^7 dashboards, billed monthly\./)).toBeInTheDocument();
  });

  it('explains that an annual plan cannot turn monthly, and shows the server’s refusal under Billing', async () => {
    const annual = activeOverview({ interval: 12 });
    renderSubscriptionScreen(annual, {
      'PUT /api/company/subscription': () => ({ status: 422, body: { message: ANNUAL_TO_MONTHLY, errors: { interval: [ANNUAL_TO_MONTHLY] } } }),
    });
    await userEvent.click(await screen.findByRole('radio', { name: /^Monthly/ }));
    expect(screen.getByText(ANNUAL_TO_MONTHLY)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Today' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Update plan' }));
    const billing = screen.getByRole('group', { name: 'Billing' });
    expect(await within(billing).findByRole('alert')).toHaveTextContent(ANNUAL_TO_MONTHLY);
    expect(screen.getAllByText(ANNUAL_TO_MONTHLY)).toHaveLength(1);
  });

  it('shows the server’s refusal of the dashboards under the field', async () => {
    renderSubscriptionScreen(activeOverview({ state: 'past_due' }, { state: 'overdue' }), {
      'PUT /api/company/subscription': () => ({ status: 422, body: { message: 'Invalid', errors: { dashboards: ['Pay the open invoice before adding dashboards.'] } } }),
    });
    await choose(9);
    await userEvent.click(screen.getByRole('button', { name: 'Update plan' }));
    expect(await screen.findByRole('spinbutton', { name: 'Dashboards' })).toHaveAccessibleDescription('Pay the open invoice before adding dashboards.');
  });
});

it('offers to subscribe again while a subscription waits for its first payment', async () => {
  const waiting = trialOverview({ subscription: activeSubscription({ state: 'incomplete', currentPeriodEnd: null, card: null }) });
  renderSubscriptionScreen(waiting);
  expect(await screen.findByRole('heading', { name: 'Choose your plan' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
});
