import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { currentUserAtom, eventBus, SERVER_FAILURE_MESSAGE } from '@pulseboard/shared';
import { elapse, mockApi, renderWithShell, settle, setupUserWithFakeTimers, testPageConfig, testUser, type MockReply } from '@pulseboard/shared/testing';
import { UserPage } from './UserPage';

// Screens offer the server's sign-in providers; these tests are about the rest, so none is offered (social/*.test.tsx covers them).
beforeEach(() => {
  mockApi({
    'GET /api/sign-in/providers': () => ({ body: { data: [] } }),
    'GET /api/users/:id/identities': () => ({ body: { data: { identities: [], hasPassword: true } } }),
  });
});

const renderOwnProfile = (user = testUser({ id: 9 })) => renderWithShell(<UserPage />, { path: `/users/${user.id}`, routePath: '/users/:userId', config: testPageConfig({ user }) });

it('saves both consents and replaces the stored current user', async () => {
  const user = testUser({ id: 9, termsConsent: false, ageConsent: false });
  const api = mockApi({ 'PUT /api/users/9': ({ body }) => ({ body: { data: { ...user, termsConsent: true, ageConsent: true, name: (body as { name: string }).name } } }) });
  const notified = jest.fn();
  const stopListening = eventBus.on('ui:notify', notified);
  const { store } = renderOwnProfile(user);
  expect(screen.getByText(/Please accept the terms/)).toHaveAttribute('role', 'status');
  await userEvent.click(screen.getByLabelText(/terms and conditions/));
  await userEvent.click(screen.getByLabelText('I am 16 years of age or older'));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(api.calls[0]!.body).toEqual({ name: user.name, email: user.email, avatar: null, terms_consent: true, age_consent: true });
  expect(store.get(currentUserAtom)).toMatchObject({ termsConsent: true, ageConsent: true });
  expect(notified).toHaveBeenCalledWith({ level: 'success', message: 'Your profile was saved.' });
  expect(screen.queryByText(/Please accept the terms/)).not.toBeInTheDocument();
  stopListening();
});

