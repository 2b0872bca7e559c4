import { uniquePrefixes } from '@pulseboard/shared/contracts';
import { ValidationFailed } from '../../src/lib/errors.js';
import { mergeRows, metricColumns } from '../../src/query/merge.js';
import { planWidget } from '../../src/query/plan.js';
import { catalogue, instance, request } from './fixtures.js';

function validationErrors(run: () => unknown): Record<string, string[]> {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationFailed) return error.errors;
    throw error;
  }
  throw new Error('expected a ValidationFailed');
}

describe('prefixes', () => {
  it('keeps the first use of a prefix and suffixes later clashes -2, -3, skipping taken ones', () => {
    expect(uniquePrefixes(['Acme', 'Acme', 'Blog', 'Acme'])).toEqual(['Acme', 'Acme-2', 'Blog', 'Acme-3']);
    expect(uniquePrefixes(['A', 'A-2', 'A'])).toEqual(['A', 'A-2', 'A-3']);
  });

  it('keeps "calc" for calculated metrics', () => {
    expect(uniquePrefixes(['calc', 'x'])).toEqual(['calc-2', 'x']);
  });

  it('are applied by the plan, so columns of clashing instances stay apart', () => {
    const plan = planWidget(request([instance('Acme', { dimension: 'date' }), { ...instance('b', { dimension: 'date' }), prefix: 'Acme' }]));
    expect(plan.instances.map((item) => item.prefix)).toEqual(['Acme', 'Acme-2']);
  });
});

describe('merging instances', () => {
  it('refuses instances with different dimensions, or one with and one without', () => {
    for (const second of [instance('b', { dimension: 'country' }), instance('b')]) {
      expect(validationErrors(() => planWidget(request([instance('a', { dimension: 'date' }), second])))).toEqual({
        'widget.instances': ['Merged instances must share the same dimension, or all have none.'],
      });
    }
  });

  it('accepts instances that all have no dimension', () => {
    expect(planWidget(request([instance('a'), instance('b')])).dimension).toBeNull();
  });

  it('keys columns prefix:metric, and labels them with the prefix only when merged', () => {
    const single = metricColumns([{ prefix: 'Acme', metrics: ['sessions', 'bounceRate'], catalogue }], new Set());
    expect(single.map(({ key, label, format, aggregation }) => ({ key, label, format, aggregation }))).toEqual([
      { key: 'Acme:sessions', label: 'Sessions', format: 'number', aggregation: 'sum' },
      { key: 'Acme:bounceRate', label: 'Bounce rate', format: 'percent', aggregation: 'average' },
    ]);
    const merged = metricColumns(
      [
        { prefix: 'Acme', metrics: ['sessions'], catalogue },
        { prefix: 'Acme-2', metrics: ['sessions', 'averagePosition'], catalogue },
      ],
      new Set([1]),
    );
    expect(merged.map(({ key, label, failed, inverted }) => ({ key, label, failed, inverted }))).toEqual([
      { key: 'Acme:sessions', label: 'Acme Sessions', failed: false, inverted: false },
      { key: 'Acme-2:sessions', label: 'Acme-2 Sessions', failed: true, inverted: false },
      { key: 'Acme-2:averagePosition', label: 'Acme-2 Average position', failed: true, inverted: true },
    ]);
  });

  it('names a metric its connector does not describe by its own name', () => {
    expect(metricColumns([{ prefix: 'x', metrics: ['mystery'], catalogue: undefined }], new Set())[0]).toMatchObject({ label: 'mystery', format: 'number', aggregation: 'sum' });
  });

  it('joins rows on the dimension value: 0 for a count an instance lacks, empty for its average, empty for a failed instance', () => {
    const columns = metricColumns(
      [
        { prefix: 'A', metrics: ['sessions', 'bounceRate'], catalogue },
        { prefix: 'B', metrics: ['sessions', 'bounceRate'], catalogue },
        { prefix: 'C', metrics: ['sessions'], catalogue },
      ],
      new Set([2]),
    );
    const rows = mergeRows(columns, [
      [
        { dimension: 'DE', values: { sessions: 10, bounceRate: 40 } },
        { dimension: 'FR', values: { sessions: 5, bounceRate: 50 } },
      ],
      [
        { dimension: 'FR', values: { sessions: 7, bounceRate: 30 } },
        { dimension: 'US', values: { sessions: 9, bounceRate: 20 } },
      ],
      null,
    ]);
    expect(rows).toEqual([
      { dimension: 'DE', values: { 'A:sessions': 10, 'A:bounceRate': 40, 'B:sessions': 0, 'B:bounceRate': null, 'C:sessions': null } },
      { dimension: 'FR', values: { 'A:sessions': 5, 'A:bounceRate': 50, 'B:sessions': 7, 'B:bounceRate': 30, 'C:sessions': null } },
      { dimension: 'US', values: { 'A:sessions': 0, 'A:bounceRate': null, 'B:sessions': 9, 'B:bounceRate': 20, 'C:sessions': null } },
    ]);
  });

  it('merges single rows of instances without a dimension into one row', () => {
    const columns = metricColumns(
      [
        { prefix: 'A', metrics: ['sessions'], catalogue },
        { prefix: 'B', metrics: ['sessions'], catalogue },
      ],
      new Set(),
    );
    expect(mergeRows(columns, [[{ dimension: null, values: { sessions: 3 } }], [{ dimension: null, values: { sessions: 4 } }]])).toEqual([
      { dimension: null, values: { 'A:sessions': 3, 'B:sessions': 4 } },
    ]);
    expect(mergeRows(columns, [[], []])).toEqual([]);
  });
});

