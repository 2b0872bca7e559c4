import { useCallback, useMemo } from 'react';
import { useConfirm, type Dashboard, type ViewRange, type Widget } from '@pulseboard/shared';
import { widgetSets } from '../dashboard/widget-sets.js';
import { arrangeSet, mergeWidget, removeWidget, replaceWidget } from './document-edits.js';
import { EditableGrid, type GridActions } from './grid/EditableGrid.js';
import { resizeWidget } from './layout/edit-layout.js';
import type { DashboardEditor } from './use-dashboard-editor.js';

interface Props {
  editor: DashboardEditor;
  draft: Dashboard;
  view: ViewRange;
  onEditWidget: (widget: Widget) => void;
}

/** Edit mode's widgets: the real-time and the normal set, each a draggable grid, every change saved as it happens. */
export function EditSurface({ editor, draft, view, onEditWidget }: Props) {
  const { edit } = editor;
  const { confirm, dialog } = useConfirm();
  const sets = useMemo(() => widgetSets(draft.widgets, 'show'), [draft.widgets]);

  const actions = useCallback(
    (realTime: boolean): GridActions => ({
      onArrange: (cells) => void edit((document) => arrangeSet(document, realTime, cells)),
      onEdit: onEditWidget,
      onResize: (widget, size) => void edit((document) => replaceWidget(document, resizeWidget(widget, size))),
      onRemove: (widget) =>
        void confirm({ title: `Remove “${widget.title}”?`, submitLabel: 'Remove', danger: true }).then((answer) => {
          if (answer) void edit((document) => removeWidget(document, widget.id));
        }),
      onMerge: (target, source) =>
        void confirm({
          title: `Merge “${source.title}” into “${target.title}”?`,
          description: `“${source.title}” becomes part of “${target.title}” and leaves the dashboard.`,
          submitLabel: 'Merge',
        }).then((answer) => {
          if (answer) void edit((document) => mergeWidget(document, target.id, source.id));
        }),
    }),
    [edit, confirm, onEditWidget],
  );

  return (
    <>
      {sets.realTime.length > 0 ? <EditableGrid widgets={sets.realTime} all={draft.widgets} view={view} title="Real-time" {...actions(true)} /> : null}
      {sets.normal.length > 0 ? <EditableGrid widgets={sets.normal} all={draft.widgets} view={view} title="Report" {...actions(false)} /> : null}
      {draft.widgets.length === 0 ? <p>This dashboard has no widgets yet. Add one to start.</p> : null}
      {dialog}
    </>
  );
}
