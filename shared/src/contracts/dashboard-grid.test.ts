import { widgetSchema, type Widget } from './dashboard.js';
import { layoutWidgets, sizeName, widgetsNearFirstScreen } from './dashboard-grid.js';

const widget = (id: string, order: number, width: number, height: number, realTime = false): Widget =>
  widgetSchema.parse({
    id,
    title: id,
    order,
    width,
    height,
    realTime,
    hash: 'h',
    nature: 'interactive',
    format: 'table',
    instances: [{ id: `${id}-i`, type: 'demo', prefix: '', sourceId: null, config: {} }],
  });
const ids = (widgets: Array<{ id: string }>) => widgets.map(({ id }) => id);

describe('the grid layout', () => {
  const placed = (widgets: Widget[]) => layoutWidgets(widgets).map(({ widget: { id }, x, y, w, h }) => `${id}@${x},${y} ${sizeName({ w, h })}`);

  it('fills rows of four columns in the widgets order', () => {
    expect(placed([widget('c', 2, 2, 1), widget('a', 0, 1, 1), widget('b', 1, 1, 1), widget('d', 3, 4, 1)])).toEqual(['a@0,0 1x1', 'b@1,0 1x1', 'c@2,0 2x1', 'd@0,1 4x1']);
  });

  it('flows around taller widgets without moving a later widget before an earlier one', () => {
    // a is two rows high; c does not fit beside b, so it starts a new row and d follows it, leaving the gap after b.
    expect(placed([widget('a', 0, 2, 2), widget('b', 1, 1, 1), widget('c', 2, 2, 1), widget('d', 3, 1, 1)])).toEqual(['a@0,0 2x2', 'b@2,0 1x1', 'c@2,1 2x1', 'd@0,2 1x1']);
  });

  it('keeps sizes within the twelve of the spec', () => {
    expect(placed([{ ...widget('a', 0, 1, 1), width: 9, height: 0 }])).toEqual(['a@0,0 4x1']);
  });
});

describe('the widgets near the first screen', () => {
  it('names the widgets whose first row starts within the viewport and the margin, in the layout of four columns', () => {
    // Rows 226 px apart: with a 500 px viewport and the 400 px margin, rows 0 to 3 start within reach.
    const widgets = Array.from({ length: 12 }, (_, index) => widget(`w${index}`, index, 2, 1));
    expect(ids(widgetsNearFirstScreen([widgets], 500))).toEqual(['w0', 'w1', 'w2', 'w3', 'w4', 'w5', 'w6', 'w7']);
  });

  it('counts a tall widget by the row it starts on', () => {
    const widgets = [widget('tall', 0, 4, 3), widget('below', 1, 4, 1)];
    expect(ids(widgetsNearFirstScreen([widgets], 230))).toEqual(['tall']);
    expect(ids(widgetsNearFirstScreen([widgets], 300))).toEqual(['tall', 'below']);
  });

  it('lays the second set out under the first', () => {
    const realTime = [widget('live', 0, 4, 3, true)];
    const normal = [widget('first', 0, 4, 1), widget('second', 1, 4, 1)];
    // The real-time set takes rows 0 to 2; the report's rows start at 3 (678 px) and 4 (904 px).
    expect(ids(widgetsNearFirstScreen([realTime, normal], 400))).toEqual(['live', 'first']);
  });
});
