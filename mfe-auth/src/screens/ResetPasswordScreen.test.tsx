import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithShell } from '@pulseboard/shared/testing';
import { ResetPasswordScreen } from './ResetPasswordScreen';
import { startSignedIn } from '../forms/navigate';

jest.mock('../forms/navigate', () => ({ startSignedIn: jest.fn() }));

beforeEach(() => jest.mocked(startSignedIn).mockClear());

const render = () => renderWithShell(<ResetPasswordScreen />, { path: '/password/reset/tok3n?email=rita%40example.com', routePath: '/password/reset/:token', config: null });

async function choosePassword(password: string, confirmation = password) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
}

it('sends the link’s token and e-mail with the new password, then signs in on the dashboards', async () => {
  const api = mockApi({ 'POST /password/reset': () => ({ body: { data: { user: {} } } }) });
  render();
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('rita@example.com');
  await choosePassword('a-new-secret');
  expect(api.calls[0]!.body).toEqual({ token: 'tok3n', email: 'rita@example.com', password: 'a-new-secret', password_confirmation: 'a-new-secret' });
  expect(startSignedIn).toHaveBeenCalledWith('/dashboards');
});

it('asks for 8 characters and a matching confirmation under their fields, and sends nothing', async () => {
  const api = mockApi({});
  render();
  await choosePassword('short', 'other');
  expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('The password must be at least 8 characters.');
  expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('The password confirmation does not match.');
  expect(api.calls).toHaveLength(0);
});

it('shows an invalid token under the e-mail and keeps what was typed', async () => {
  mockApi({
    'POST /password/reset': () => ({ status: 422, body: { message: 'The given data was invalid.', errors: { email: ['This password reset token is invalid.'] } } }),
  });
  render();
  await choosePassword('a-new-secret');
  expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('This password reset token is invalid.');
  expect(screen.getByLabelText('New password')).toHaveValue('a-new-secret');
  expect(startSignedIn).not.toHaveBeenCalled();
});

it('greets an invited teammate and sets their first password through the same call', async () => {
  const api = mockApi({ 'POST /password/reset': () => ({ body: { data: { user: {} } } }) });
  renderWithShell(<ResetPasswordScreen />, { path: '/password/reset/inv1te?email=nina%40example.com&invitation=1', routePath: '/password/reset/:token', config: null });
  expect(screen.getByRole('heading', { name: 'Join your team' })).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Password'), 'first-secret');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'first-secret');
  await userEvent.click(screen.getByRole('button', { name: 'Join' }));
  expect(api.calls[0]!.body).toEqual({ token: 'inv1te', email: 'nina@example.com', password: 'first-secret', password_confirmation: 'first-secret' });
  expect(startSignedIn).toHaveBeenCalledWith('/dashboards');
});
