import { instance, interactive, passive } from '../../test-support/dashboard-fixtures';
import { canMerge, mergeInto, mergeWidgets } from './merge-widgets';

const byDate = (id: string, type: 'demo' | 'google_analytics' = 'demo', prefix = 'Sessions') =>
  interactive({ id, instances: [instance({ id: `${id}-1`, type, prefix, config: { metrics: ['sessions'], dimension: 'date' } })] });
const totals = (id: string, type: 'demo' | 'google_analytics' = 'demo') => interactive({ id, instances: [instance({ id: `${id}-1`, type, prefix: id, config: { metrics: ['sessions'] } })] });

describe('merging is offered (spec §4, §5)', () => {
  it('for interactive single-instance widgets of the same type and dimension', () => {
    expect(canMerge(byDate('a'), byDate('b'))).toBe(true);
  });

  it('for widgets of the same type that both have no dimension', () => {
    expect(canMerge(totals('a'), totals('b'))).toBe(true);
  });

  it('not for widgets on different dimensions, or one with and one without', () => {
    const byCountry = interactive({ id: 'c', instances: [instance({ config: { metrics: ['sessions'], dimension: 'country' } })] });
    expect(canMerge(byDate('a'), byCountry)).toBe(false);
    expect(canMerge(byDate('a'), totals('b'))).toBe(false);
  });

  it('not for widgets of different types without a dimension to join on', () => {
    expect(canMerge(totals('a'), totals('b', 'google_analytics'))).toBe(false);
  });

  it('not for passive widgets, a widget with itself, or a widget that is already merged', () => {
    expect(canMerge(byDate('a'), passive({ id: 'p' }))).toBe(false);
    expect(canMerge(passive({ id: 'p' }), byDate('a'))).toBe(false);
    expect(canMerge(byDate('a'), byDate('a'))).toBe(false);
    expect(canMerge(byDate('a'), mergeWidgets(byDate('b'), byDate('c')))).toBe(false);
  });
});

describe('a merged widget', () => {
  it('holds both instances, a clashing prefix suffixed the engine’s way', () => {
    const merged = mergeWidgets(byDate('a'), byDate('b'));
    expect(merged.instances.map((item) => item.prefix)).toEqual(['Sessions', 'Sessions-2']);
    expect(merged.format).toBe('table');
  });

  it('gives a clashing instance id a new one', () => {
    const merged = mergeWidgets(interactive({ id: 'a', instances: [instance({ id: 'i1', config: {} })] }), interactive({ id: 'b', instances: [instance({ id: 'i1', config: {} })] }));
    expect(merged.instances.map((item) => item.id)).toEqual(['i1', 'i1-2']);
  });

  it('of different source types becomes a summary', () => {
    expect(mergeWidgets(byDate('a'), byDate('b', 'google_analytics', 'GA')).format).toBe('summary');
  });

  it('takes the place of the two, and the orders close the gap', () => {
    const widgets = [
      { ...byDate('a'), order: 0 },
      { ...passive({ id: 'p' }), order: 1 },
      { ...byDate('b'), order: 2 },
      { ...passive({ id: 'q' }), order: 3 },
    ];
    expect(mergeInto(widgets, 'a', 'b').map((widget) => `${widget.order}:${widget.id}`)).toEqual(['0:a', '1:p', '2:q']);
  });
});
