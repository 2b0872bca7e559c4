import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { DISCARD_CHANGES_TITLE, type ViewRange, type Widget } from '@pulseboard/shared';
import { mockApi, type MockHandler, withFreshCache } from '@pulseboard/shared/testing';
import { instance, interactive, passive, widgetData } from '../../test-support/dashboard-fixtures';
import { editCatalogue } from '../../test-support/edit-api';
import { renderInDashboard } from '../../test-support/render-widget';
import { WidgetEditorDialog } from './WidgetEditorDialog';

const february: ViewRange = { range: { startDate: '2026-02-01', endDate: '2026-02-28' }, compare: { startDate: '2026-01-04', endDate: '2026-01-31' } };

const editorApi = (handlers: Record<string, MockHandler> = {}) =>
  mockApi({
    'GET /api/configs/sources': () => ({ body: { data: [{ type: 'demo', label: 'Sample data', category: 'sample', credentials: 'none', available: true }] } }),
    'GET /api/sources': () => ({ body: { data: [{ id: 5, name: 'demo', account: 'Sample agency', invalid: false, properties: [], createdAt: '2026-01-01T00:00:00Z' }] } }),
    'GET /api/configs/widgets/demo': () => ({ body: { data: editCatalogue } }),
    'POST /api/widgets/data': () => ({ body: { data: widgetData() } }),
    ...handlers,
  });

function openEditor(widget: Widget) {
  const onSave = jest.fn();
  const onClose = jest.fn();
  renderInDashboard(withFreshCache(<WidgetEditorDialog widget={widget} isNew={false} view={february} onSave={onSave} onClose={onClose} />), { preview: { timezone: 'UTC' } });
  return { onSave, onClose, dialog: screen.getByRole('dialog') };
}

const saveButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Save widget' });

type User = ReturnType<typeof userEvent.setup>;

/** A click on the page behind the dialog, where its overlay lets no pointer through (hence no pointer-events check). */
async function clickOutside(user: User) {
  const page = document.body.appendChild(document.createElement('div'));
  await user.click(page);
  page.remove();
}

const leaveBy: Array<[string, (user: User, dialog: HTMLElement) => Promise<void>]> = [
  ['Cancel', (user, dialog) => user.click(within(dialog).getByRole('button', { name: 'Cancel' }))],
  ['Escape', (user) => user.keyboard('{Escape}')],
  ['a click outside', clickOutside],
];

beforeEach(() => {
  editorApi();
});

describe('Save (spec §5)', () => {
  it('stays disabled until every required parameter of the type form has a value', async () => {
    const user = userEvent.setup();
    const { dialog, onSave } = openEditor(interactive({ id: 'w1', title: 'Sessions', instances: [instance({ prefix: 'Sessions', config: {} })] }));
    const data = await within(dialog).findByRole('combobox', { name: 'Data' });
    expect(saveButton(dialog)).toBeDisabled();
    await user.selectOptions(data, 'web');
    expect(saveButton(dialog)).toBeEnabled();
    await user.click(saveButton(dialog));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ id: 'w1', title: 'Sessions', instances: [{ prefix: 'Sessions', config: { dataset: 'web' } }] });
  });

  it('stays disabled while the type form of a source type is not known yet', async () => {
    let answer!: () => void;
    editorApi({ 'GET /api/configs/widgets/demo': () => new Promise((resolve) => (answer = () => resolve({ body: { data: editCatalogue } }))) });
    const { dialog } = openEditor(interactive({ id: 'w1', title: 'Sessions', instances: [instance({ prefix: 'Sessions', config: { dataset: 'web' } })] }));
    expect(within(dialog).getByText('Loading the form of this source type…')).toBeInTheDocument();
    expect(saveButton(dialog)).toBeDisabled();
    await waitFor(() => expect(answer).toBeDefined());
    answer();
    await waitFor(() => expect(saveButton(dialog)).toBeEnabled());
  });

  it('is disabled without a title or a prefix, each said under its field once left', async () => {
    const user = userEvent.setup();
    const { dialog } = openEditor(
      interactive({ id: 'w1', title: 'Sessions', instances: [instance({ prefix: 'Sessions', config: { dataset: 'web' } }), instance({ id: 'i2', prefix: 'Ads', config: { dataset: 'ads' } })] }),
    );
    await waitFor(() => expect(saveButton(dialog)).toBeEnabled());
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.tab();
    expect(title).toHaveAccessibleDescription('The title field is required.');
    expect(saveButton(dialog)).toBeDisabled();
    await user.type(title, 'Visits');
    expect(title).not.toHaveAccessibleDescription();
    expect(saveButton(dialog)).toBeEnabled();

    const prefix = within(within(dialog).getByRole('group', { name: 'Source 2' })).getByRole('textbox', { name: 'Prefix' });
    await user.clear(prefix);
    await user.tab();
    expect(prefix).toHaveAccessibleDescription('The prefix field is required.');
    expect(saveButton(dialog)).toBeDisabled();
  });

  it('waits for a history’s articles to have their start and end dates', async () => {
    const user = userEvent.setup();
    const article = { file: null, header: 'Launch', content: 'New site', description: '', startDate: '', endDate: '' };
    const { dialog, onSave } = openEditor(passive({ id: 'p1', title: 'Notes', type: { name: 'historic', articles: [{ ...article, startDate: '2026-03-01', endDate: '2026-03-31' }] } }));
    expect(saveButton(dialog)).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Add an article' }));
    const second = within(dialog).getByRole('group', { name: 'Article 2' });
    expect(saveButton(dialog)).toBeDisabled();
    await user.type(within(second).getByLabelText('Start date'), '2026-04-01');
    expect(saveButton(dialog)).toBeDisabled();
    await user.type(within(second).getByLabelText('End date'), '2026-04-30');
    expect(saveButton(dialog)).toBeEnabled();
    await user.click(saveButton(dialog));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ type: { name: 'historic', articles: [{ startDate: '2026-03-01' }, { startDate: '2026-04-01', endDate: '2026-04-30' }] } });
  });
});

