import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useConfirm } from './use-confirm';
import type { ConfirmValues } from './confirm-inputs';

function RowActions() {
  const { confirm, dialog } = useConfirm();
  const [answer, setAnswer] = useState<ConfirmValues | null | undefined>(undefined);
  const ask = async () => setAnswer(await confirm({ inputs: [{ kind: 'text', name: 'note', label: 'Note', required: true }] }));
  return (
    <>
      <button type="button" onClick={() => void ask()}>
        Delete row
      </button>
      <output aria-label="Answer">{answer === undefined ? '' : JSON.stringify(answer)}</output>
      {dialog}
    </>
  );
}

function setup() {
  render(<RowActions />);
  return userEvent.setup();
}

it('resolves with the input values on Submit and closes', async () => {
  const user = setup();
  await user.click(screen.getByRole('button', { name: 'Delete row' }));
  // The dialog's code loads when first asked.
  await user.type(await screen.findByRole('textbox', { name: 'Note' }), 'obsolete{Enter}');
  expect(await screen.findByRole('status', { name: 'Answer' })).toHaveTextContent('{"note":"obsolete"}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('resolves with null on Cancel and gives focus back to the button that asked', async () => {
  const user = setup();
  await user.click(screen.getByRole('button', { name: 'Delete row' }));
  await user.click(await screen.findByRole('button', { name: 'Cancel' }));
  expect(await screen.findByRole('status', { name: 'Answer' })).toHaveTextContent('null');
  expect(screen.getByRole('button', { name: 'Delete row' })).toHaveFocus();
});