it('starts from the stored name and consents, and sends a withdrawn consent as such', async () => {
  const api = mockApi({ 'PUT /api/users/9': () => ({ body: { data: testUser({ id: 9, ageConsent: false }) } }) });
  renderOwnProfile();
  expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Ada Admin');
  expect(screen.getByRole('checkbox', { name: /terms and conditions/ })).toBeChecked();
  await userEvent.click(screen.getByRole('checkbox', { name: 'I am 16 years of age or older' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(api.calls[0]!.body).toEqual({ name: 'Ada Admin', email: 'ada@example.com', avatar: null, terms_consent: true, age_consent: false });
});

it('asks for a name under the field and sends nothing without one', async () => {
  const api = mockApi({});
  renderOwnProfile();
  const name = screen.getByRole('textbox', { name: 'Full Name' });
  await userEvent.clear(name);
  await userEvent.type(name, '   ');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(name).toHaveAccessibleDescription('The name field is required.');
  expect(api.calls).toHaveLength(0);
});

it("puts the server's 422 under the name and keeps what was typed", async () => {
  mockApi({
    'PUT /api/users/9': () => ({ status: 422, body: { message: 'The given data was invalid.', errors: { name: ['The name may not be longer than 255 characters.'] } } }),
  });
  renderOwnProfile();
  const name = screen.getByRole('textbox', { name: 'Full Name' });
  await userEvent.type(name, ' Lovelace');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The name may not be longer than 255 characters.')).toBeInTheDocument();
  expect(name).toHaveAccessibleDescription('The name may not be longer than 255 characters.');
  expect(name).toHaveValue('Ada Admin Lovelace');
});

describe('the Save button', () => {
  afterEach(() => jest.useRealTimers());

  it('is disabled while saving, then says Done for 500 ms', async () => {
    let answer!: (reply: MockReply) => void;
    mockApi({ 'PUT /api/users/9': () => new Promise<MockReply>((resolve) => (answer = resolve)) });
    const user = setupUserWithFakeTimers();
    renderOwnProfile();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    answer({ body: { data: testUser({ id: 9 }) } });
    await settle();
    expect(screen.getByRole('button', { name: 'Done' })).toBeEnabled();
    elapse(500);
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('says Failed for 500 ms and the failure at the top when the server fails, keeping the form', async () => {
    mockApi({ 'PUT /api/users/9': () => ({ status: 500, body: { message: 'Server Error' } }) });
    const user = setupUserWithFakeTimers();
    renderOwnProfile();
    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), ' L.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(SERVER_FAILURE_MESSAGE);
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Ada Admin L.');
    elapse(500);
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});

it("does not show another user's profile form", () => {
  renderWithShell(<UserPage />, { path: '/users/99', routePath: '/users/:userId' });
  expect(screen.queryByRole('form', { name: 'Profile' })).not.toBeInTheDocument();
  expect(screen.getByText('Teammates are managed on the Users page')).toBeInTheDocument();
});

it('changes the password with the current one, and shows a wrong current password under its field', async () => {
  let attempts = 0;
  const api = mockApi({
    'PUT /api/users/9': () => {
      attempts += 1;
      return attempts === 1
        ? { status: 422, body: { message: 'The current password is incorrect.', errors: { current_password: ['The current password is incorrect.'] } } }
        : { body: { data: testUser({ id: 9 }) } };
    },
  });
  renderOwnProfile();
  const form = screen.getByRole('form', { name: 'Change password' });
  await userEvent.type(within(form).getByLabelText('Current password'), 'not-it');
  await userEvent.type(within(form).getByLabelText('New password'), 'brand-new-secret');
  await userEvent.type(within(form).getByLabelText('Confirm new password'), 'brand-new-secret');
  await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
  expect(await within(form).findByLabelText('Current password')).toHaveAccessibleDescription('The current password is incorrect.');
  expect(within(form).getByLabelText('New password')).toHaveValue('brand-new-secret');
  await userEvent.clear(within(form).getByLabelText('Current password'));
  await userEvent.type(within(form).getByLabelText('Current password'), 'old-secret');
  await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
  await waitFor(() => expect(within(form).getByLabelText('New password')).toHaveValue(''));
  expect(api.calls.map((call) => call.body)).toEqual([
    { current_password: 'not-it', password: 'brand-new-secret', password_confirmation: 'brand-new-secret' },
    { current_password: 'old-secret', password: 'brand-new-secret', password_confirmation: 'brand-new-secret' },
  ]);
});

it('offers a user without a password a mailed link to set one, not a change that needs the current one', async () => {
  mockApi({
    'GET /api/users/:id/identities': () => ({ body: { data: { identities: [{ provider: 'google', email: 'ada@example.com', linkedAt: '2026-11-01T00:00:00.000Z' }], hasPassword: false } } }),
  });
  const user = testUser({ id: 9 });
  // A cache of its own: the other tests' answers say the user has a password.
  renderWithShell(
    <SWRConfig value={{ provider: () => new Map() }}>
      <UserPage />
    </SWRConfig>,
    { path: `/users/${user.id}`, routePath: '/users/:userId', config: testPageConfig({ user }) },
  );
  const card = await screen.findByRole('region', { name: 'Password' });
  expect(within(card).getByRole('link', { name: 'ask for a link to set it' })).toHaveAttribute('href', '/password/forgot');
  expect(screen.queryByRole('form', { name: 'Change password' })).not.toBeInTheDocument();
});

it('asks for a new e-mail address to be confirmed by its link, and keeps showing the one in use until then', async () => {
  const api = mockApi({ 'PUT /api/users/9': () => ({ body: { data: testUser({ id: 9 }) } }) });
  const notified = jest.fn();
  const stopListening = eventBus.on('ui:notify', notified);
  renderOwnProfile();
  const email = screen.getByRole('textbox', { name: 'Email' });
  await userEvent.clear(email);
  await userEvent.type(email, 'ada@newagency.com');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(notified).toHaveBeenCalledWith({ level: 'success', message: 'Your profile was saved. We sent a link to ada@newagency.com: your e-mail address changes once you open it.' }),
  );
  expect(api.calls[0]!.body).toMatchObject({ email: 'ada@newagency.com' });
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  stopListening();
});
