import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from '../contracts/zod.js';
import { ApiError } from '../api/client';
import { elapse, settle, setupUserWithFakeTimers } from '../ui/test-helpers';
import { FormCheckboxField, FormTextField, Form, SubmitButton, useContractForm, SERVER_FAILURE_MESSAGE } from './index';

const signUpSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'The name field is required.')),
  email: z.email({ error: 'The email must be a valid email address.' }),
  terms: z.boolean().check(z.refine(Boolean, 'You must accept the terms.')),
});

function SignUp({ submit, feedback = false, nativeValidation = false }: { submit: (values: z.output<typeof signUpSchema>) => Promise<void>; feedback?: boolean; nativeValidation?: boolean }) {
  const form = useContractForm(signUpSchema, { defaultValues: { name: '', email: '', terms: false } });
  return (
    <Form form={form} onSubmit={submit} aria-label="Sign up" nativeValidation={nativeValidation}>
      <FormTextField name="name" label="Name" required />
      <FormTextField name="email" label="Email" type="email" />
      <FormCheckboxField name="terms" label="I accept the terms" />
      <SubmitButton feedback={feedback} pendingLabel="Saving…">
        Save
      </SubmitButton>
    </Form>
  );
}

const unprocessable = (errors: Record<string, string[]>) => new ApiError(422, { message: 'The given data was invalid.', errors }, 'The given data was invalid.');

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
}

it('shows each rule of the schema under its field on submit, and sends nothing', async () => {
  const user = userEvent.setup();
  const submit = jest.fn(() => Promise.resolve());
  render(<SignUp submit={submit} />);
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-address');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('The name field is required.');
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('The email must be a valid email address.');
  expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toHaveAccessibleDescription('You must accept the terms.');
  expect(submit).not.toHaveBeenCalled();
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
});

it('checks a field when it is left, then as it changes', async () => {
  const user = userEvent.setup();
  render(<SignUp submit={() => Promise.resolve()} />);
  const email = screen.getByRole('textbox', { name: 'Email' });
  await user.type(email, 'ada');
  expect(email).not.toHaveAccessibleDescription();
  await user.tab();
  expect(email).toHaveAccessibleDescription('The email must be a valid email address.');
  await user.type(email, '@example.com');
  expect(email).not.toHaveAccessibleDescription();
});

it('submits the schema output and puts a 422 under the matching fields, the rest as the general message, keeping what was typed', async () => {
  const user = userEvent.setup();
  const submit = jest.fn(() => Promise.reject(unprocessable({ email: ['The email has already been taken.'], coupon: ['The coupon has expired.'] })));
  render(<SignUp submit={submit} />);
  await user.type(screen.getByRole('textbox', { name: 'Name' }), '  Ada  ');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(submit).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com', terms: true });
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('The email has already been taken.');
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('The coupon has expired.');
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('  Ada  ');
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'x');
  expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAccessibleDescription();
});

it('says a server failure in its own words and a client error in the server’s', async () => {
  const user = userEvent.setup();
  const submit = jest
    .fn<Promise<void>, []>()
    .mockRejectedValueOnce(new ApiError(500, null))
    .mockRejectedValueOnce(new ApiError(429, { message: 'Too many attempts. Try again in 60 seconds.' }, 'Too many attempts. Try again in 60 seconds.'));
  render(<SignUp submit={submit} />);
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByText(SERVER_FAILURE_MESSAGE)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.queryByText(SERVER_FAILURE_MESSAGE)).not.toBeInTheDocument();
  expect(screen.getByText('Too many attempts. Try again in 60 seconds.')).toBeInTheDocument();
});

describe('the submit button', () => {
  afterEach(() => jest.useRealTimers());

  it('is disabled with its pending label while the submit runs, then shows Done for 500 ms', async () => {
    const user = setupUserWithFakeTimers();
    let finish!: () => void;
    const submit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<SignUp submit={submit} feedback />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(submit).toHaveBeenCalledTimes(1);
    finish();
    await settle();
    expect(screen.getByRole('button', { name: 'Done' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('Done');
    elapse(499);
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
    elapse(1);
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('shows Failed after a refused submit and after a failed one', async () => {
    const user = setupUserWithFakeTimers();
    render(<SignUp submit={() => Promise.reject(new ApiError(500, null))} feedback />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Failed' })).toBeInTheDocument();
    elapse(500);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Failed' })).toBeInTheDocument();
  });

  it('shows no feedback unless asked to', async () => {
    const user = userEvent.setup();
    render(<SignUp submit={() => Promise.resolve()} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

it('lets the browser refuse a form whose native constraints fail before the schema runs, when asked to', async () => {
  const user = userEvent.setup();
  const submit = jest.fn(() => Promise.resolve());
  render(<SignUp submit={submit} nativeValidation />);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('form', { name: 'Sign up' })).not.toHaveAttribute('novalidate');
  expect(screen.getByRole('textbox', { name: 'Name' })).toBeInvalid();
  expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAccessibleDescription();
  expect(submit).not.toHaveBeenCalled();
});
