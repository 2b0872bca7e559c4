import type { Widget } from '@pulseboard/shared';
import { NEAR_MARGIN_PX } from '../data/use-near-viewport.js';
import { GRID_GAP_PX, layoutWidgets, ROW_HEIGHT_PX } from './grid-layout.js';

const ROW_PITCH_PX = ROW_HEIGHT_PX + GRID_GAP_PX;

/**
 * The widgets a view will find near the viewport as it mounts
 * (use-near-viewport.ts), told from the layout model before anything is
 * rendered: the sets one under the other, each on the four-column grid, a
 * widget near when its first row starts within the viewport's height and the
 * margin. The header above the grid is not counted, so the estimate leans to
 * a row more; on a screen too narrow for four columns the grid is taller than
 * the model, and a widget named here may lie a screen further down. Either
 * way it is a widget the viewer would reach with a little scrolling.
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
