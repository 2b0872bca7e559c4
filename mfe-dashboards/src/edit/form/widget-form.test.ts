import type { SourceCatalogue } from '@pulseboard/shared';
import { instance, interactive, passive } from '../../test-support/dashboard-fixtures';
import { changeSource, changeSourceType, isInteractiveValid, isPassiveValid, newInteractiveWidget, newPassiveWidget, retitle } from './widget-form';

const catalogue: SourceCatalogue = {
  type: 'demo',
  realTime: false,
  metrics: [],
  dimensions: [],
  parameters: [
    { name: 'property', label: 'Client', input: 'select', required: true, scope: 'global', remote: true },
    { name: 'metrics', label: 'Metrics', input: 'multiselect', required: true, scope: 'widget', remote: true },
  ],
};
const catalogueOf = () => catalogue;
const configured = instance({ prefix: 'Sessions', config: { property: 'acme', metrics: ['sessions'] } });

describe('an interactive widget can be saved (spec §5)', () => {
  it('once title, size, format, prefix and config are filled', () => {
    expect(isInteractiveValid(interactive({ id: 'w', instances: [configured] }), catalogueOf)).toBe(true);
  });

  it.each([
    ['no title', { title: '  ' }],
    ['no valid width', { width: 0 }],
    ['no valid height', { height: 4 }],
    ['no known format', { format: 'chart:donut' as never }],
    ['an instance without a prefix', { instances: [{ ...configured, prefix: '' }] }],
    ['an instance with a required parameter empty', { instances: [{ ...configured, config: { property: 'acme' } }] }],
  ])('not with %s', (_, change) => {
    expect(isInteractiveValid({ ...interactive({ id: 'w', instances: [configured] }), ...change }, catalogueOf)).toBe(false);
  });

  it('not before the type form of an instance is known', () => {
    expect(isInteractiveValid(interactive({ id: 'w', instances: [configured] }), () => undefined)).toBe(false);
  });
});

describe('a passive widget can be saved (spec §5)', () => {
  it('as plain text with a title', () => {
    expect(isPassiveValid(passive({ id: 'p' }))).toBe(true);
    expect(isPassiveValid({ ...passive({ id: 'p' }), title: '' })).toBe(false);
  });

  it('as an upload once it has an image', () => {
    const upload = newPassiveWidget('p', 0, 'upload');
    expect(isPassiveValid(upload)).toBe(false);
    expect(isPassiveValid({ ...upload, type: { name: 'upload', file: ['/files/3/widget-abcdefghijklmnopqrstu.png'], header: [''], content: [''] } })).toBe(true);
  });

  it('as a history only when every article has its start and end date', () => {
    const historic = newPassiveWidget('p', 0, 'historic');
    expect(isPassiveValid(historic)).toBe(false);
    const article = { file: null, header: 'Launch', content: 'New site', description: '', startDate: '2026-03-01', endDate: '' };
    expect(isPassiveValid({ ...historic, type: { name: 'historic', articles: [article] } })).toBe(false);
    expect(isPassiveValid({ ...historic, type: { name: 'historic', articles: [{ ...article, endDate: '2026-03-31' }] } })).toBe(true);
  });
});

describe('spec §4 form rules', () => {
  it('a new title sets the prefix of a single-instance widget', () => {
    expect(retitle(interactive({ id: 'w', instances: [configured] }), 'Visits').instances[0]?.prefix).toBe('Visits');
  });

  it('a new title leaves the prefixes of a merged widget alone', () => {
    const merged = interactive({ id: 'w', instances: [configured, { ...configured, id: 'i2', prefix: 'Ads' }] });
    expect(retitle(merged, 'Visits').instances.map((item) => item.prefix)).toEqual(['Sessions', 'Ads']);
  });

  it('a new source type resets the instance form', () => {
    const full = { ...configured, currency: 'EUR', metricsOptions: { sessions: { cloaked: true } }, inputs: { goal: 1 } };
    expect(changeSourceType(full, 'google_analytics')).toEqual({ id: 'i1', type: 'google_analytics', prefix: 'Sessions', sourceId: null, config: {} });
  });

  it('a new source resets the instance form; the same source keeps it', () => {
    expect(changeSource(configured, 9)).toEqual({ id: 'i1', type: 'demo', prefix: 'Sessions', sourceId: 9, config: {} });
    expect(changeSource(configured, configured.sourceId)).toBe(configured);
  });

  it('a new widget is the default of spec §9', () => {
    expect(newInteractiveWidget('w9', 3, 'demo')).toMatchObject({ width: 2, height: 1, format: 'table', rowsLimit: 15, orderBy: { column: 'dimension', dir: 'asc' }, order: 3 });
  });
});
