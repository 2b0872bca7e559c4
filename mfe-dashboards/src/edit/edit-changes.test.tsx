import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@pulseboard/shared';
import { dashboardDocument, instance, interactive } from '../test-support/dashboard-fixtures';
import { editApi } from '../test-support/edit-api';
import { renderDashboard } from '../test-support/render-dashboard';
import { readUnsaved } from './save/unsaved-document';

const widget = interactive({ id: 'w1', title: 'Sessions', instances: [instance({ prefix: 'Sessions', config: { dataset: 'web', metrics: ['sessions'] } })] });
const dashboard = dashboardDocument({ id: 1, widgets: [widget] });
const previewCalls = (api: ReturnType<typeof editApi>) => api.calls.filter((call) => call.path === '/api/widgets/data');
const saves = (api: ReturnType<typeof editApi>) => api.calls.filter((call) => call.method === 'POST' && call.path === '/api/dashboards/1');
const savedWidgets = (api: ReturnType<typeof editApi>) => JSON.parse(String((saves(api).at(-1)?.body as FormData).get('widgets'))) as Array<Record<string, unknown>>;

beforeEach(() => sessionStorage.clear());

async function startEditing() {
  renderDashboard('/dashboards/acme');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit dashboard' }));
  await screen.findByRole('button', { name: 'Done editing' });
}

async function editWidget(change: (dialog: HTMLElement) => Promise<void>) {
  await userEvent.click(screen.getByRole('button', { name: 'Edit Sessions' }));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save widget' })).toBeEnabled());
  await change(dialog);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save widget' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('what a widget edit asks again (spec §4)', () => {
  it('restyles a new format, sort, row limit, share of total or metric option from the data already there', async () => {
    const api = editApi({ dashboard });
    await startEditing();
    await waitFor(() => expect(previewCalls(api)).toHaveLength(1));
    await editWidget(async (dialog) => {
      await userEvent.selectOptions(within(dialog).getByLabelText('Format'), 'summary');
      await userEvent.selectOptions(within(dialog).getByLabelText('Direction'), 'desc');
      const rows = within(dialog).getByRole('spinbutton', { name: 'Rows' });
      await userEvent.clear(rows);
      await userEvent.type(rows, '5');
      await userEvent.tab();
      await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Show as shares of the total' }));
      await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Hide Sessions' }));
    });
    await waitFor(() => expect(saves(api)).toHaveLength(1));
    expect(savedWidgets(api)[0]).toMatchObject({ format: 'summary', rowsLimit: 5, percent: true, orderBy: { dir: 'desc' } });
    expect(previewCalls(api)).toHaveLength(1);
  });

  it('asks again when an instance changes', async () => {
    const api = editApi({ dashboard });
    await startEditing();
    await waitFor(() => expect(previewCalls(api)).toHaveLength(1));
    await editWidget(async (dialog) => {
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Filter (optional)' }), 'mobile');
    });
    await waitFor(() => expect(previewCalls(api)).toHaveLength(2));
    expect((previewCalls(api)[1]?.body as { widget: { instances: Array<{ config: unknown }> } }).widget.instances[0]?.config).toEqual({ dataset: 'web', metrics: ['sessions'], filter: 'mobile' });
  });

  it('only shows the widget again for a new title or size', async () => {
    const api = editApi({ dashboard: dashboardDocument({ id: 1, widgets: [{ ...widget, instances: [...widget.instances, instance({ id: 'i2', prefix: 'Ads', config: { dataset: 'ads' } })] }] }) });
    await startEditing();
    await waitFor(() => expect(previewCalls(api)).toHaveLength(1));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Size of Sessions' }), '4x2');
    await waitFor(() => expect(saves(api)).toHaveLength(1));
    expect(savedWidgets(api)[0]).toMatchObject({ width: 4, height: 2 });
    expect(previewCalls(api)).toHaveLength(1);
  });
});

it('tells the onboarding when a widget gets a source', async () => {
  editApi({ dashboard: dashboardDocument({ id: 1, widgets: [{ ...widget, instances: [instance({ prefix: 'Sessions', sourceId: null, config: {} })] }] }) });
  const emit = jest.spyOn(eventBus, 'emit');
  await startEditing();
  await userEvent.click(screen.getByRole('button', { name: 'Edit Sessions' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.selectOptions(await within(dialog).findByRole('combobox', { name: 'Source' }), 'Sample agency');
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Data' }), 'web');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save widget' }));
  expect(emit).toHaveBeenCalledWith('onboarding:action', { action: 'dashboard:source-set' });
  emit.mockRestore();
});

it('keeps a change whose save failed, without a message, and saves it when the connection is back', async () => {
  let online = false;
  const api = editApi({ dashboard, save: () => (online ? { body: { data: dashboard } } : { status: 500, body: { message: 'Server Error' } }) });
  await startEditing();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Size of Sessions' }), '3x2');
  await waitFor(() => expect(saves(api)).toHaveLength(1));
  await waitFor(() => expect(readUnsaved(1)?.widgets[0]).toMatchObject({ width: 3, height: 2 }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  online = true;
  window.dispatchEvent(new Event('online'));
  await waitFor(() => expect(saves(api)).toHaveLength(2));
  await waitFor(() => expect(readUnsaved(1)).toBeNull());
});
