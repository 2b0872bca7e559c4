import { useState, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './Modal';

function Opener({ children }: { children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open settings
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Settings" description="Changes apply to every dashboard.">
        {children}
        <button type="button" onClick={() => setOpen(false)}>
          Close
        </button>
      </Modal>
    </>
  );
}

it('is a dialog named by its title and described by its description', async () => {
  render(<Opener />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Open settings' }));
  expect(screen.getByRole('dialog', { name: 'Settings' })).toHaveAccessibleDescription('Changes apply to every dashboard.');
});

it('hands focus back to the control that opened it', async () => {
  render(<Opener />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open settings' }));
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open settings' })).toHaveFocus();
});

it('leaves Escape to an expanded popup inside it', async () => {
  render(
    <Opener>
      <button type="button" aria-expanded="true">
        Profile
      </button>
    </Opener>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open settings' }));
  expect(screen.getByRole('button', { name: 'Profile' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
});
