import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessageModal } from './MessageModal';

function setup(open = true) {
  const onClose = jest.fn();
  render(<MessageModal open={open} onClose={onClose} title="Create Dashboard" text="Please complete current step to continue." hint="Give your dashboard a name and press Create." />);
  return { onClose, user: userEvent.setup() };
}

it('shows the title, the text as its description, and the hint', () => {
  setup();
  const dialog = screen.getByRole('dialog', { name: 'Create Dashboard' });
  expect(dialog).toHaveAccessibleDescription('Please complete current step to continue.');
  expect(dialog).toHaveTextContent('Give your dashboard a name and press Create.');
});

it('puts focus on OK, which closes it', async () => {
  const { user, onClose } = setup();
  const ok = screen.getByRole('button', { name: 'OK' });
  expect(ok).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('closes on Escape', async () => {
  const { user, onClose } = setup();
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('keeps focus inside while open', async () => {
  const { user } = setup();
  await user.tab();
  expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
});

it('renders nothing when closed', () => {
  setup(false);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
