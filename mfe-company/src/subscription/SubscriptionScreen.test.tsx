import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatBillingDate } from '@pulseboard/shared';
import { activeOverview, activeSubscription, bonus, trialOverview } from '../billing/billing-fixtures';
import { renderSubscriptionScreen } from './render-subscription-screen';

const status = async () => (await screen.findByRole('heading', { name: /^Your subscription:/ })).closest('section') as HTMLElement;

it('shows a trial with the time left and the dashboards in use against the quota', async () => {
  const trial = trialOverview({ services: { dashboards: 10, bonusDashboards: 3 }, coupons: { applied: [bonus], discount: 0 } });
  renderSubscriptionScreen(trial);
  const card = await status();
  expect(within(card).getByRole('heading')).toHaveTextContent('Your subscription: Free trial');
  expect(card).toHaveTextContent(`4 days left: the trial ends on ${formatBillingDate(trial.expiresAt as string)}.`);
  expect(card).toHaveTextContent('Dashboards in use: 3 of 13 (3 dashboards from coupons)');
  expect(within(card).queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
});

it('shows an active plan with its renewal date and card', async () => {
  const active = activeOverview({ pending: { dashboards: 3, interval: 1 } });
  renderSubscriptionScreen(active);
  const card = await status();
  const renewal = formatBillingDate(active.subscription?.currentPeriodEnd as string);
  expect(within(card).getByRole('heading')).toHaveTextContent('Active');
  expect(card).toHaveTextContent(`5 dashboards, billed monthly. Renews on ${renewal}.`);
  expect(card).toHaveTextContent(`From ${renewal}: 3 dashboards.`);
  expect(card).toHaveTextContent('Paid with Visa ending in 4242.');
  expect(within(card).getByRole('link', { name: 'Manage payment' })).toHaveAttribute('href', '/company/manage-payment');
});

it('sends an overdue company to change its card', async () => {
  renderSubscriptionScreen(activeOverview({ state: 'past_due' }, { state: 'overdue' }));
  const card = await status();
  expect(card).toHaveTextContent('Your last payment failed.');
  await userEvent.click(within(card).getByRole('link', { name: 'Change card' }));
  expect(await screen.findByText('Manage payment page')).toBeInTheDocument();
});

it('says an expired company can subscribe again', async () => {
  renderSubscriptionScreen(trialOverview({ state: 'expired', expiresAt: null, services: { dashboards: 0, bonusDashboards: 0 } }));
  expect(await status()).toHaveTextContent('Your trial or subscription has ended. Subscribe below to create dashboards again.');
  expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
});

it('cancels at the end of the period after saying until when access lasts', async () => {
  const active = activeOverview();
  const periodEnd = active.subscription?.currentPeriodEnd as string;
  const canceled = activeOverview({ cancelAtPeriodEnd: true }, { state: 'canceled' });
  const { api } = renderSubscriptionScreen([active, canceled], { 'DELETE /api/company': () => ({ status: 204 }) });
  await userEvent.click(within(await status()).getByRole('button', { name: 'Cancel subscription' }));

  const question = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
  expect(question).toHaveTextContent(`Your dashboards stay available until ${formatBillingDate(periodEnd)}, the end of the period you paid for`);
  await userEvent.click(within(question).getByRole('button', { name: 'Keep subscription' }));
  expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);

  await userEvent.click(within(await status()).getByRole('button', { name: 'Cancel subscription' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Cancel your subscription?' })).getByRole('button', { name: 'Cancel subscription' }));
  expect(await screen.findByText('Your subscription is canceled; it is not renewed.')).toBeInTheDocument();
  expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => [call.path, call.body])).toEqual([['/api/company', { cancel: true }]]);
  const card = await status();
  expect(within(card).getByRole('heading')).toHaveTextContent('Canceled');
  expect(card).toHaveTextContent(`Your dashboards stay available until ${formatBillingDate(periodEnd)}; the subscription is not renewed.`);
});

it('restores a canceled subscription before its period ends', async () => {
  const canceled = activeOverview({ cancelAtPeriodEnd: true }, { state: 'canceled' });
  const { api } = renderSubscriptionScreen(canceled, { 'POST /api/company/subscription/restore': () => ({ body: { data: activeOverview() } }) });
  await userEvent.click(within(await status()).getByRole('button', { name: 'Restore subscription' }));
  expect(await screen.findByText('Your subscription is restored and renews as before.')).toBeInTheDocument();
  expect(within(await status()).getByRole('heading')).toHaveTextContent('Active');
  expect(within(await status()).getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
  expect(api.calls.some((call) => call.method === 'POST' && call.path === '/api/company/subscription/restore')).toBe(true);
});

it('says why a restore was refused and keeps the canceled state', async () => {
  renderSubscriptionScreen(activeOverview({ cancelAtPeriodEnd: true }, { state: 'canceled' }), {
    'POST /api/company/subscription/restore': () => ({ status: 409, body: { message: 'There is no canceled subscription to restore.' } }),
  });
  await userEvent.click(within(await status()).getByRole('button', { name: 'Restore subscription' }));
  expect(await screen.findByText('There is no canceled subscription to restore.')).toBeInTheDocument();
  expect(within(await status()).getByRole('heading')).toHaveTextContent('Canceled');
});

it('shows a subscription still waiting for its first payment', async () => {
  renderSubscriptionScreen(trialOverview({ subscription: activeSubscription({ state: 'incomplete', currentPeriodEnd: null, card: null }) }));
  expect(await status()).toHaveTextContent('A subscription is waiting for its first payment');
});
