import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NumberInput, type NumberInputProps } from './NumberInput';

type Rule = Pick<NumberInputProps, 'min' | 'max' | 'step'>;

function Harness({ initial, onChange, ...rule }: Rule & { initial: number | null; onChange: (value: number | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <NumberInput
        label="Dashboards"
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
        {...rule}
      />
      <button type="button" onClick={() => setValue(42)}>
        Reset to 42
      </button>
    </>
  );
}

function setup(rule: Rule = {}, initial: number | null = 10) {
  const onChange = jest.fn();
  render(<Harness initial={initial} onChange={onChange} {...rule} />);
  return { onChange, user: userEvent.setup(), field: screen.getByRole('spinbutton', { name: 'Dashboards' }) };
}

it('is a labelled spinbutton exposing its value and bounds', () => {
  const { field } = setup({ min: 1, max: 50 });
  expect(field).toHaveValue('10');
  expect(field).toHaveAttribute('aria-valuenow', '10');
  expect(field).toHaveAttribute('aria-valuemin', '1');
  expect(field).toHaveAttribute('aria-valuemax', '50');
});

it('lets intermediate text be typed and normalises only on blur', async () => {
  const { user, field, onChange } = setup();
  await user.clear(field);
  await user.type(field, '-');
  expect(field).toHaveValue('-');
  expect(onChange).not.toHaveBeenCalled();
  await user.type(field, '7.5');
  await user.tab();
  expect(field).toHaveValue('-7');
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(onChange).toHaveBeenCalledWith(-7);
});

it('normalises on Enter', async () => {
  const { user, field, onChange } = setup();
  await user.clear(field);
  await user.type(field, '2.1{Enter}');
  expect(field).toHaveValue('3');
  expect(onChange).toHaveBeenCalledWith(3);
});

it('rounds up to a multiple of the step', async () => {
  const { user, field, onChange } = setup({ step: 5 });
  await user.clear(field);
  await user.type(field, '11');
  await user.tab();
  expect(field).toHaveValue('15');
  expect(onChange).toHaveBeenCalledWith(15);
});

it.each([
  ['0', 1],
  ['-3', 1],
  ['80', 50],
])('holds %s within min 1 and max 50', async (typed, expected) => {
  const { user, field, onChange } = setup({ min: 1, max: 50 });
  await user.clear(field);
  await user.type(field, typed);
  await user.tab();
  expect(field).toHaveValue(String(expected));
  expect(onChange).toHaveBeenCalledWith(expected);
});

it('is unbounded with step 1 by default', async () => {
  const { user, field, onChange } = setup();
  await user.clear(field);
  await user.type(field, '-123456789');
  await user.tab();
  expect(onChange).toHaveBeenCalledWith(-123456789);
  expect(field).not.toHaveAttribute('aria-valuemin');
  expect(field).not.toHaveAttribute('aria-valuemax');
});

it('emits nothing when the normalised value is unchanged', async () => {
  const { user, field, onChange } = setup({ step: 5 });
  for (const typed of ['10', '9.5', ' 10 ', '6']) {
    await user.clear(field);
    await user.type(field, typed);
    await user.tab();
    expect(field).toHaveValue('10');
  }
  expect(onChange).not.toHaveBeenCalled();
});

it('puts the value back when the text is not a number', async () => {
  const { user, field, onChange } = setup();
  await user.clear(field);
  await user.type(field, 'ten');
  await user.tab();
  expect(field).toHaveValue('10');
  expect(onChange).not.toHaveBeenCalled();
});

it('empties to null', async () => {
  const { user, field, onChange } = setup();
  await user.clear(field);
  await user.tab();
  expect(onChange).toHaveBeenCalledWith(null);
  expect(field).not.toHaveAttribute('aria-valuenow');
});

it('steps with the arrow keys, within the bounds', async () => {
  const { user, field, onChange } = setup({ step: 5, max: 15 });
  field.focus();
  await user.keyboard('{ArrowUp}');
  expect(field).toHaveValue('15');
  await user.keyboard('{ArrowUp}');
  expect(field).toHaveValue('15');
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(field).toHaveValue('5');
  expect(onChange.mock.calls).toEqual([[15], [10], [5]]);
});

it('shows a value the owner sets', async () => {
  const { user, field } = setup();
  await user.type(field, '99');
  await user.click(screen.getByRole('button', { name: 'Reset to 42' }));
  expect(field).toHaveValue('42');
});
