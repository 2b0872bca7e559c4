import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithShell, type MockReply } from '@pulseboard/shared/testing';
import { LoginScreen } from './LoginScreen';
import { startSignedIn } from '../forms/navigate';

jest.mock('../forms/navigate', () => ({ startSignedIn: jest.fn() }));

// Screens offer the server's sign-in providers; these tests are about the rest, so none is offered (social/*.test.tsx covers them).
beforeEach(() => {
  mockApi({
    'GET /api/sign-in/providers': () => ({ body: { data: [] } }),
  });
});

beforeEach(() => jest.mocked(startSignedIn).mockClear());

async function logIn(password: string) {
  await userEvent.type(screen.getByLabelText('Email'), 'demo@example.com');
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

it('signs in and goes back to the page the visitor came from', async () => {
  const api = mockApi({ 'POST /login': () => ({ body: { data: { user: {} } } }) });
  renderWithShell(<LoginScreen />, { path: '/login?redirect=%2Fgroups%2F4', routePath: '/login', config: null });
  await logIn('demo1234');
  expect(api.calls[0]!.body).toEqual({ email: 'demo@example.com', password: 'demo1234' });
  expect(startSignedIn).toHaveBeenCalledWith('/groups/4');
});

it('never follows a redirect to another site', async () => {
  mockApi({ 'POST /login': () => ({ body: { data: { user: {} } } }) });
  renderWithShell(<LoginScreen />, { path: '/login?redirect=https%3A%2F%2Fevil.example', routePath: '/login', config: null });
  await logIn('demo1234');
  expect(startSignedIn).toHaveBeenLastCalledWith('/dashboards');
});

it('asks for the e-mail and the password under their fields, and sends nothing without them', async () => {
  const api = mockApi({});
  renderWithShell(<LoginScreen />, { path: '/login', config: null });
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('The email field is required.');
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('The password field is required.');
  expect(api.calls).toHaveLength(0);
});

it('shows wrong credentials next to the e-mail', async () => {
  mockApi({
    'POST /login': () => ({ status: 422, body: { message: 'Invalid', errors: { email: ['These credentials do not match our records.'] } } }),
  });
  renderWithShell(<LoginScreen />, { path: '/login', config: null });
  await logIn('wrong-password');
  expect(await screen.findByText('These credentials do not match our records.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('These credentials do not match our records.');
  expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
  expect(startSignedIn).not.toHaveBeenCalled();
});

it('says how long a locked account waits', async () => {
  mockApi({ 'POST /login': () => ({ status: 429, body: { message: 'Too many failed sign-ins for this account. Please try again in 30 seconds.' } }) });
  renderWithShell(<LoginScreen />, { path: '/login', config: null });
  await logIn('x');
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed sign-ins for this account. Please try again in 30 seconds.');
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('demo@example.com');
});

it('shows the sign-in under way and takes no second click until the server answers', async () => {
  let answer!: (reply: MockReply) => void;
  const api = mockApi({ 'POST /login': () => new Promise<MockReply>((resolve) => (answer = resolve)) });
  renderWithShell(<LoginScreen />, { path: '/login', config: null });
  await logIn('demo1234');
  const pending = await screen.findByRole('button', { name: 'Logging in…' });
  expect(pending).toBeDisabled();
  await userEvent.click(pending);
  expect(api.calls).toHaveLength(1);
  answer({ body: { data: { user: {} } } });
  await waitFor(() => expect(startSignedIn).toHaveBeenCalledWith('/dashboards'));
});

it('says what the e-mail confirmation link did', () => {
  const confirmed = renderWithShell(<LoginScreen />, { path: '/login?email=confirmed', routePath: '/login', config: null });
  expect(screen.getByText('Your new e-mail address is confirmed. Log in with it.')).toBeInTheDocument();
  confirmed.unmount();
  renderWithShell(<LoginScreen />, { path: '/login?email=invalid', routePath: '/login', config: null });
  expect(screen.getByText(/This confirmation link is invalid or has expired/)).toBeInTheDocument();
});
