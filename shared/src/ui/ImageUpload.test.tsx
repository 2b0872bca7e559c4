import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImageUpload } from './ImageUpload';

const image = (name: string, type: string) => new File(['pixels'], name, { type });

function Harness({ onChange, initial = null }: { onChange: (file: File | null) => void; initial?: File | string | null }) {
  const [value, setValue] = useState(initial);
  return (
    <ImageUpload
      value={value}
      onChange={(file) => {
        onChange(file);
        setValue(file);
      }}
    />
  );
}

function setup(initial?: File | string | null) {
  const onChange = jest.fn();
  render(<Harness onChange={onChange} initial={initial} />);
  // The picker filter is only a hint; a user can still choose "All files", so tests skip it too.
  return { onChange, user: userEvent.setup({ applyAccept: false }) };
}

it('is labelled "click to upload" and filters the picker to PNG, JPG and WebP', () => {
  setup();
  const picker = screen.getByLabelText('click to upload');
  expect(picker).toHaveAttribute('type', 'file');
  expect(picker).toHaveAttribute('accept', '.png,.jpg,.jpeg,.webp');
  expect(picker).toHaveAccessibleDescription('PNG, JPG or WebP');
});

it.each(['image/jpeg', 'image/jpg', 'image/png', 'image/webp'])('accepts %s and previews it', async (type) => {
  const { user, onChange } = setup();
  const file = image('logo', type);
  await user.upload(screen.getByLabelText('click to upload'), file);
  expect(onChange).toHaveBeenCalledWith(file);
  expect(screen.getByRole('img', { name: 'Selected image' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it.each(['image/gif', 'image/svg+xml', 'application/pdf', ''])('refuses %p with "Invalid file type" and adds nothing', async (type) => {
  const { user, onChange } = setup();
  await user.upload(screen.getByLabelText('click to upload'), image('report.gif', type));
  expect(onChange).not.toHaveBeenCalled();
  expect(screen.getByRole('alert')).toHaveTextContent('Invalid file type');
  expect(screen.getByLabelText('click to upload')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

it('clears the error once a valid image is picked', async () => {
  const { user } = setup();
  const picker = screen.getByLabelText('click to upload');
  await user.upload(picker, image('a.gif', 'image/gif'));
  await user.upload(picker, image('a.png', 'image/png'));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('shows a stored image by URL and removes it, handing focus back to the picker', async () => {
  const { user, onChange } = setup('/files/logo.png');
  expect(screen.getByRole('img', { name: 'Selected image' })).toHaveAttribute('src', '/files/logo.png');

  await user.click(screen.getByRole('button', { name: 'Remove image' }));

  expect(onChange).toHaveBeenCalledWith(null);
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(screen.getByLabelText('click to upload')).toHaveFocus();
});
