import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserAtom } from '@pulseboard/shared';
import { mockApi, renderWithShell, testPageConfig, testUser } from '@pulseboard/shared/testing';
import { UserPage } from './UserPage';

it('saves both consents and replaces the stored current user', async () => {
  const user = testUser({ id: 9, termsConsent: false, ageConsent: false });
  const api = mockApi({ 'PUT /api/users/9': ({ body }) => ({ body: { data: { ...user, termsConsent: true, ageConsent: true, name: (body as { name: string }).name } } }) });
  const { store } = renderWithShell(<UserPage />, { path: '/users/9', routePath: '/users/:userId', config: testPageConfig({ user }) });
  expect(screen.getByRole('status')).toHaveTextContent('Please accept the terms');
  await userEvent.click(screen.getByLabelText(/terms and conditions/));
  await userEvent.click(screen.getByLabelText('I am 16 years of age or older'));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(api.calls[0]!.body).toEqual({ name: user.name, terms_consent: true, age_consent: true });
  expect(store.get(currentUserAtom)).toMatchObject({ termsConsent: true, ageConsent: true });
  api.restore();
});

it("does not show another user's profile form", () => {
  renderWithShell(<UserPage />, { path: '/users/99', routePath: '/users/:userId' });
  expect(screen.queryByRole('form', { name: 'Profile' })).not.toBeInTheDocument();
  expect(screen.getByText('Teammates are managed on the Users page')).toBeInTheDocument();
});
