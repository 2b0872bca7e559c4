import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StepIndicator } from './StepIndicator';

const STEPS = ['Create Dashboard', 'Set Data Source', 'Switch to Reporting Mode', 'Set Date Range'];

function setup(props: { current: number; hasBack: boolean }) {
  const onStepChange = jest.fn();
  render(<StepIndicator steps={STEPS} onStepChange={onStepChange} {...props} />);
  return { onStepChange, user: userEvent.setup() };
}

it('lists the steps in a navigation landmark and marks the current one', () => {
  setup({ current: 2, hasBack: true });
  const nav = screen.getByRole('navigation', { name: 'Progress' });
  const items = within(nav).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual(['Create Dashboard (completed)', 'Set Data Source (completed)', '3Switch to Reporting Mode', '4Set Date Range']);
  expect(items[2]).toHaveAttribute('aria-current', 'step');
});

it('goes back to an earlier step when back is allowed, by click or keyboard', async () => {
  const { user, onStepChange } = setup({ current: 2, hasBack: true });
  await user.click(screen.getByRole('button', { name: /Create Dashboard/ }));
  expect(onStepChange).toHaveBeenLastCalledWith(0);

  screen.getByRole('button', { name: /Set Data Source/ }).focus();
  await user.keyboard('{Enter}');
  expect(onStepChange).toHaveBeenLastCalledWith(1);
});

it('offers no control for the current step or the steps ahead', async () => {
  const { user, onStepChange } = setup({ current: 1, hasBack: true });
  expect(screen.queryByRole('button', { name: /Set Data Source/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Set Date Range/ })).not.toBeInTheDocument();
  await user.click(screen.getByText('Set Date Range'));
  expect(onStepChange).not.toHaveBeenCalled();
});

it('does not navigate by steps when back is not allowed', async () => {
  const { user, onStepChange } = setup({ current: 2, hasBack: false });
  expect(screen.queryByRole('button', { name: /Create Dashboard/ })).not.toBeInTheDocument();
  await user.click(screen.getByText('Create Dashboard'));
  expect(onStepChange).not.toHaveBeenCalled();
});

it('BACK moves one step back', async () => {
  const { user, onStepChange } = setup({ current: 3, hasBack: true });
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(onStepChange).toHaveBeenCalledWith(2);
});

it.each([
  ['back is not allowed', { current: 2, hasBack: false }],
  ['the first step is current', { current: 0, hasBack: true }],
])('BACK is disabled when %s', (_case, props) => {
  setup(props);
  expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
});
