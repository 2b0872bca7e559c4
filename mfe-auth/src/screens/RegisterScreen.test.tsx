import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SERVER_FAILURE_MESSAGE } from '@pulseboard/shared';
import { installFakeCardProvider, mockApi, renderWithShell, type MockReply, type RecordedCall } from '@pulseboard/shared/testing';
import { RegisterScreen } from './RegisterScreen';
import { startSignedIn } from '../forms/navigate';

jest.mock('../forms/navigate', () => ({ startSignedIn: jest.fn() }));

// Screens offer the server's sign-in providers; these tests are about the rest, so none is offered (social/*.test.tsx covers them).
beforeEach(() => {
  mockApi({
    'GET /api/sign-in/providers': () => ({ body: { data: [] } }),
  });
});

beforeEach(() => jest.mocked(startSignedIn).mockClear());

async function fillForm() {
  await userEvent.type(screen.getByLabelText('Full Name'), 'Rita Reporter');
  await userEvent.type(screen.getByLabelText('Email'), 'rita@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'longenough');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'longenough');
}

async function giveBothConsents() {
  await userEvent.click(screen.getByLabelText(/terms and conditions/));
  await userEvent.click(screen.getByLabelText('I am 16 years of age or older'));
}

const PRODUCTS = [
  { interval: 1, unitAmount: 1500, currency: 'usd' },
  { interval: 12, unitAmount: 15000, currency: 'usd' },
];
const COUPONS: Record<string, { code: string; type: 'price.discount' | 'dashboards.bonus'; value: number; name: string }> = {
  a: { code: 'A', type: 'price.discount', value: 5, name: 'Five off' },
  b: { code: 'B', type: 'price.discount', value: 2, name: 'Two off' },
  c: { code: 'C', type: 'price.discount', value: 1, name: 'One off' },
};
const products = () => ({ body: { data: PRODUCTS } });

/** GET /api/coupons/{code}: the known codes, whatever their case; 422 with the server's text otherwise. */
function couponLookup({ url }: { url: URL }): MockReply {
  const code = decodeURIComponent(url.pathname.split('/').pop() ?? '');
  const coupon = COUPONS[code.toLowerCase()];
  if (!coupon) return { status: 422, body: { message: 'invalid', errors: { coupon: [`Code / Coupon ${code} is invalid`] } } };
  if (url.searchParams.getAll('applied').length >= 2) return { status: 422, body: { message: 'no', errors: { coupon: ['Code / Coupon not stackable with other code(s) / coupon(s).'] } } };
  return { body: { data: coupon } };
}

const billingHandlers = { 'GET /api/billing/products': products, 'GET /api/coupons/:code': couponLookup };

it('keeps Register disabled until both consents are ticked', async () => {
  mockApi(billingHandlers);
  renderWithShell(<RegisterScreen />, { path: '/register', config: null });
  await fillForm();
  const register = screen.getByRole('button', { name: 'Register' });
  expect(register).toBeDisabled();
  await userEvent.click(screen.getByLabelText(/terms and conditions/));
  expect(register).toBeDisabled();
  await userEvent.click(screen.getByLabelText('I am 16 years of age or older'));
  expect(register).toBeEnabled();
  await userEvent.click(screen.getByLabelText(/terms and conditions/));
  expect(register).toBeDisabled();
});

it('posts the spec fields, including the query values and the coupons the server accepted, and continues where the server says', async () => {
  const api = mockApi({ ...billingHandlers, 'POST /register': () => ({ status: 201, body: { data: { redirect: '/intro' } } }) });
  renderWithShell(<RegisterScreen />, { path: '/register?source=mc&dashboards=40&annual=1&coupons=A&coupons=B', routePath: '/register', config: null });
  const applied = await screen.findByRole('list', { name: 'Applied coupons' });
  await waitFor(() => expect(applied.children).toHaveLength(2));
  await fillForm();
  await giveBothConsents();
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
  await waitFor(() => expect(startSignedIn).toHaveBeenCalledWith('/intro'));
  expect(api.calls.find((call) => call.path === '/register')!.body).toMatchObject({
    name: 'Rita Reporter',
    email: 'rita@example.com',
    password: 'longenough',
    password_confirmation: 'longenough',
    terms_consent: true,
    age_consent: true,
    coupons: '["A","B"]',
    dashboards: 40,
    interval: 12,
    flow: 'mc',
  });
  expect(window.dataLayer).toContainEqual({ event: 'registered', flow: 'mc', dashboards: 40, interval: 12, coupons: ['A', 'B'], paid: false });
});

it('posts the defaults of a plain link: no coupons, 25 dashboards, monthly, no flow, and the analytics client id', async () => {
  document.cookie = '_ga=GA1.2.1234567.7654321';
  const api = mockApi({ ...billingHandlers, 'POST /register': () => ({ status: 201, body: { data: { redirect: '/intro' } } }) });
  renderWithShell(<RegisterScreen />, { path: '/register', config: null });
  await fillForm();
  await giveBothConsents();
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
  await waitFor(() => expect(startSignedIn).toHaveBeenCalled());
  expect(api.calls.find((call) => call.path === '/register')!.body).toMatchObject({ coupons: '[]', dashboards: 25, interval: 1, flow: '', cid: '1234567.7654321' });
  expect(window.dataLayer).toContainEqual({ event: 'registered', flow: null, dashboards: 25, interval: 1, coupons: [], paid: false });
  document.cookie = '_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('the plan and its coupons', () => {
  it('prices the plan of the link for the trial, and itemises what paying now charges today', async () => {
    mockApi(billingHandlers);
    renderWithShell(<RegisterScreen />, { path: '/register?dashboards=5&annual=1', routePath: '/register', config: null });
    const plan = await screen.findByRole('region', { name: 'Your plan' });
    expect(plan).toHaveTextContent('5 dashboards × $150.00 per year$750.00');
    expect(plan).toHaveTextContent('Total per year$750.00');
    expect(plan).not.toHaveTextContent('Paid today');
    await userEvent.click(screen.getByLabelText('Pay now and start the subscription'));
    expect(screen.getByRole('region', { name: 'Your plan' })).toHaveTextContent('Total today$750.00');
  });

  it('applies a coupon of the link once, even when React runs the check twice (development)', async () => {
    const api = mockApi(billingHandlers);
    configure({ reactStrictMode: true });
    renderWithShell(<RegisterScreen />, { path: '/register?coupons=a', routePath: '/register', config: null });
    configure({ reactStrictMode: false });
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/api/coupons/a')).toHaveLength(2));
    const applied = await screen.findByRole('list', { name: 'Applied coupons' });
    // Both answers have arrived well within this; the second must change nothing.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(applied.children).toHaveLength(1);
  });

  it('disables Apply, and Register, while a code is checked', async () => {
    let answer!: (reply: MockReply) => void;
    mockApi({ ...billingHandlers, 'GET /api/coupons/:code': () => new Promise<MockReply>((resolve) => (answer = resolve)) });
    renderWithShell(<RegisterScreen />, { path: '/register', config: null });
    await fillForm();
    await giveBothConsents();
    await userEvent.type(screen.getByLabelText('Code / Coupon'), 'a');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Checking…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
    answer({ body: { data: COUPONS.a } });
    expect(await screen.findByRole('button', { name: 'Remove the coupon A' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });

  it('prices the plan of the link, coupons taken off each dashboard (spec §9: dollars to 2 decimals)', async () => {
    mockApi(billingHandlers);
    renderWithShell(<RegisterScreen />, { path: '/register?dashboards=5&annual=1&coupons=a', routePath: '/register', config: null });
    const plan = await screen.findByRole('region', { name: 'Your plan' });
    await waitFor(() => expect(plan).toHaveTextContent('5 dashboards × $150.00 per year'));
    await waitFor(() => expect(plan).toHaveTextContent('-$25.00'));
    expect(plan).toHaveTextContent('$725.00');
  });

  it('checks a typed code with the e-mail, disables Apply while checking and for a code already applied, and removing it restores the price', async () => {
    const api = mockApi(billingHandlers);
    renderWithShell(<RegisterScreen />, { path: '/register?dashboards=2', routePath: '/register', config: null });
    await userEvent.type(screen.getByLabelText('Email'), 'rita@example.com');
    const code = screen.getByLabelText('Code / Coupon');
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await userEvent.type(code, 'a');
    await userEvent.click(apply);
    await screen.findByRole('button', { name: 'Remove the coupon A' });
    expect(api.calls.find((call) => call.path === '/api/coupons/a')!.url.searchParams.get('email')).toBe('rita@example.com');
    expect(await screen.findByRole('region', { name: 'Your plan' })).toHaveTextContent('$20.00');
    await userEvent.type(code, 'A');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove the coupon A' }));
    expect(screen.getByRole('region', { name: 'Your plan' })).toHaveTextContent('$30.00');
  });

  it('says "Code / Coupon not valid." for any failed lookup and the stacking text when it does not stack', async () => {
    mockApi(billingHandlers);
    renderWithShell(<RegisterScreen />, { path: '/register?coupons=nope&coupons=a&coupons=b&coupons=c', routePath: '/register', config: null });
    expect(await screen.findByText('Code / Coupon not stackable with other code(s) / coupon(s).')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code / Coupon'), 'zzz');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Code / Coupon not valid.')).toBeInTheDocument();
  });
});

describe('paying at registration', () => {
  const checkout = () => ({ body: { data: { payload: 'pi_1_secret_2', key: 'pk_test', script: '/sandbox/stripe/v3.js', amount: 7500, order: 'in_1' } } });
  const payingHandlers = (states: string[]) => ({
    ...billingHandlers,
    'POST /register': () => ({ status: 201, body: { data: { redirect: '/intro' } } }),
    'POST /api/payment/secure': checkout,
    'GET /api/company': () => ({ body: { data: { state: states.shift() ?? 'active' } } }),
  });

  async function registerPaying() {
    await fillForm();
    await userEvent.click(screen.getByLabelText('Pay now and start the subscription'));
    await giveBothConsents();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
  }

  it('creates the account, runs the checkout with the full name, waits for the server to say active, then goes on', async () => {
    const card = installFakeCardProvider();
    const api = mockApi(payingHandlers(['trial']));
    renderWithShell(<RegisterScreen />, { path: '/register?dashboards=5', routePath: '/register', config: null });
    await registerPaying();
    const pay = await screen.findByRole('button', { name: 'Pay $75.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    expect(api.calls.find((call) => call.path === '/api/payment/secure')!.body).toEqual({ dashboards: 5, interval: 1, coupons: [] });
    await userEvent.click(pay);
    await waitFor(() => expect(startSignedIn).toHaveBeenCalledWith('/intro'), { timeout: 5_000 });
    expect(card.payments).toEqual([{ payload: 'pi_1_secret_2', payerName: 'Rita Reporter' }]);
    expect(api.calls.filter((call) => call.path === '/api/company').length).toBeGreaterThanOrEqual(2);
    expect(api.calls.filter((call) => call.path === '/register')).toHaveLength(1);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'registered', dashboards: 5, paid: true }));
  });

  it('starts a plan its coupons make free without a card step: waits for the server to say active, then goes on', async () => {
    const card = installFakeCardProvider();
    const api = mockApi({ ...payingHandlers(['trial']), 'POST /api/payment/secure': () => ({ body: { data: null } }) });
    renderWithShell(<RegisterScreen />, { path: '/register?dashboards=5', routePath: '/register', config: null });
    await registerPaying();
    await waitFor(() => expect(startSignedIn).toHaveBeenCalledWith('/intro'), { timeout: 5_000 });
    expect(screen.queryByRole('region', { name: 'Payment' })).not.toBeInTheDocument();
    expect(card.payments).toEqual([]);
    expect(api.calls.filter((call) => call.path === '/api/company').length).toBeGreaterThanOrEqual(2);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'registered', dashboards: 5, paid: true }));
  });

  it('stops on a declined card with the provider’s message, and lets the visitor start the trial instead', async () => {
    const card = installFakeCardProvider();
    card.decline('Your card was declined.');
    mockApi(payingHandlers([]));
    renderWithShell(<RegisterScreen />, { path: '/register', routePath: '/register', config: null });
    await registerPaying();
    const pay = await screen.findByRole('button', { name: /^Pay \$/ });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(startSignedIn).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with the free trial instead' }));
    expect(startSignedIn).toHaveBeenCalledWith('/intro');
  });

  it('never registers twice: when the checkout cannot start, Continue asks for it again with the account created', async () => {
    installFakeCardProvider();
    const secureReplies: MockReply[] = [{ status: 503, body: { message: 'Payments are not available right now.' } }];
    const api = mockApi({ ...payingHandlers([]), 'POST /api/payment/secure': () => secureReplies.shift() ?? checkout() });
    renderWithShell(<RegisterScreen />, { path: '/register?dashboards=5', routePath: '/register', config: null });
    await registerPaying();
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_FAILURE_MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('region', { name: 'Payment' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/register')).toHaveLength(1);
    expect(api.calls.filter((call) => call.path === '/api/payment/secure')).toHaveLength(2);
  });

  it('goes on once paid even when a read of the company fails meanwhile, and never offers to pay again', async () => {
    const card = installFakeCardProvider();
    const companyReplies: MockReply[] = [{ status: 500, body: { message: 'Server Error' } }];
    mockApi({ ...payingHandlers([]), 'GET /api/company': () => companyReplies.shift() ?? { body: { data: { state: 'active' } } } });
    renderWithShell(<RegisterScreen />, { path: '/register?dashboards=5', routePath: '/register', config: null });
    await registerPaying();
    const pay = await screen.findByRole('button', { name: 'Pay $75.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    expect(await screen.findByText('Payment received. Waiting for the card provider to confirm it…')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Paying…' })).toBeDisabled();
    await waitFor(() => expect(startSignedIn).toHaveBeenCalledWith('/intro'), { timeout: 5_000 });
    expect(card.payments).toHaveLength(1);
  });
});

