import type { ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { LAST_SIGN_IN_METHOD_TEXT } from '@pulseboard/shared';
import { mockApi, renderWithShell, testPageConfig, testUser } from '@pulseboard/shared/testing';
import { goToProvider } from '../forms/navigate';
import { LoginScreen } from '../screens/LoginScreen';
import { RegisterScreen } from '../screens/RegisterScreen';
import { UserPage } from '../screens/UserPage';

jest.mock('../forms/navigate', () => ({ startSignedIn: jest.fn(), goToProvider: jest.fn() }));

const PROVIDERS = [
  { provider: 'google', label: 'Google' },
  { provider: 'facebook', label: 'Facebook' },
  { provider: 'linkedin', label: 'LinkedIn' },
];
const PROVIDER_PAGE = 'http://localhost/sandbox/social/google/o/oauth2/v2/auth?state=s';
const baseHandlers = {
  'GET /api/sign-in/providers': () => ({ body: { data: PROVIDERS } }),
  'GET /api/billing/products': () => ({
    body: {
      data: [
        { interval: 1, unitAmount: 1500, currency: 'usd' },
        { interval: 12, unitAmount: 15000, currency: 'usd' },
      ],
    },
  }),
};

/** Each test starts with SWR's cache empty, so one test's lists do not show in the next. */
const fresh = (ui: ReactElement) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>;

beforeEach(() => jest.mocked(goToProvider).mockClear());

describe('registering through a provider', () => {
  const renderRegister = (path = '/register') => renderWithShell(fresh(<RegisterScreen />), { path, routePath: '/register', config: null });

  it('asks for both consents in the modal before anything is posted, then posts them with the plan and goes to the provider', async () => {
    const api = mockApi({ ...baseHandlers, 'POST /register/:provider': () => ({ body: { data: { redirect: PROVIDER_PAGE } } }) });
    renderRegister('/register?source=mc&dashboards=40&annual=1');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    const modal = screen.getByRole('dialog', { name: 'Please confirm checkboxes to proceed' });
    const proceed = within(modal).getByRole('button', { name: 'Continue' });
    expect(proceed).toBeDisabled();
    await userEvent.click(within(modal).getByLabelText(/terms and conditions/));
    expect(proceed).toBeDisabled();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
    await userEvent.click(within(modal).getByLabelText('I am 16 years of age or older'));
    await userEvent.click(proceed);
    await waitFor(() => expect(goToProvider).toHaveBeenCalledWith(PROVIDER_PAGE));
    const post = api.calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe('/register/google');
    expect(post.body).toMatchObject({ terms_consent: true, age_consent: true, dashboards: 40, interval: 12, flow: 'mc', coupons: '[]' });
  });

  it('starts the modal with the consents already ticked on the form', async () => {
    mockApi(baseHandlers);
    renderRegister();
    await userEvent.click(screen.getByLabelText(/terms and conditions/));
    await userEvent.click(screen.getByLabelText('I am 16 years of age or older'));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with LinkedIn' }));
    const modal = screen.getByRole('dialog', { name: 'Please confirm checkboxes to proceed' });
    expect(within(modal).getByLabelText(/terms and conditions/)).toBeChecked();
    expect(within(modal).getByRole('button', { name: 'Continue' })).toBeEnabled();
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the modal and stays on the page", async () => {
    mockApi({ ...baseHandlers, 'POST /register/:provider': () => ({ status: 422, body: { message: 'invalid', errors: { coupon: ['Code / Coupon OLD is invalid'] } } }) });
    renderRegister();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Facebook' }));
    const modal = screen.getByRole('dialog');
    await userEvent.click(within(modal).getByLabelText(/terms and conditions/));
    await userEvent.click(within(modal).getByLabelText('I am 16 years of age or older'));
    await userEvent.click(within(modal).getByRole('button', { name: 'Continue' }));
    expect(await within(modal).findByText('Code / Coupon OLD is invalid')).toBeVisible();
    expect(goToProvider).not.toHaveBeenCalled();
  });

  it('says how a return from the provider ended, and ignores a query it does not know', async () => {
    mockApi(baseHandlers);
    const { unmount } = renderRegister('/register?social=declined&provider=google');
    expect(screen.getByText('You cancelled the Google sign-in. Nothing was changed.')).toBeVisible();
    unmount();
    renderRegister('/register?social=<b>hacked</b>&provider=google');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeVisible();
  });

  it('asks for an e-mail when the provider shared none, and says where the link went', async () => {
    const api = mockApi({
      ...baseHandlers,
      'POST /register/social/email': ({ body }) =>
        (body as { email: string }).email === 'taken@example.com'
          ? { status: 422, body: { message: 'taken', errors: { email: ['The email has already been taken.'] } } }
          : { status: 202, body: { message: 'We sent a confirmation link to new@example.com. Open it to finish creating your account.' } },
    });
    renderRegister('/register?social=email_needed&provider=facebook');
    expect(screen.getByText(/Facebook did not share a confirmed e-mail address/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'taken@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the confirmation link' }));
    expect(await screen.findByText('The email has already been taken.')).toBeVisible();
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the confirmation link' }));
    expect(await screen.findByText('We sent a confirmation link to new@example.com. Open it to finish creating your account.')).toBeVisible();
    expect(api.calls.filter((call) => call.path === '/register/social/email').map((call) => call.body)).toEqual([{ email: 'taken@example.com' }, { email: 'new@example.com' }]);
  });
});

