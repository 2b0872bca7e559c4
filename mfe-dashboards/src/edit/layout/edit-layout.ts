import { layoutWidgets, type Widget, WIDGET_HEIGHTS, WIDGET_SIZES, WIDGET_WIDTHS } from '@pulseboard/shared';

/** The editor grid's columns: the view's four (spec §3). */
export const EDIT_GRID_COLUMNS = WIDGET_WIDTHS.length;
const MAX_WIDTH = Math.max(...WIDGET_WIDTHS);
const MAX_HEIGHT = Math.max(...WIDGET_HEIGHTS);

/** One widget's cell in the draggable grid, in react-grid-layout's shape, bounded to the twelve sizes. */
export interface EditGridItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
  minW: number;
  maxW: number;
  minH: number;
  maxH: number;
}

const snap = (value: number, max: number) => Math.min(Math.max(Math.round(value), 1), max);

/** Where each widget starts in the editor: the same placement the view draws. */
export function editGridOf(widgets: readonly Widget[]): EditGridItem[] {
  return layoutWidgets(widgets).map(({ widget, x, y, w, h }) => ({ i: widget.id, x, y, w, h, minW: 1, maxW: MAX_WIDTH, minH: 1, maxH: MAX_HEIGHT }));
}

interface Cell {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The widgets after a drag or a resize: their order is the grid's reading
 * order (top to bottom, then left to right) and their size the cell's,
 * snapped to the twelve sizes. Widgets that did not change are returned as
 * they were, so nothing else re-renders; widgets missing from the grid keep
 * their place after the others.
 */
export function applyEditGrid(widgets: readonly Widget[], cells: readonly Cell[]): Widget[] {
  const byId = new Map(cells.map((cell) => [cell.i, cell]));
  const reading = [...widgets].sort((a, b) => {
    const ca = byId.get(a.id);
    const cb = byId.get(b.id);
    if (!ca || !cb) return (ca ? 0 : 1) - (cb ? 0 : 1) || a.order - b.order;
    return ca.y - cb.y || ca.x - cb.x;
  });
  return reading.map((widget, order) => {
    const cell = byId.get(widget.id);
    const width = cell ? snap(cell.w, MAX_WIDTH) : widget.width;
    const height = cell ? snap(cell.h, MAX_HEIGHT) : widget.height;
    return widget.order === order && widget.width === width && widget.height === height ? widget : { ...widget, order, width, height };
  });
}

/** A widget given one of the twelve sizes by name ("2x1"); anything else leaves it as it is. */
export function resizeWidget<T extends Widget>(widget: T, sizeName: string): T {
  const size = WIDGET_SIZES.find((choice) => choice.name === sizeName);
  return size && (size.width !== widget.width || size.height !== widget.height) ? { ...widget, width: size.width, height: size.height } : widget;
}
