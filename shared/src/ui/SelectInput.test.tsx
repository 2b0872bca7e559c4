import { useState, type FormEvent } from 'react';
import { render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { mockApi } from '../testing/mock-api';
import { SelectInput, type SelectInputProps } from './SelectInput';
import type { SelectOption } from './use-remote-options';
import { elapse, settle, setupUserWithFakeTimers } from './test-helpers';

const PROFILES: SelectOption[] = [
  { value: 11, label: 'Acme Web' },
  { value: 12, label: 'Acme Shop' },
  { value: 13, label: 'Beta Blog' },
  { value: 14, label: 'Gamma App' },
];

/** The query of every options request, in order. */
let queries: URLSearchParams[];

/** Like the real endpoints: the first two matches, plus the `include`d option. */
function serveProfiles() {
  queries = [];
  mockApi({
    'GET /api/sources/3/profiles': ({ url }) => {
      queries.push(url.searchParams);
      const term = (url.searchParams.get('searchTerm') ?? '').toLowerCase();
      const matches = PROFILES.filter((profile) => profile.label.toLowerCase().includes(term)).slice(0, 2);
      const included = PROFILES.find((profile) => String(profile.value) === url.searchParams.get('include'));
      return { body: { data: included && !matches.includes(included) ? [included, ...matches] : matches } };
    },
  });
}

type Props = Partial<Omit<SelectInputProps, 'value' | 'onChange'>> & { initial?: SelectOption['value'] | null };

function Harness({ initial = null, onChange, onSubmit, ...props }: Props & { onChange: jest.Mock; onSubmit: jest.Mock }) {
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the form would post: each named control's value (FormData here is Node's, which cannot read a form element).
    const controls = [...event.currentTarget.elements].filter((element): element is HTMLInputElement => element instanceof HTMLInputElement && element.name !== '');
    onSubmit(Object.fromEntries(controls.map((control) => [control.name, control.value])));
  };
  return (
    <form onSubmit={submit}>
      <SelectInput
        label="Profile"
        url="/api/sources/3/profiles?account=main"
        name="profile"
        value={value}
        onChange={(next, option) => {
          onChange(next, option);
          setValue(next);
        }}
        {...props}
      />
      <button type="submit">Save</button>
    </form>
  );
}

async function setup(props: Props = {}) {
  serveProfiles();
  const user = setupUserWithFakeTimers();
  const onChange = jest.fn();
  const onSubmit = jest.fn();
  render(
    // A cache per test, so no answer leaks from one test into the next.
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Harness onChange={onChange} onSubmit={onSubmit} {...props} />
    </SWRConfig>,
  );
  await settle();
  return { user, onChange, onSubmit, combobox: screen.getByRole('combobox', { name: 'Profile' }) };
}

