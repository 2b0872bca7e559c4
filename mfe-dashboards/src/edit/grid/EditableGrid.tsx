import { useMemo } from 'react';
import ReactGridLayout, { useContainerWidth, type Layout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import { GRID_GAP_PX, ROW_HEIGHT_PX, type ViewRange, type Widget } from '@pulseboard/shared';
import { WidgetFrame } from '../../widgets/frame/WidgetFrame.js';
import { EDIT_GRID_COLUMNS, editGridOf } from '../layout/edit-layout.js';
import { canMerge } from '../merge/merge-widgets.js';
import { WidgetEditBar } from './WidgetEditBar.js';
import styles from './EditableGrid.module.css';

/** Below this width dragging is off (it fights scrolling on touch screens); the size picker still resizes. */
const DRAG_MIN_WIDTH = 640;

export interface GridActions {
  onArrange: (cells: Layout) => void;
  onEdit: (widget: Widget) => void;
  onRemove: (widget: Widget) => void;
  onResize: (widget: Widget, sizeName: string) => void;
  onMerge: (target: Widget, source: Widget) => void;
}

interface Props extends GridActions {
  widgets: Widget[];
  /** Every widget of the dashboard, for the merge targets. */
  all: Widget[];
  view: ViewRange;
  title: string;
}

/**
 * One set of widgets as a react-grid-layout grid of four columns: drag by
 * the handle, resize from the corner, both snapping to the twelve sizes
 * (maxW 4, maxH 3). Only a finished drag or resize changes the document, not
 * the grid's own first layout.
 */
export function EditableGrid({ widgets, all, view, title, onArrange, onEdit, onRemove, onResize, onMerge }: Props) {
  const { width, containerRef, mounted } = useContainerWidth();
  const layout = useMemo(() => editGridOf(widgets), [widgets]);
  const draggable = width >= DRAG_MIN_WIDTH;
  const finish = (cells: Layout) => onArrange(cells);

  return (
    <section aria-label={title} className={styles.section}>
      <div ref={containerRef}>
        {mounted ? (
          <ReactGridLayout
            width={width}
            layout={layout}
            gridConfig={{ cols: EDIT_GRID_COLUMNS, rowHeight: ROW_HEIGHT_PX, margin: [GRID_GAP_PX, GRID_GAP_PX], containerPadding: [0, 0] }}
            dragConfig={{ enabled: draggable, handle: `.${styles.handle}` }}
            resizeConfig={{ enabled: draggable, handles: ['se'] }}
            onDragStop={finish}
            onResizeStop={finish}
          >
            {layout.map((cell) => {
              const widget = widgets.find((item) => item.id === cell.i) as Widget;
              return (
                <div key={cell.i} className={styles.cell}>
                  <WidgetEditBar
                    widget={widget}
                    draggable={draggable}
                    mergeTargets={all.filter((target) => canMerge(target, widget))}
                    onEdit={() => onEdit(widget)}
                    onRemove={() => onRemove(widget)}
                    onResize={(size) => onResize(widget, size)}
                    onMerge={(targetId) => {
                      const target = all.find((item) => item.id === targetId);
                      if (target) onMerge(target, widget);
                    }}
                  />
                  <WidgetFrame item={{ widget, x: cell.x, y: cell.y, w: cell.w, h: cell.h }} view={view} refresh={false} />
                </div>
              );
            })}
          </ReactGridLayout>
        ) : null}
      </div>
    </section>
  );
}
