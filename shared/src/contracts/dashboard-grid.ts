import type { Widget } from './dashboard.js';

/** The dashboard grid (spec §3): four columns; a widget is 1 to 4 columns wide and 1 to 3 rows high, twelve sizes. */
const GRID_COLUMNS = 4;
const MAX_HEIGHT = 3;
/** A grid row's height and the gap between cells, in CSS pixels (the dashboards' WidgetGrid.module.css), for whatever lays the grid out beside the stylesheet. */
export const ROW_HEIGHT_PX = 210;
export const GRID_GAP_PX = 16;
/** How far outside the viewport a widget starts loading, so it is ready by the time it scrolls in. */
export const NEAR_MARGIN_PX = 400;

export interface GridItem {
  widget: Widget;
  /** Column and row of the top-left cell, from 0. */
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The size name the spec uses, like "2x1". */
export const sizeName = ({ w, h }: Pick<GridItem, 'w' | 'h'>) => `${w}x${h}`;

const clamp = (value: number, max: number) => Math.min(Math.max(Math.round(value), 1), max);

/**
 * Where each widget sits: in their order, left to right and top to bottom,
 * each at the first free cell at or after the previous widget, the way CSS
 * grid's auto-placement does. Nothing backfills an earlier gap, so reading
 * order stays the widgets' order. The positions are plain data, for the
 * view's grid, the draggable editor grid and the API's first screen alike.
 */
export function layoutWidgets(widgets: readonly Widget[]): GridItem[] {
  const taken = new Set<string>();
  const cell = (x: number, y: number) => `${x},${y}`;
  const fits = (x: number, y: number, w: number, h: number) => {
    if (x + w > GRID_COLUMNS) return false;
    for (let row = y; row < y + h; row += 1) for (let column = x; column < x + w; column += 1) if (taken.has(cell(column, row))) return false;
    return true;
  };

  let cursor = { x: 0, y: 0 };
  return [...widgets]
    .sort((a, b) => a.order - b.order)
    .map((widget) => {
      const w = clamp(widget.width, GRID_COLUMNS);
      const h = clamp(widget.height, MAX_HEIGHT);
      let { x, y } = cursor;
      while (!fits(x, y, w, h)) {
        x += 1;
        if (x + w > GRID_COLUMNS) {
          x = 0;
          y += 1;
        }
      }
      for (let row = y; row < y + h; row += 1) for (let column = x; column < x + w; column += 1) taken.add(cell(column, row));
      cursor = { x: x + w, y };
      return { widget, x, y, w, h };
    });
}

const ROW_PITCH_PX = ROW_HEIGHT_PX + GRID_GAP_PX;

/**
 * The widgets a view will find near the viewport as it mounts, told from the
 * layout model before anything is rendered: the sets one under the other,
 * each on the four-column grid, a widget near when its first row starts
 * within the viewport's height and the margin. The header above the grid is
 * not counted, so the estimate leans to a row more; on a screen too narrow
 * for four columns the grid is taller than the model, and a widget named
 * here may lie a screen further down. Either way it is a widget the viewer
 * would reach with a little scrolling.
 */
export function widgetsNearFirstScreen(sets: ReadonlyArray<readonly Widget[]>, viewportHeight: number): Widget[] {
  const reach = viewportHeight + NEAR_MARGIN_PX;
  const near: Widget[] = [];
  let rowsAbove = 0;
  for (const set of sets) {
    const items = layoutWidgets(set);
    for (const { widget, y } of items) if ((rowsAbove + y) * ROW_PITCH_PX <= reach) near.push(widget);
    rowsAbove += Math.max(0, ...items.map(({ y, h }) => y + h));
  }
  return near;
}
