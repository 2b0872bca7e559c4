import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithShell } from '@pulseboard/shared/testing';
import { RegisterScreen } from './RegisterScreen';
import { startSignedIn } from '../forms/navigate';

jest.mock('../forms/navigate', () => ({ startSignedIn: jest.fn() }));

async function fillForm() {
  await userEvent.type(screen.getByLabelText('Full Name'), 'Rita Reporter');
  await userEvent.type(screen.getByLabelText('Email'), 'rita@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'longenough');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'longenough');
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
});

it('posts the spec fields, including the query values, and continues where the server says', async () => {
  const api = mockApi({ 'POST /register': () => ({ status: 201, body: { data: { redirect: '/intro' } } }) });
  renderWithShell(<RegisterScreen />, { path: '/register?source=mc&dashboards=40&annual=1&coupons=A&coupons=B', routePath: '/register', config: null });
  await fillForm();
  await userEvent.click(screen.getByLabelText(/terms and conditions/));
  await userEvent.click(screen.getByLabelText('I am 16 years of age or older'));
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
  api.restore();
});

it("shows the server's 422 messages next to their fields", async () => {
  const api = mockApi({
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
  await userEvent.click(screen.getByLabelText(/terms and conditions/));
  await userEvent.click(screen.getByLabelText('I am 16 years of age or older'));
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Code / Coupon X is invalid')).toBeInTheDocument();
  api.restore();
});

it('checks native validity before sending anything', async () => {
  const api = mockApi({});
  renderWithShell(<RegisterScreen />, { path: '/register', config: null });
  await userEvent.type(screen.getByLabelText('Password'), 'short');
  await userEvent.click(screen.getByLabelText(/terms and conditions/));
  await userEvent.click(screen.getByLabelText('I am 16 years of age or older'));
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
  expect(api.calls).toHaveLength(0);
  api.restore();
});
