import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithShell, type MockReply } from '@pulseboard/shared/testing';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';

const render = () => renderWithShell(<ForgotPasswordScreen />, { path: '/password/forgot', config: null });

it('sends the e-mail and says a link is on its way to it', async () => {
  const api = mockApi({ 'POST /password/email': () => ({ body: { message: 'If an account exists for that address, we have e-mailed a password reset link.' } }) });
  render();
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'rita@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for rita@example.com, a reset link is on its way. It is valid for 60 minutes.');
  expect(api.calls[0]!.body).toEqual({ email: 'rita@example.com' });
  expect(screen.queryByRole('form', { name: 'Reset password' })).not.toBeInTheDocument();
});

it('asks for a valid e-mail under the field and sends nothing without one', async () => {
  const api = mockApi({});
  render();
  const email = screen.getByRole('textbox', { name: 'Email' });
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(email).toHaveAccessibleDescription('The email field is required.');
  await userEvent.type(email, 'rita');
  expect(email).toHaveAccessibleDescription('The email must be a valid email address.');
  expect(api.calls).toHaveLength(0);
});

it('says how long to wait when too many links were asked for, keeping the e-mail', async () => {
  mockApi({ 'POST /password/email': () => ({ status: 429, body: { message: 'Too many attempts. Please try again in 60 seconds.' } }) });
  render();
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'rita@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 60 seconds.');
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('rita@example.com');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('is disabled while the link is being sent', async () => {
  let answer!: (reply: MockReply) => void;
  mockApi({ 'POST /password/email': () => new Promise<MockReply>((resolve) => (answer = resolve)) });
  render();
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'rita@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
  answer({ body: { message: 'sent' } });
  expect(await screen.findByRole('status')).toHaveTextContent('rita@example.com');
});
