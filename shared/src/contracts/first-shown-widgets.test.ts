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

it('with a viewport height, names only those the layout puts near a first screen of that height', () => {
  // One-cell widgets, four to a row 226 px apart: a 300 px viewport and the 400 px margin reach rows 0 to 3.
  const widgets = [chart('live', 0, true), ...Array.from({ length: 20 }, (_, index) => (index === 1 ? note(`n${index}`, index) : chart(`w${index}`, index)))];
  // The real-time set takes row 0; the report's rows start at row 1.
  expect(firstShownWidgets(widgets, 300).map(({ id }) => id)).toEqual(['live', 'w0', 'w2', 'w3', 'w4', 'w5', 'w6', 'w7', 'w8', 'w9', 'w10', 'w11']);
});
