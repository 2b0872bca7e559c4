import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Popover } from './Popover';

it('opens a labelled panel from its trigger and closes on Escape, giving focus back', async () => {
  const user = userEvent.setup();
  render(
    <Popover trigger={<button type="button">Range</button>} label="Date range">
      <button type="button">Apply</button>
    </Popover>,
  );
  const trigger = screen.getByRole('button', { name: 'Range' });
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await user.click(trigger);
  expect(screen.getByRole('dialog', { name: 'Date range' })).toContainElement(screen.getByRole('button', { name: 'Apply' }));
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();
});
