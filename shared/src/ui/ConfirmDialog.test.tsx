import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import type { ConfirmInput } from './confirm-inputs';

function setup(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(<ConfirmDialog open onConfirm={onConfirm} onCancel={onCancel} {...props} />);
  return { onConfirm, onCancel, user: userEvent.setup() };
}

const nameInput: ConfirmInput = { kind: 'text', name: 'reason', label: 'Reason', required: true };
const domainsInput: ConfirmInput = { kind: 'multiple', name: 'domains', label: 'Domains', required: true };

describe('without inputs', () => {
  it('asks the default question with Submit and Cancel, focus on Cancel', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Are you sure you want to delete this row' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('takes another question, description and button labels', () => {
    setup({ title: 'Archive this dashboard?', description: 'Its public link stops working.', submitLabel: 'Archive', cancelLabel: 'Keep' });
    expect(screen.getByRole('dialog', { name: 'Archive this dashboard?' })).toHaveAccessibleDescription('Its public link stops working.');
    expect(screen.getByRole('button', { name: 'Archive' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep' })).toBeInTheDocument();
  });

  it('confirms with no values on Submit', async () => {
    const { user, onConfirm, onCancel } = setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onConfirm).toHaveBeenCalledWith({});
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels on Cancel and on Escape', async () => {
    const { user, onCancel, onConfirm } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('traps focus between its buttons', async () => {
    const { user } = setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
  });
});

describe('with a required text input', () => {
  it('starts on the input and refuses Submit until it is filled', async () => {
    const { user, onConfirm } = setup({ inputs: [nameInput] });
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute('aria-required', 'true');

    await user.type(reason, '   ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill out this field.');
    expect(reason).toHaveAccessibleDescription('Please fill out this field.');
    expect(reason).toHaveFocus();

    await user.type(reason, 'Duplicate {Enter}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onConfirm).toHaveBeenCalledWith({ reason: 'Duplicate' });
  });

  it('says nothing about it before a submit, even once it is left', async () => {
    const { user } = setup({ inputs: [nameInput] });
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Reason' })).not.toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('submits an optional one left empty', async () => {
    const { user, onConfirm } = setup({ inputs: [{ ...nameInput, required: false, initialValue: '' }] });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onConfirm).toHaveBeenCalledWith({ reason: '' });
  });
});

describe('with a required multiple input', () => {
  it('needs at least one entry and resolves with the entries', async () => {
    const { user, onConfirm } = setup({ inputs: [nameInput, domainsInput] });
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Moving');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onConfirm).not.toHaveBeenCalled();
    const domains = screen.getByRole('textbox', { name: 'Domains' });
    expect(screen.getByRole('alert')).toHaveTextContent('Please add at least one entry.');
    expect(domains).toHaveFocus();

    await user.type(domains, 'acme.com{Enter}acme.org{Enter}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onConfirm).toHaveBeenCalledWith({ reason: 'Moving', domains: ['acme.com', 'acme.org'] });
  });
});

it('submits an optional multiple input left empty, and the initial entries of another', async () => {
  const { user, onConfirm } = setup({
    inputs: [
      { ...domainsInput, required: false },
      { kind: 'multiple', name: 'emails', label: 'E-mails', initialValue: ['ana@acme.test'] },
    ],
  });
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(onConfirm).toHaveBeenCalledWith({ domains: [], emails: ['ana@acme.test'] });
});

it('starts from the initial values each time it opens', async () => {
  function Reopening() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Delete
        </button>
        <ConfirmDialog open={open} inputs={[nameInput]} onConfirm={() => setOpen(false)} onCancel={() => setOpen(false)} />
      </>
    );
  }
  render(<Reopening />);
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'draft');
  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveValue('');
});
