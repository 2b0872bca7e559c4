import type { Widget } from '@pulseboard/shared';
import { layoutWidgets, sizeName } from './grid-layout';

const widget = (id: string, order: number, width: number, height: number) => ({ id, order, width, height }) as Widget;
const placed = (widgets: Widget[]) => layoutWidgets(widgets).map(({ widget: { id }, x, y, w, h }) => `${id}@${x},${y} ${sizeName({ w, h })}`);

it('fills rows of four columns in the widgets order', () => {
  expect(placed([widget('c', 2, 2, 1), widget('a', 0, 1, 1), widget('b', 1, 1, 1), widget('d', 3, 4, 1)])).toEqual(['a@0,0 1x1', 'b@1,0 1x1', 'c@2,0 2x1', 'd@0,1 4x1']);
});

it('flows around taller widgets without moving a later widget before an earlier one', () => {
  // a is two rows high; c does not fit beside b, so it starts a new row and d follows it, leaving the gap after b.
  expect(placed([widget('a', 0, 2, 2), widget('b', 1, 1, 1), widget('c', 2, 2, 1), widget('d', 3, 1, 1)])).toEqual(['a@0,0 2x2', 'b@2,0 1x1', 'c@2,1 2x1', 'd@0,2 1x1']);
});

it('keeps sizes within the twelve of the spec', () => {
  expect(placed([widget('a', 0, 9, 0)])).toEqual(['a@0,0 4x1']);
});
