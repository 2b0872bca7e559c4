import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUPON_TEXTS, type AppliedCoupons } from '@pulseboard/shared';
import { bonus, trialOverview, welcome } from '../billing/billing-fixtures';
import type { MockHandler } from '@pulseboard/shared/testing';
import { renderSubscriptionScreen } from './render-subscription-screen';

const couponsCard = async () => (await screen.findByRole('heading', { name: 'Coupons' })).closest('section') as HTMLElement;

async function apply(code: string) {
  const card = await couponsCard();
  await userEvent.type(within(card).getByRole('textbox', { name: 'Code / Coupon' }), code);
  await userEvent.click(within(card).getByRole('button', { name: 'Apply' }));
  return card;
}

const banner = (text: string) => screen.getByText(text).closest('[data-banner-code]');

/** The screen on a server whose applied coupons change as the calls apply or remove them. */
function renderWithCoupons(initial: AppliedCoupons, handlers: (server: { coupons: AppliedCoupons }) => Record<string, MockHandler>) {
  const server = { coupons: initial };
  return renderSubscriptionScreen(() => trialOverview({ coupons: server.coupons }), handlers(server));
}

const withWelcome: AppliedCoupons = { applied: [welcome], discount: 500 };

it('applies a code: the success banner (code 200), the coupon in the list with what it gives, and the discount', async () => {
  const { api } = renderWithCoupons({ applied: [], discount: 0 }, (server) => ({
    'POST /api/company/coupon': () => {
      server.coupons = withWelcome;
      return { body: { data: withWelcome } };
    },
  }));
  const card = await apply('welcome5');

  expect(await within(card).findByText('Code / Coupon welcome5 activated successfully')).toBeInTheDocument();
  expect(banner('Code / Coupon welcome5 activated successfully')).toHaveAttribute('data-banner-code', '200');
  expect(api.calls.find((call) => call.path === '/api/company/coupon')?.body).toEqual({ coupon: 'welcome5' });
  const applied = within(card).getByRole('list', { name: 'Applied coupons' });
  expect(within(applied).getByRole('listitem')).toHaveTextContent('Welcome offer WELCOME5$5.00 off each dashboard');
  expect(card).toHaveTextContent('Discount: $5.00 off each dashboard');
  expect(within(card).getByRole('textbox', { name: 'Code / Coupon' })).toHaveValue('');
});

it('shows the server’s refusal in an error banner (code 500): an invalid code, or one that does not stack', async () => {
  let answer = COUPON_TEXTS.invalid('NOPE');
  renderSubscriptionScreen(trialOverview({ coupons: { applied: [welcome], discount: 500 } }), {
    'POST /api/company/coupon': () => ({ status: 422, body: { message: answer, errors: { coupon: [answer] } } }),
  });
  const card = await apply('NOPE');
  expect(await within(card).findByRole('alert')).toHaveTextContent('Code / Coupon NOPE is invalid');
  expect(banner('Code / Coupon NOPE is invalid')).toHaveAttribute('data-banner-code', '500');
  expect(within(card).getByRole('textbox', { name: 'Code / Coupon' })).toHaveValue('NOPE');

  answer = COUPON_TEXTS.notStackable;
  await userEvent.click(within(card).getByRole('button', { name: 'Apply' }));
  expect(await within(card).findByText('Code / Coupon not stackable with other code(s) / coupon(s).')).toBeInTheDocument();
});

it('calls a code invalid when the answer does not list it as applied', async () => {
  renderSubscriptionScreen(trialOverview(), { 'POST /api/company/coupon': () => ({ body: { data: { applied: [], discount: 0 } } }) });
  const card = await apply('GHOST');
  expect(await within(card).findByRole('alert')).toHaveTextContent('Code / Coupon GHOST is invalid');
});

it('disables Apply while a code is being checked', async () => {
  let answer: (reply: { body: unknown }) => void = () => undefined;
  renderWithCoupons({ applied: [], discount: 0 }, (server) => ({
    'POST /api/company/coupon': () =>
      new Promise((resolve) => {
        answer = (reply) => {
          server.coupons = withWelcome;
          resolve(reply);
        };
      }),
  }));
  const card = await apply('WELCOME5');
  expect(within(card).getByRole('button', { name: 'Checking…' })).toBeDisabled();
  answer({ body: { data: withWelcome } });
  expect(await within(card).findByText('Code / Coupon WELCOME5 activated successfully')).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Apply' })).toBeEnabled();
});

it('disables Apply for a code already applied, whatever its case', async () => {
  const { api } = renderSubscriptionScreen(trialOverview({ coupons: { applied: [welcome], discount: 500 } }));
  const card = await couponsCard();
  await userEvent.type(within(card).getByRole('textbox', { name: 'Code / Coupon' }), ' Welcome5');
  expect(within(card).getByRole('button', { name: 'Apply' })).toBeDisabled();
  expect(card).toHaveTextContent('WELCOME5 is applied already.');
  await userEvent.type(within(card).getByRole('textbox', { name: 'Code / Coupon' }), 'X');
  expect(within(card).getByRole('button', { name: 'Apply' })).toBeEnabled();
  expect(api.calls.filter((call) => call.path === '/api/company/coupon')).toEqual([]);
});

it('removes a coupon after asking, which takes its discount away', async () => {
  const { api } = renderWithCoupons({ applied: [welcome, bonus], discount: 500 }, (server) => ({
    'DELETE /api/company/coupon/WELCOME5': () => {
      server.coupons = { applied: [bonus], discount: 0 };
      return { body: { data: server.coupons } };
    },
  }));
  const card = await couponsCard();
  await userEvent.click(within(card).getByRole('button', { name: 'Remove the coupon WELCOME5' }));
  const question = await screen.findByRole('dialog', { name: 'Remove the coupon WELCOME5?' });
  expect(question).toHaveTextContent('Welcome offer: $5.00 off each dashboard.');
  await userEvent.click(within(question).getByRole('button', { name: 'Remove' }));

  expect(await within(card).findByText('Code / Coupon WELCOME5 removed: its discount ends from the next charge on.')).toBeInTheDocument();
  expect(
    within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Three on us BONUS33 extra dashboardsRemove']);
  expect(card).not.toHaveTextContent('Discount:');
  expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/company/coupon/WELCOME5']);
});

it('prices the plan again once the coupons change', async () => {
  const { api } = renderWithCoupons({ applied: [], discount: 0 }, (server) => ({
    'POST /api/company/coupon': () => {
      server.coupons = withWelcome;
      return { body: { data: withWelcome } };
    },
  }));
  await screen.findByRole('table', { name: 'Today' });
  const quotes = () => api.calls.filter((call) => call.path === '/api/company/subscription/quote').length;
  const before = quotes();
  await apply('WELCOME5');
  await waitFor(() => expect(quotes()).toBeGreaterThan(before));
  expect(await within(screen.getByRole('table', { name: 'Today' })).findByText('Coupons: $5.00 off each dashboard')).toBeInTheDocument();
});