describe('leaving the editor', () => {
  const widget = interactive({ id: 'w1', title: 'Sessions', instances: [instance({ prefix: 'Sessions', config: { dataset: 'web' } })] });

  it.each(leaveBy)('by %s closes an untouched widget at once', async (_, leave) => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { dialog, onClose } = openEditor(widget);
    await leave(user, dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: DISCARD_CHANGES_TITLE })).not.toBeInTheDocument();
  });

  it.each(leaveBy)('by %s asks first once the widget was edited, and keeps what was typed on Keep editing', async (_, leave) => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { dialog, onClose } = openEditor(widget);
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), ' by day');
    await leave(user, dialog);
    const question = await screen.findByRole('dialog', { name: DISCARD_CHANGES_TITLE });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Sessions by day');

    await leave(user, dialog);
    await user.click(within(await screen.findByRole('dialog', { name: DISCARD_CHANGES_TITLE })).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes at once when an edit was undone', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = openEditor(widget);
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.type(title, 'x');
    await user.type(title, '{Backspace}');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Currency' }), 'EUR');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Currency' }), '');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('a calculated metric', () => {
  it('is added once named with an expression the API accepts; a refused expression is said under it', async () => {
    const user = userEvent.setup();
    editorApi({
      'POST /api/widgets/calculated-metrics/validate': ({ body }) =>
        (body as { expression: string }).expression.includes('{Sessions:sessions}') ? { body: { valid: true, message: null } } : { body: { valid: false, message: 'Unknown column "visits".' } },
    });
    const { dialog, onSave } = openEditor(interactive({ id: 'w1', title: 'Sessions', instances: [instance({ prefix: 'Sessions', config: { dataset: 'web', metrics: ['sessions'] } })] }));
    await user.click(within(dialog).getByRole('button', { name: 'Add a calculated metric' }));
    const add = within(dialog).getByRole('button', { name: 'Add metric' });
    expect(add).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Metric name' }), 'Per day');
    const expression = within(dialog).getByRole('textbox', { name: 'Expression' });
    await user.type(expression, '{{visits} / 28');
    expect(add).toBeEnabled();
    await user.click(add);
    expect(await within(dialog).findByText('Unknown column "visits".')).toBeInTheDocument();
    expect(expression).toHaveAccessibleDescription('Unknown column "visits".');
    expect(expression).toHaveValue('{visits} / 28');

    await user.clear(expression);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Insert a column' }), 'Sessions: Sessions');
    await user.type(expression, ' / 28');
    expect(expression).toHaveValue('{Sessions:sessions} / 28');
    await user.click(add);
    expect(await within(dialog).findByRole('button', { name: 'Edit Per day' })).toBeInTheDocument();
    await waitFor(() => expect(saveButton(dialog)).toBeEnabled());
    await user.click(saveButton(dialog));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ calculatedMetrics: [{ name: 'Per day', type: 'number', expression: '{Sessions:sessions} / 28' }] });
  });

  it('is kept on Enter in its name, rather than the widget being saved', async () => {
    const user = userEvent.setup();
    editorApi({ 'POST /api/widgets/calculated-metrics/validate': () => ({ body: { valid: true, message: null } }) });
    const { dialog, onSave } = openEditor(interactive({ id: 'w1', title: 'Sessions', instances: [instance({ prefix: 'Sessions', config: { dataset: 'web', metrics: ['sessions'] } })] }));
    await waitFor(() => expect(saveButton(dialog)).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Add a calculated metric' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Expression' }), '{{Sessions:sessions} * 2');
    await user.type(within(dialog).getByRole('textbox', { name: 'Metric name' }), 'Doubled{Enter}');
    expect(await within(dialog).findByRole('button', { name: 'Edit Doubled' })).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
