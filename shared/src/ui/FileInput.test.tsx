import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileInput } from './FileInput';

const csv = new File(['date,clicks\n2025-07-01,42'], 'clicks.csv', { type: 'text/csv' });

function setup(props: Partial<Parameters<typeof FileInput>[0]> = {}) {
  const onChange = jest.fn();
  render(<FileInput label="Import data" onChange={onChange} {...props} />);
  return { onChange, user: userEvent.setup(), input: screen.getByLabelText<HTMLInputElement>('Import data') };
}

it('accepts .png, .jpg, .jpeg and .csv by default', () => {
  const { input } = setup();
  expect(input).toHaveAttribute('type', 'file');
  expect(input).toHaveAttribute('accept', '.png,.jpg,.jpeg,.csv');
});

it('takes another filter when given one', () => {
  const { input } = setup({ accept: '.pdf' });
  expect(input).toHaveAttribute('accept', '.pdf');
});

it('reports the picked file and offers to clear it only then', async () => {
  const { user, input, onChange } = setup();
  expect(screen.queryByRole('button', { name: 'Clear file' })).not.toBeInTheDocument();
  await user.upload(input, csv);
  expect(onChange).toHaveBeenLastCalledWith(csv);
  expect(input.files?.[0]).toBe(csv);
  expect(screen.getByRole('button', { name: 'Clear file' })).toBeInTheDocument();
});

it('clears the file, reports null and returns focus to the input', async () => {
  const { user, input, onChange } = setup();
  await user.upload(input, csv);
  await user.click(screen.getByRole('button', { name: 'Clear file' }));
  expect(onChange).toHaveBeenLastCalledWith(null);
  expect(input.files).toHaveLength(0);
  expect(screen.queryByRole('button', { name: 'Clear file' })).not.toBeInTheDocument();
  expect(input).toHaveFocus();
});

it('announces an error and ties it to the input', () => {
  const { input } = setup({ error: 'The file is too large.' });
  expect(screen.getByRole('alert')).toHaveTextContent('The file is too large.');
  expect(input).toHaveAccessibleDescription('The file is too large.');
  expect(input).toHaveAttribute('aria-invalid', 'true');
});
