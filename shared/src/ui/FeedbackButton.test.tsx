import { render, screen } from '@testing-library/react';
import { FeedbackButton } from './FeedbackButton';
import { elapse, settle, setupUserWithFakeTimers } from './test-helpers';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup() {
  const user = setupUserWithFakeTimers();
  const work = deferred();
  const onAction = jest.fn(() => work.promise);
  render(<FeedbackButton onAction={onAction}>Save</FeedbackButton>);
  return { user, work, onAction };
}

afterEach(() => jest.useRealTimers());

it('is disabled and busy while the action runs', async () => {
  const { user, onAction } = setup();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const button = screen.getByRole('button', { name: 'Save' });
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
  await user.click(button);
  expect(onAction).toHaveBeenCalledTimes(1);
});

it('shows Done for 500 ms after success, then its label again', async () => {
  const { user, work } = setup();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  work.resolve();
  await settle();

  expect(screen.getByRole('button', { name: 'Done' })).toBeEnabled();
  expect(screen.getByRole('status')).toHaveTextContent('Done');
  elapse(499);
  expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
  elapse(1);
  expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

it('shows Failed for 500 ms after an error, then its label again', async () => {
  const { user, work } = setup();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  work.reject(new Error('502'));
  await settle();

  expect(screen.getByRole('button', { name: 'Failed' })).toBeEnabled();
  elapse(499);
  expect(screen.getByRole('button', { name: 'Failed' })).toBeInTheDocument();
  elapse(1);
  expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
});

it('counts a synchronous throw as a failure', async () => {
  const user = setupUserWithFakeTimers();
  render(
    <FeedbackButton
      onAction={() => {
        throw new Error('invalid');
      }}
    >
      Apply
    </FeedbackButton>,
  );
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  await settle();
  expect(screen.getByRole('button', { name: 'Failed' })).toBeInTheDocument();
});
