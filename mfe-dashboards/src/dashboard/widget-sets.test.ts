import { widgetSchema, type Widget } from '@pulseboard/shared';
import { shownWidgets, widgetSets } from './widget-sets.js';

const widget = (id: string, realTime: boolean): Widget => widgetSchema.parse({ id, title: id, order: 0, width: 1, height: 1, hash: 'h', realTime, nature: 'passive', type: { name: 'plain' } });
const widgets = [widget('a', false), widget('live', true), widget('b', false)];
const ids = (list: Widget[]) => list.map(({ id }) => id);

it('shows the real-time set before the normal one, each in the dashboard’s order', () => {
  const sets = widgetSets(widgets, 'show');
  expect({ realTime: ids(sets.realTime), normal: ids(sets.normal) }).toEqual({ realTime: ['live'], normal: ['a', 'b'] });
  expect(ids(shownWidgets(sets))).toEqual(['live', 'a', 'b']);
});

it.each([
  ['the real-time view', 'realTime', false],
  ['the print made for its PDF', 'print', true],
] as const)('keeps only the real-time set in %s', (_name, mode, live) => {
  expect(ids(shownWidgets(widgetSets(widgets, mode, live)))).toEqual(['live']);
});
