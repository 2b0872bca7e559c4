import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SERVER_FAILURE_MESSAGE } from '@pulseboard/shared';
import { mockApi, renderWithShell, type MockReply } from '@pulseboard/shared/testing';
import { RegisterScreen } from './RegisterScreen';
import { startSignedIn } from '../forms/navigate';

jest.mock('../forms/navigate', () => ({ startSignedIn: jest.fn() }));

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

it('keeps Register disabled until both consents are ticked', async () => {
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

it('posts the spec fields, including the query values, and continues where the server says', async () => {
  const api = mockApi({ 'POST /register': () => ({ status: 201, body: { data: { redirect: '/intro' } } }) });
  renderWithShell(<RegisterScreen />, { path: '/register?source=mc&dashboards=40&annual=1&coupons=A&coupons=B', routePath: '/register', config: null });
  await fillForm();
  await giveBothConsents();
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
  expect(api.calls[0]!.body).toMatchObject({
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
  expect(startSignedIn).toHaveBeenCalledWith('/intro');
  expect(window.dataLayer).toContainEqual({ event: 'registered', flow: 'mc', dashboards: 40, interval: 12 });
});

it('posts the defaults of a plain link: no coupons, 25 dashboards, monthly, no flow, and the analytics client id', async () => {
  document.cookie = '_ga=GA1.2.1234567.7654321';
  const api = mockApi({ 'POST /register': () => ({ status: 201, body: { data: { redirect: '/intro' } } }) });
  renderWithShell(<RegisterScreen />, { path: '/register', config: null });
  await fillForm();
  await giveBothConsents();
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
  expect(api.calls[0]!.body).toMatchObject({ coupons: '[]', dashboards: 25, interval: 1, flow: '', cid: '1234567.7654321' });
  expect(window.dataLayer).toContainEqual({ event: 'registered', flow: null, dashboards: 25, interval: 1 });
  document.cookie = '_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

it("shows the server's 422 messages next to their fields", async () => {
  mockApi({
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
  mockApi({ 'POST /register': () => ({ status: 500, body: { message: 'Server Error' } }) });
  renderWithShell(<RegisterScreen />, { path: '/register', config: null });
  await fillForm();
  await giveBothConsents();
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_FAILURE_MESSAGE);
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('rita@example.com');
  expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
});

it('checks native validity before sending anything', async () => {
  const api = mockApi({});
  renderWithShell(<RegisterScreen />, { path: '/register', config: null });
  await userEvent.type(screen.getByLabelText('Password'), 'short');
  await giveBothConsents();
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
  expect(screen.getByRole('form', { name: 'Register' })).not.toHaveAttribute('novalidate');
  expect(screen.getByRole('textbox', { name: 'Full Name' })).toBeInvalid();
  expect(screen.getByRole('textbox', { name: 'Email' })).toBeInvalid();
  expect(api.calls).toHaveLength(0);
});

it('refuses a confirmation that does not match, under the confirmation, and sends nothing', async () => {
  const api = mockApi({});
  renderWithShell(<RegisterScreen />, { path: '/register', config: null });
  await userEvent.type(screen.getByLabelText('Full Name'), 'Rita Reporter');
  await userEvent.type(screen.getByLabelText('Email'), 'rita@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'longenough');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'longenougH');
  await giveBothConsents();
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
  expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('The password confirmation does not match.');
  expect(api.calls).toHaveLength(0);
});

it('shows the account being created and keeps Register disabled until the server answers', async () => {
  let answer!: (reply: MockReply) => void;
  const api = mockApi({ 'POST /register': () => new Promise<MockReply>((resolve) => (answer = resolve)) });
  renderWithShell(<RegisterScreen />, { path: '/register', config: null });
  await fillForm();
  await giveBothConsents();
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
  const pending = await screen.findByRole('button', { name: 'Creating your account…' });
  expect(pending).toBeDisabled();
  await userEvent.click(pending);
  expect(api.calls).toHaveLength(1);
  answer({ status: 201, body: { data: { redirect: '/intro' } } });
  await waitFor(() => expect(startSignedIn).toHaveBeenCalledWith('/intro'));
});