it("shows the server's 422 messages next to their fields", async () => {
  mockApi({
    ...billingHandlers,
    'POST /register': () => ({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { email: ['The email has already been taken.'], coupon: ['Code / Coupon X is invalid'] },
      },
    }),
  });
  renderWithShell(<RegisterScreen />, { path: '/register', config: null });
  await fillForm();
  await giveBothConsents();
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Code / Coupon X is invalid')).toBeInTheDocument();
});

it('puts each key of a 422 under its own field, coupon and general at the top, and keeps what was typed', async () => {
  mockApi({
    ...billingHandlers,
    'POST /register': () => ({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: {
          name: ['The name may not be longer than 255 characters.'],
          email: ['The email has already been taken.'],
          password: ['The password must be at least 8 characters.'],
          password_confirmation: ['The password confirmation does not match.'],
          terms_consent: ['You must accept the terms and conditions.'],
          age_consent: ['You must confirm that you are 16 or older.'],
          coupon: ['Code / Coupon X is invalid'],
          general: ['Registration is closed for now.'],
        },
      },
    }),
  });
  renderWithShell(<RegisterScreen />, { path: '/register', config: null });
  await fillForm();
  await giveBothConsents();
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
  const form = await screen.findByRole('form', { name: 'Register' });
  expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveAccessibleDescription('The name may not be longer than 255 characters.');
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('The email has already been taken.');
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('The password must be at least 8 characters.');
  expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('The password confirmation does not match.');
  expect(screen.getByRole('checkbox', { name: /terms and conditions/ })).toHaveAccessibleDescription('You must accept the terms and conditions.');
  expect(screen.getByRole('checkbox', { name: 'I am 16 years of age or older' })).toHaveAccessibleDescription('You must confirm that you are 16 or older.');
  const top = form.firstElementChild;
  expect(top).toHaveAttribute('role', 'alert');
  expect(top).toHaveTextContent('Code / Coupon X is invalid');
  expect(top).toHaveTextContent('Registration is closed for now.');
  expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Rita Reporter');
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('rita@example.com');
  expect(screen.getByLabelText('Password')).toHaveValue('longenough');
  expect(startSignedIn).not.toHaveBeenCalled();
});