describe('planning', () => {
  it('reports every problem by field at once', () => {
    const errors = validationErrors(() =>
      planWidget(
        request(
          [
            { ...instance('a'), config: { metrics: [] } },
            { ...instance('b'), config: { metrics: ['sessions'], dimension: 3 } },
          ],
          {
            calculatedMetrics: [
              { id: 'x', name: 'X', type: 'number', expression: '{nope} + 1' },
              { id: 'x', name: 'Y', type: 'number', expression: '1 +' },
            ],
            orderBy: { column: 'a:clicks', dir: 'asc' },
          },
          { range: { startDate: '2023-02-29', endDate: '2023-03-01' }, compare: { startDate: '2024-03-10', endDate: '2024-03-01' }, timezone: 'Mars/Olympus' },
        ),
      ),
    );
    expect(errors).toEqual({
      'range.startDate': ['Give a calendar date as YYYY-MM-DD.'],
      'compare.endDate': ['The end date must be on or after the start date.'],
      timezone: ['Mars/Olympus is not a known time zone.'],
      'widget.instances.0.config.metrics': ['Choose at least one metric.'],
      'widget.instances.1.config.dimension': ['The dimension must be a name.'],
      'widget.calculatedMetrics.0.expression': ['Unknown metric {nope}: use one of {b:sessions}.'],
      'widget.calculatedMetrics.1.id': ['Another calculated metric has this id.'],
      'widget.calculatedMetrics.1.expression': ['The expression ends too early: a number, a {metric} or "(" should follow.'],
      'widget.orderBy.column': ['The widget has no column a:clicks to order by.'],
    });
  });

  it('defaults to ordering by the dimension ascending, drops the comparison in real time and repeated metrics', () => {
    const plan = planWidget(request([instance('a', { metrics: ['sessions', 'sessions', 'conversions'] })], { realTime: true }, { compare: { startDate: '2024-02-01', endDate: '2024-02-29' } }));
    expect(plan).toMatchObject({ orderBy: { column: 'dimension', dir: 'asc' }, compare: null, realTime: true });
    expect(plan.instances[0]?.metrics).toEqual(['sessions', 'conversions']);
  });

  it('accepts a leap day and an order by a calculated column', () => {
    const plan = planWidget(
      request(
        [instance('a')],
        { calculatedMetrics: [{ id: 'c', name: 'C', type: 'number', expression: '{sessions} * 2' }], orderBy: { column: 'calc:c', dir: 'desc' } },
        {
          range: { startDate: '2024-02-29', endDate: '2024-02-29' },
        },
      ),
    );
    expect(plan.orderBy).toEqual({ column: 'calc:c', dir: 'desc' });
  });
});