const optionLabels = () =>
  within(screen.getByRole('listbox', { name: 'Profile' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

afterEach(() => {
  jest.useRealTimers();
});

it('is a collapsed combobox until asked to open', async () => {
  const { user, combobox } = await setup();
  expect(combobox).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

  await user.click(combobox);

  expect(combobox).toHaveAttribute('aria-expanded', 'true');
  expect(combobox).toHaveAttribute('aria-controls', screen.getByRole('listbox', { name: 'Profile' }).id);
  expect(optionLabels()).toEqual(['Acme Web', 'Acme Shop']);
});

it('asks with searchTerm and include, keeping the URL own query, and shows the selected label', async () => {
  const { combobox } = await setup({ initial: 14 });
  expect(queries).toHaveLength(1);
  expect(Object.fromEntries(queries[0]!)).toEqual({ account: 'main', searchTerm: '', include: '14' });
  expect(combobox).toHaveValue('Gamma App');
});

it('searches 500 ms after typing stops, once', async () => {
  const { user, combobox } = await setup({ initial: 14 });
  await user.clear(combobox);
  await user.type(combobox, 'be');
  elapse(499);
  await settle();
  expect(queries).toHaveLength(1);

  elapse(1);
  await settle();
  expect(queries).toHaveLength(2);
  expect(queries[1]!.get('searchTerm')).toBe('be');
  expect(queries[1]!.get('include')).toBe('14');
  expect(optionLabels()).toEqual(['Gamma App', 'Beta Blog']);
});

it('moves through the options with the arrow keys and picks with Enter, without submitting', async () => {
  const { user, combobox, onChange, onSubmit } = await setup();
  combobox.focus();
  await user.keyboard('{ArrowDown}');
  const [web, shop] = screen.getAllByRole('option');
  expect(combobox).toHaveAttribute('aria-activedescendant', web!.id);
  await user.keyboard('{ArrowDown}');
  expect(combobox).toHaveAttribute('aria-activedescendant', shop!.id);
  await user.keyboard('{ArrowDown}');
  expect(combobox).toHaveAttribute('aria-activedescendant', shop!.id);
  await user.keyboard('{ArrowUp}{Enter}');

  expect(onChange).toHaveBeenCalledWith(11, { value: 11, label: 'Acme Web' });
  expect(onSubmit).not.toHaveBeenCalled();
  expect(combobox).toHaveValue('Acme Web');
  expect(combobox).toHaveAttribute('aria-expanded', 'false');
  await settle();
  expect(queries.at(-1)!.get('include')).toBe('11');
});

it('opens on the selected option, which is marked selected', async () => {
  const { user, combobox } = await setup({ initial: 12 });
  combobox.focus();
  await user.keyboard('{ArrowDown}');
  const shop = screen.getByRole('option', { name: 'Acme Shop' });
  expect(shop).toHaveAttribute('aria-selected', 'true');
  expect(combobox).toHaveAttribute('aria-activedescendant', shop.id);
});

it('picks an option by pointer', async () => {
  const { user, combobox, onChange } = await setup();
  await user.click(combobox);
  await user.click(screen.getByRole('option', { name: 'Acme Shop' }));
  expect(onChange).toHaveBeenCalledWith(12, { value: 12, label: 'Acme Shop' });
  expect(combobox).toHaveValue('Acme Shop');
  await settle();
});

it('closes on Escape and puts the selected label back', async () => {
  const { user, combobox, onChange } = await setup({ initial: 11 });
  await user.clear(combobox);
  await user.type(combobox, 'gam');
  expect(screen.getByRole('listbox')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(combobox).toHaveValue('Acme Web');
  expect(onChange).not.toHaveBeenCalled();
});

it('keeps the previous options, marked busy, until the search answers "Nothing found"', async () => {
  const { user, combobox } = await setup();
  await user.type(combobox, 'zzz');
  expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
  expect(optionLabels()).toEqual(['Acme Web', 'Acme Shop']);
  elapse(500);
  await settle();
  expect(screen.getByRole('status')).toHaveTextContent('Nothing found');
  expect(screen.queryAllByRole('option')).toHaveLength(0);
  expect(screen.getByRole('listbox')).not.toHaveAttribute('aria-busy');
});

it('says when the options could not be loaded', async () => {
  serveProfiles();
  mockApi({ 'GET /api/sources/3/profiles': () => ({ status: 500, body: { message: 'Upstream error' } }) });
  const user = setupUserWithFakeTimers();
  render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <SelectInput label="Profile" url="/api/sources/3/profiles" value={null} onChange={jest.fn()} />
    </SWRConfig>,
  );
  await settle();
  await user.click(screen.getByRole('combobox', { name: 'Profile' }));
  expect(screen.getByRole('status')).toHaveTextContent('Could not load the options.');
});

describe('when required', () => {
  it('blocks the form submit and says "Please fill out this field."', async () => {
    const { user, combobox, onSubmit } = await setup({ required: true });
    expect(combobox).toHaveAttribute('aria-required', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(combobox).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill out this field.');
    expect(combobox).toHaveAccessibleDescription('Please fill out this field.');
  });

  it('says so once the user leaves the field empty', async () => {
    const { user } = await setup({ required: true });
    await user.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill out this field.');
  });

  it('submits the selected value once one is picked', async () => {
    const { user, combobox, onSubmit } = await setup({ required: true });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(combobox);
    await user.click(screen.getByRole('option', { name: 'Acme Shop' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(combobox).toBeValid();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ profile: '12' });
  });

  it('offers no clear button', async () => {
    await setup({ required: true, initial: 11 });
    expect(screen.queryByRole('button', { name: 'Clear Profile' })).not.toBeInTheDocument();
  });
});

it('clears an optional selection and returns focus to the combobox', async () => {
  const { user, combobox, onChange } = await setup({ initial: 11 });
  await user.click(screen.getByRole('button', { name: 'Clear Profile' }));
  expect(onChange).toHaveBeenCalledWith(null, null);
  expect(combobox).toHaveValue('');
  expect(combobox).toHaveFocus();
  await settle();
  expect(queries.at(-1)!.has('include')).toBe(false);
});

it('shows an error given from outside', async () => {
  await setup({ error: 'This profile was removed.' });
  expect(screen.getByRole('alert')).toHaveTextContent('This profile was removed.');
});