it('says a server failure at the top and keeps the form as typed', async () => {
  mockApi({ ...billingHandlers, 'POST /register': () => ({ status: 500, body: { message: 'Server Error' } }) });
  renderWithShell(<RegisterScreen />, { path: '/register', config: null });
  await fillForm();
  await giveBothConsents();
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_FAILURE_MESSAGE);
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('rita@example.com');
  expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
});

const posted = (api: { calls: RecordedCall[] }) => api.calls.filter((call) => call.method === 'POST');

it('checks native validity before sending anything', async () => {
  const api = mockApi(billingHandlers);
  renderWithShell(<RegisterScreen />, { path: '/register', config: null });
  await userEvent.type(screen.getByLabelText('Password'), 'short');
  await giveBothConsents();
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
  expect(screen.getByRole('form', { name: 'Register' })).not.toHaveAttribute('novalidate');
  expect(screen.getByRole('textbox', { name: 'Full Name' })).toBeInvalid();
  expect(screen.getByRole('textbox', { name: 'Email' })).toBeInvalid();
  expect(posted(api)).toHaveLength(0);
});

it('refuses a confirmation that does not match, under the confirmation, and sends nothing', async () => {
  const api = mockApi(billingHandlers);
  renderWithShell(<RegisterScreen />, { path: '/register', config: null });
  await userEvent.type(screen.getByLabelText('Full Name'), 'Rita Reporter');
  await userEvent.type(screen.getByLabelText('Email'), 'rita@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'longenough');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'longenougH');
  await giveBothConsents();
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
  expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('The password confirmation does not match.');
  expect(posted(api)).toHaveLength(0);
});

it('shows the account being created and keeps Register disabled until the server answers', async () => {
  let answer!: (reply: MockReply) => void;
  const api = mockApi({ ...billingHandlers, 'POST /register': () => new Promise<MockReply>((resolve) => (answer = resolve)) });
  renderWithShell(<RegisterScreen />, { path: '/register', config: null });
  await fillForm();
  await giveBothConsents();
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
  const pending = await screen.findByRole('button', { name: 'Creating your account…' });
  expect(pending).toBeDisabled();
  await userEvent.click(pending);
  expect(posted(api)).toHaveLength(1);
  answer({ status: 201, body: { data: { redirect: '/intro' } } });
  await waitFor(() => expect(startSignedIn).toHaveBeenCalledWith('/intro'));
});
