import { Profiler, type ComponentType } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ViewRange, Widget } from '@pulseboard/shared';
import { mockApi, withFreshCache } from '@pulseboard/shared/testing';
import { instance, interactive, widgetData } from '../../test-support/dashboard-fixtures';
import { editCatalogue } from '../../test-support/edit-api';
import { renderInDashboard } from '../../test-support/render-widget';
import { WidgetEditorDialog } from './WidgetEditorDialog';

/** Commits per section since the last reset: a section counts whenever anything inside it rendered. */
const mockCommits = new Map<string, number>();

type SectionProps = { index?: number };

/**
 * A section's module with the section inside a Profiler named after it
 * (per instance where it has an index), so its renders are counted without
 * changing what it does.
 */
function mockProfiledModule(path: string, exportName: string, name: string | ((index: number) => string)) {
  const Section = jest.requireActual<Record<string, ComponentType<SectionProps>>>(path)[exportName] as ComponentType<SectionProps>;
  function ProfiledSection(props: SectionProps) {
    const id = typeof name === 'function' ? name(props.index ?? 0) : name;
    return (
      <Profiler id={id} onRender={() => mockCommits.set(id, (mockCommits.get(id) ?? 0) + 1)}>
        <Section {...props} />
      </Profiler>
    );
  }
  return { [exportName]: ProfiledSection };
}

jest.mock('./TitleField', () => mockProfiledModule('./TitleField', 'TitleField', 'title'));
jest.mock('./SizeField', () => mockProfiledModule('./SizeField', 'SizeField', 'size'));
jest.mock('./InstanceForm', () => mockProfiledModule('./InstanceForm', 'InstanceForm', (index) => `source ${index + 1}`));
jest.mock('./TypeFormFields', () => mockProfiledModule('./TypeFormFields', 'TypeFormFields', (index) => `type form ${index + 1}`));
jest.mock('./CurrencyField', () => mockProfiledModule('./CurrencyField', 'CurrencyField', (index) => `currency ${index + 1}`));
jest.mock('./FormatFields', () => mockProfiledModule('./FormatFields', 'FormatFields', 'format'));
jest.mock('./DisplayFields', () => mockProfiledModule('./DisplayFields', 'DisplayFields', 'display'));
jest.mock('./MetricOptionsFields', () => mockProfiledModule('./MetricOptionsFields', 'MetricOptionsFields', 'metric options'));
jest.mock('./CalculatedMetrics', () => mockProfiledModule('./CalculatedMetrics', 'CalculatedMetrics', 'calculated metrics'));
jest.mock('./WidgetPreview', () => mockProfiledModule('./WidgetPreview', 'WidgetPreview', 'preview'));

const february: ViewRange = { range: { startDate: '2026-02-01', endDate: '2026-02-28' }, compare: { startDate: '2026-01-04', endDate: '2026-01-31' } };
/** Sections in the order they are drawn; an instance's type form and currency are counted in their source as well as on their own. */
const SECTIONS = ['title', 'size', 'source 1', 'type form 1', 'currency 1', 'source 2', 'type form 2', 'currency 2', 'format', 'display', 'metric options', 'calculated metrics', 'preview'];

const merged = interactive({
  id: 'w1',
  title: 'Traffic',
  instances: [instance({ id: 'i1', prefix: 'Web', config: { dataset: 'web', metrics: ['sessions'] } }), instance({ id: 'i2', prefix: 'Ads', config: { dataset: 'ads', metrics: ['sessions'] } })],
});

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  api = mockApi({
    'GET /api/configs/sources': () => ({ body: { data: [{ type: 'demo', label: 'Sample data', category: 'sample', credentials: 'none', available: true }] } }),
    'GET /api/sources': () => ({ body: { data: [{ id: 5, name: 'demo', account: 'Sample agency', invalid: false, properties: [], createdAt: '2026-01-01T00:00:00Z' }] } }),
    'GET /api/configs/widgets/demo': () => ({ body: { data: editCatalogue } }),
    'POST /api/widgets/data': () => ({ body: { data: widgetData() } }),
  });
});

/** The editor once everything it loads has arrived and the preview is drawn, with the counts reset. */
async function openSettled(widget: Widget) {
  renderInDashboard(withFreshCache(<WidgetEditorDialog widget={widget} isNew={false} view={february} onSave={jest.fn()} onClose={jest.fn()} />), { preview: { timezone: 'UTC' } });
  const dialog = screen.getByRole('dialog');
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save widget' })).toBeEnabled());
  await within(dialog).findAllByRole('option', { name: 'Sample agency' });
  await waitFor(() => expect(api.calls.filter((call) => call.path === '/api/widgets/data')).toHaveLength(1));
  await within(within(dialog).getByRole('region', { name: 'Preview' })).findByRole('table');
  mockCommits.clear();
  return dialog;
}

const rendered = () => SECTIONS.filter((section) => (mockCommits.get(section) ?? 0) > 0);

it('re-renders only the preview as the title is typed', async () => {
  const user = userEvent.setup();
  const dialog = await openSettled(merged);
  await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), ' by channel');
  // The title is the input's own until it is checked: nothing but what shows the whole widget renders again.
  expect(rendered()).toEqual(['preview']);
});

it('re-renders what shows the prefix as it is typed, not the instances, the title, size or format', async () => {
  const user = userEvent.setup();
  const dialog = await openSettled(merged);
  await user.type(within(within(dialog).getByRole('group', { name: 'Source 1' })).getByRole('textbox', { name: 'Prefix' }), ' shop');
  // The sort columns, the metric options and the columns a calculated metric may use are named by the prefixes.
  expect(rendered()).toEqual(['display', 'metric options', 'calculated metrics', 'preview']);
  expect(within(dialog).getByRole('combobox', { name: 'Order by' })).toHaveTextContent('Web shop: Sessions');
});

it('re-renders only that type form as one of its parameters is typed', async () => {
  const user = userEvent.setup();
  const dialog = await openSettled(merged);
  await user.type(within(within(dialog).getByRole('group', { name: 'Source 2' })).getByRole('textbox', { name: 'Filter (optional)' }), 'mobile');
  expect(rendered()).toEqual(['source 2', 'type form 2', 'preview']);
});

it('keeps a single instance’s prefix on the title without rendering its form again', async () => {
  const user = userEvent.setup();
  const dialog = await openSettled(interactive({ id: 'w1', title: 'Sessions', instances: [instance({ prefix: 'Sessions', config: { dataset: 'web', metrics: ['sessions'] } })] }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), ' by day');
  expect(within(dialog).getByRole('textbox', { name: 'Prefix' })).toHaveValue('Sessions by day');
  // The columns are named by the prefix; a single instance's metric options are not.
  expect(rendered()).toEqual(['display', 'calculated metrics', 'preview']);
  expect(within(dialog).getByRole('combobox', { name: 'Order by' })).toHaveTextContent('Sessions by day: Sessions');
});
