import { WIDGET_SIZES, type Widget } from '@pulseboard/shared';
import { applyEditGrid, editGridOf, resizeWidget } from './edit-layout';

const widget = (id: string, order: number, width: number, height: number) => ({ id, order, width, height, title: id }) as Widget;
const summary = (widgets: Widget[]) => [...widgets].sort((a, b) => a.order - b.order).map(({ id, order, width, height }) => `${order}:${id} ${width}x${height}`);

it('names the twelve sizes, width first', () => {
  expect(WIDGET_SIZES.map((size) => size.name)).toEqual(['1x1', '1x2', '1x3', '2x1', '2x2', '2x3', '3x1', '3x2', '3x3', '4x1', '4x2', '4x3']);
});

it('starts every widget where the view draws it, bounded to widths 1-4 and heights 1-3', () => {
  expect(editGridOf([widget('a', 0, 2, 1), widget('b', 1, 2, 2)])).toEqual([
    { i: 'a', x: 0, y: 0, w: 2, h: 1, minW: 1, maxW: 4, minH: 1, maxH: 3 },
    { i: 'b', x: 2, y: 0, w: 2, h: 2, minW: 1, maxW: 4, minH: 1, maxH: 3 },
  ]);
});

it('orders widgets by where they were dropped: top to bottom, then left to right', () => {
  const widgets = [widget('a', 0, 2, 1), widget('b', 1, 2, 1), widget('c', 2, 4, 1)];
  const moved = applyEditGrid(widgets, [
    { i: 'a', x: 0, y: 1, w: 2, h: 1 },
    { i: 'b', x: 2, y: 1, w: 2, h: 1 },
    { i: 'c', x: 0, y: 0, w: 4, h: 1 },
  ]);
  expect(summary(moved)).toEqual(['0:c 4x1', '1:a 2x1', '2:b 2x1']);
});

it('takes the size of a resized cell, snapped to the twelve sizes', () => {
  const moved = applyEditGrid([widget('a', 0, 2, 1)], [{ i: 'a', x: 0, y: 0, w: 5.4, h: 0 }]);
  expect(summary(moved)).toEqual(['0:a 4x1']);
});

it('returns unchanged widgets as they were, so only the changed ones re-render', () => {
  const widgets = [widget('a', 0, 2, 1), widget('b', 1, 2, 1)];
  const moved = applyEditGrid(widgets, [
    { i: 'a', x: 0, y: 0, w: 2, h: 1 },
    { i: 'b', x: 2, y: 0, w: 2, h: 3 },
  ]);
  expect(moved[0]).toBe(widgets[0]);
  expect(moved[1]).not.toBe(widgets[1]);
});

it('keeps widgets the grid does not list after the others', () => {
  const moved = applyEditGrid([widget('a', 0, 1, 1), widget('b', 1, 1, 1)], [{ i: 'b', x: 0, y: 0, w: 1, h: 1 }]);
  expect(summary(moved)).toEqual(['0:b 1x1', '1:a 1x1']);
});

it('resizes a widget by size name and ignores unknown names', () => {
  const original = widget('a', 0, 2, 1);
  expect(resizeWidget(original, '3x2')).toMatchObject({ width: 3, height: 2 });
  expect(resizeWidget(original, '2x1')).toBe(original);
  expect(resizeWidget(original, '5x1')).toBe(original);
});
