import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChipsInput } from './ChipsInput';

function Harness({ onSubmit }: { onSubmit: () => void }) {
  const [entries, setEntries] = useState<string[]>(['ann@example.com']);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <ChipsInput label="Recipients" value={entries} onChange={setEntries} />
    </form>
  );
}

function setup() {
  const onSubmit = jest.fn();
  render(<Harness onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup(), input: screen.getByRole('textbox', { name: 'Recipients' }) };
}

const entries = () =>
  within(screen.getByRole('list', { name: 'Entries' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

it('adds an entry on Enter without submitting the form', async () => {
  const { user, input, onSubmit } = setup();
  await user.type(input, 'bob@example.com{Enter}');
  expect(entries()).toEqual(['ann@example.com', 'bob@example.com']);
  expect(input).toHaveValue('');
  expect(onSubmit).not.toHaveBeenCalled();
});

it('adds entries on commas, pasted lists included, and on leaving the field', async () => {
  const { user, input } = setup();
  await user.type(input, 'bob@example.com,');
  await user.click(input);
  await user.paste(' cy@example.com , dee@example.com,eve@example.com');
  expect(input).toHaveValue('eve@example.com');
  await user.tab();
  expect(entries()).toEqual(['ann@example.com', 'bob@example.com', 'cy@example.com', 'dee@example.com', 'eve@example.com']);
});

it('drops blank and repeated entries', async () => {
  const { user, input } = setup();
  await user.type(input, '  {Enter}ann@example.com{Enter},,');
  expect(entries()).toEqual(['ann@example.com']);
});

it('removes an entry by its named button and returns focus to the text box', async () => {
  const { user, input } = setup();
  await user.type(input, 'bob@example.com{Enter}');
  await user.click(screen.getByRole('button', { name: 'Remove ann@example.com' }));
  expect(entries()).toEqual(['bob@example.com']);
  expect(input).toHaveFocus();
});

it('explains how to add entries', () => {
  const { input } = setup();
  expect(input).toHaveAccessibleDescription('Press Enter or type a comma to add each entry.');
});
