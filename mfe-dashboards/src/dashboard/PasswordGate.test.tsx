import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@pulseboard/shared';
import { PasswordGate } from './PasswordGate';

const refused = (status: number, errors?: Record<string, string[]>) => new ApiError(status, { message: 'Refused', errors }, 'Refused');

async function tryPassword(onSubmit: (password: string) => Promise<void>, password = 'guess') {
  const user = userEvent.setup();
  render(<PasswordGate onSubmit={onSubmit} />);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'View dashboard' }));
}

it('asks for the password before sending anything', async () => {
  const onSubmit = jest.fn(() => Promise.resolve());
  await tryPassword(onSubmit, '');
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter the password.');
  expect(onSubmit).not.toHaveBeenCalled();
});

it('says Checking… while the password is checked', async () => {
  await tryPassword(() => new Promise<void>(() => undefined));
  expect(screen.getByRole('button', { name: 'Checking…' })).toBeDisabled();
});

it("shows the API's word on the password under the field, keeping what was typed", async () => {
  const onSubmit = jest.fn(() => Promise.reject(refused(422, { password: ['The password is not correct.'] })));
  await tryPassword(onSubmit);
  expect(onSubmit).toHaveBeenCalledWith('guess');
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('The password is not correct.');
  expect(screen.getByLabelText('Password')).toHaveValue('guess');
  expect(screen.getByRole('button', { name: 'View dashboard' })).toBeEnabled();
});

it.each([
  ['a refusal naming no field', refused(422), 'The password is not correct.'],
  [
    'too many attempts, in the words of the API, which say how long to wait',
    new ApiError(429, { message: 'Too many wrong passwords for this dashboard. Please try again in 2 minutes.' }),
    'Too many wrong passwords for this dashboard. Please try again in 2 minutes.',
  ],
  ['too many attempts, the API saying nothing', new ApiError(429, null), 'Too many attempts. Wait a minute, then try again.'],
  ['a failure', refused(500), 'The password could not be checked. Try again.'],
])('says so after %s', async (_case, error, message) => {
  await tryPassword(() => Promise.reject(error));
  expect(screen.getByRole('alert')).toHaveTextContent(message);
  expect(screen.getByLabelText('Password')).toHaveValue('guess');
});
