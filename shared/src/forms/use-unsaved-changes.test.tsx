import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DISCARD_CHANGES_TITLE, useUnsavedChanges } from './use-unsaved-changes';

function Editor({ onLeave }: { onLeave: (left: boolean) => void }) {
  const [text, setText] = useState('');
  const { confirmDiscard, dialog } = useUnsavedChanges(text !== '');
  return (
    <>
      <input aria-label="Title" value={text} onChange={(event) => setText(event.target.value)} />
      <button type="button" onClick={() => void confirmDiscard().then(onLeave)}>
        Close
      </button>
      {dialog}
    </>
  );
}

it('lets an untouched form go without asking', async () => {
  const user = userEvent.setup();
  const onLeave = jest.fn();
  render(<Editor onLeave={onLeave} />);
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(onLeave).toHaveBeenCalledWith(true);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('asks before an edited form is left, and keeps it on Keep editing', async () => {
  const user = userEvent.setup();
  const onLeave = jest.fn();
  render(<Editor onLeave={onLeave} />);
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Q3');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(await screen.findByRole('dialog', { name: DISCARD_CHANGES_TITLE })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Keep editing' }));
  expect(onLeave).toHaveBeenCalledWith(false);
  await user.click(screen.getByRole('button', { name: 'Close' }));
  await user.click(screen.getByRole('button', { name: 'Discard' }));
  expect(onLeave).toHaveBeenLastCalledWith(true);
});

it('has the browser ask before the page is unloaded only while edited', async () => {
  const user = userEvent.setup();
  render(<Editor onLeave={jest.fn()} />);
  const unload = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(unload()).toBe(false);
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Q3');
  expect(unload()).toBe(true);
  await user.clear(screen.getByRole('textbox', { name: 'Title' }));
  expect(unload()).toBe(false);
});
