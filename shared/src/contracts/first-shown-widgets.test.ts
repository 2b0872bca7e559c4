import { firstShownWidgets, MAX_WIDGETS_PER_DATA_REQUEST, widgetSchema, type Widget } from './dashboard.js';

const base = { width: 1, height: 1, hash: 'h' };
const chart = (id: string, order: number, realTime = false): Widget =>
  widgetSchema.parse({ ...base, id, title: id, order, realTime, nature: 'interactive', format: 'table', instances: [{ id: `${id}-i`, type: 'demo', prefix: '', sourceId: null, config: {} }] });
const note = (id: string, order: number): Widget => widgetSchema.parse({ ...base, id, title: id, order, nature: 'passive', type: { name: 'plain' } });

it('names the widgets with data in the order the dashboard shows them: the real-time ones first', () => {
  const widgets = [chart('a', 0), note('n', 1), chart('b', 2), chart('live', 3, true)];
  expect(firstShownWidgets(widgets).map(({ id }) => id)).toEqual(['live', 'a', 'b']);
});

it('names as many as one data request may', () => {
  const widgets = Array.from({ length: MAX_WIDGETS_PER_DATA_REQUEST + 5 }, (_, index) => chart(`w${index}`, index));
  expect(firstShownWidgets(widgets).map(({ id }) => id)).toEqual(widgets.slice(0, MAX_WIDGETS_PER_DATA_REQUEST).map(({ id }) => id));
});
