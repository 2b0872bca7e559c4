import type { SourceCatalogue } from '@pulseboard/shared';
import { instance, interactive, passive } from '../../test-support/dashboard-fixtures';
import { changeCurrency, changeSource, changeSourceType, isWidgetValid, newInteractiveWidget, newPassiveWidget, prefixFollowsTitle } from './widget-form';

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
    expect(isWidgetValid(interactive({ id: 'w', instances: [configured] }), catalogueOf)).toBe(true);
  });

  it.each([
    ['no title', { title: '  ' }],
    ['no valid width', { width: 0 }],
    ['no valid height', { height: 4 }],
    ['no known format', { format: 'chart:donut' as never }],
    ['an instance without a prefix', { instances: [{ ...configured, prefix: '' }] }],
    ['an instance with a blank prefix', { instances: [{ ...configured, prefix: '   ' }] }],
    ['an instance with a required parameter empty', { instances: [{ ...configured, config: { property: 'acme' } }] }],
  ])('not with %s', (_, change) => {
    expect(isWidgetValid({ ...interactive({ id: 'w', instances: [configured] }), ...change }, catalogueOf)).toBe(false);
  });

  it('not before the type form of an instance is known', () => {
    expect(isWidgetValid(interactive({ id: 'w', instances: [configured] }), () => undefined)).toBe(false);
  });
});

describe('a passive widget can be saved (spec §5)', () => {
  it('as plain text with a title', () => {
    expect(isWidgetValid(passive({ id: 'p' }), catalogueOf)).toBe(true);
    expect(isWidgetValid({ ...passive({ id: 'p' }), title: '' }, catalogueOf)).toBe(false);
  });

  it('as an upload once it has an image', () => {
    const upload = newPassiveWidget('p', 0, 'upload');
    expect(isWidgetValid(upload, catalogueOf)).toBe(false);
    expect(isWidgetValid({ ...upload, type: { name: 'upload', file: ['/files/3/widget-abcdefghijklmnopqrstu.png'], header: [''], content: [''] } }, catalogueOf)).toBe(true);
  });

  it('as a history only when every article has its start and end date', () => {
    const historic = newPassiveWidget('p', 0, 'historic');
    expect(isWidgetValid(historic, catalogueOf)).toBe(false);
    const article = { file: null, header: 'Launch', content: 'New site', description: '', startDate: '2026-03-01', endDate: '' };
    expect(isWidgetValid({ ...historic, type: { name: 'historic', articles: [article] } }, catalogueOf)).toBe(false);
    expect(isWidgetValid({ ...historic, type: { name: 'historic', articles: [{ ...article, endDate: '2026-03-31' }] } }, catalogueOf)).toBe(true);
  });
});

describe('spec §4 form rules', () => {
  it('a new title sets the prefix of a single-instance widget', () => {
    expect(prefixFollowsTitle(interactive({ id: 'w', instances: [configured] }))).toBe(true);
  });

  it('a new title leaves the prefixes of a merged widget, and a passive widget, alone', () => {
    expect(prefixFollowsTitle(interactive({ id: 'w', instances: [configured, { ...configured, id: 'i2', prefix: 'Ads' }] }))).toBe(false);
    expect(prefixFollowsTitle(passive({ id: 'p' }))).toBe(false);
  });

  it('a new source type resets the instance form', () => {
    const full = { ...configured, currency: 'EUR', metricsOptions: { sessions: { cloaked: true } }, inputs: { goal: 1 } };
    expect(changeSourceType(full, 'google_analytics')).toEqual({ id: 'i1', type: 'google_analytics', prefix: 'Sessions', sourceId: null, config: {} });
  });

  it('a new source resets the instance form; the same source keeps it', () => {
    expect(changeSource(configured, 9)).toEqual({ id: 'i1', type: 'demo', prefix: 'Sessions', sourceId: 9, config: {} });
    expect(changeSource(configured, configured.sourceId)).toBe(configured);
  });

  it('a currency is set, and cleared without leaving the key behind', () => {
    expect(changeCurrency(configured, 'EUR')).toEqual({ ...configured, currency: 'EUR' });
    expect(changeCurrency({ ...configured, currency: 'EUR' }, undefined)).toEqual(configured);
    expect(changeCurrency({ ...configured, currency: 'EUR' }, undefined)).not.toHaveProperty('currency');
  });

  it('a new widget is the default of spec §9', () => {
    expect(newInteractiveWidget('w9', 3, 'demo')).toMatchObject({ width: 2, height: 1, format: 'table', rowsLimit: 15, orderBy: { column: 'dimension', dir: 'asc' }, order: 3 });
  });
});