describe('signing in through a provider', () => {
  it('goes straight to the provider from the login page, and says when no account uses that sign-in', async () => {
    const api = mockApi({ ...baseHandlers, 'POST /login/:provider': () => ({ body: { data: { redirect: PROVIDER_PAGE } } }) });
    renderWithShell(fresh(<LoginScreen />), { path: '/login?social=no_account&provider=linkedin', routePath: '/login', config: null });
    expect(screen.getByText('No account uses this LinkedIn sign-in yet. Register first: tick both consents and choose LinkedIn again.')).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with LinkedIn' }));
    await waitFor(() => expect(goToProvider).toHaveBeenCalledWith(PROVIDER_PAGE));
    expect(api.calls.find((call) => call.method === 'POST')!.path).toBe('/login/linkedin');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe("the user page's sign-in methods", () => {
  const user = testUser({ id: 9 });
  const renderUserPage = (path = '/users/9') => renderWithShell(fresh(<UserPage />), { path, routePath: '/users/:userId', config: testPageConfig({ user }) });

  it('lists the providers, connects one through its page, and disconnects one', async () => {
    let identities = [{ provider: 'google', email: 'robin@example.com', linkedAt: '2026-11-24T10:00:00.000Z' }];
    const api = mockApi({
      ...baseHandlers,
      'GET /api/users/9/identities': () => ({ body: { data: { identities, hasPassword: true } } }),
      'POST /api/users/9/identities/:provider': () => ({ body: { data: { redirect: PROVIDER_PAGE } } }),
      'DELETE /api/users/9/identities/:provider': () => {
        identities = [];
        return { status: 204 };
      },
    });
    renderUserPage('/users/9?social=linked&provider=google');
    expect(screen.getByText('Google is connected: you can log in with it.')).toBeVisible();
    const methods = await screen.findByRole('list', { name: 'Sign-in methods' });
    expect(within(methods).getByText(/connected as robin@example.com/)).toBeVisible();
    await userEvent.click(within(methods).getByRole('button', { name: 'Connect Facebook' }));
    await waitFor(() => expect(goToProvider).toHaveBeenCalledWith(PROVIDER_PAGE));
    expect(api.calls.find((call) => call.method === 'POST')!.path).toBe('/api/users/9/identities/facebook');
    await userEvent.click(within(methods).getByRole('button', { name: 'Disconnect Google' }));
    await waitFor(() => expect(within(methods).getByRole('button', { name: 'Connect Google' })).toBeVisible());
    expect(api.calls.find((call) => call.method === 'DELETE')!.path).toBe('/api/users/9/identities/google');
  });

  it('does not offer to disconnect the last way to sign in, and says why', async () => {
    mockApi({
      ...baseHandlers,
      'GET /api/users/9/identities': () => ({ body: { data: { identities: [{ provider: 'linkedin', email: null, linkedAt: '2026-11-24T10:00:00.000Z' }], hasPassword: false } } }),
    });
    renderUserPage();
    expect(await screen.findByRole('button', { name: 'Disconnect LinkedIn' })).toBeDisabled();
    expect(screen.getByText(LAST_SIGN_IN_METHOD_TEXT)).toBeVisible();
  });

  it("shows the server's refusal of a disconnect", async () => {
    mockApi({
      ...baseHandlers,
      'GET /api/users/9/identities': () => ({
        body: {
          data: {
            identities: [
              { provider: 'google', email: null, linkedAt: '2026-11-24T10:00:00.000Z' },
              { provider: 'facebook', email: null, linkedAt: '2026-11-24T10:00:00.000Z' },
            ],
            hasPassword: false,
          },
        },
      }),
      'DELETE /api/users/9/identities/:provider': () => ({ status: 422, body: { message: 'last', errors: { provider: [LAST_SIGN_IN_METHOD_TEXT] } } }),
    });
    renderUserPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LAST_SIGN_IN_METHOD_TEXT);
  });

  it("is not on a teammate's page", async () => {
    const api = mockApi(baseHandlers);
    renderUserPage('/users/12');
    expect(screen.getByText('Teammates are managed on the Users page')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Sign-in methods' })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path.includes('/identities'))).toBe(false);
  });
});
