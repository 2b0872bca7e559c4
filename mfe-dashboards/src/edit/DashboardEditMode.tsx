import { useCallback, useState } from 'react';
import { Button, eventBus, Icon, type Dashboard, type ViewRange, type Widget } from '@pulseboard/shared';
import { addWidget, newWidgetId, replaceWidget } from './document-edits.js';
import { EditSurface } from './EditSurface.js';
import { WidgetEditorDialog } from './editor/WidgetEditorDialog.js';
import { useSourceTypes } from './editor/use-editor-data.js';
import { newInteractiveWidget, newPassiveWidget } from './form/widget-form.js';
import { DashboardSettingsDialog } from './settings/DashboardSettingsDialog.js';
import type { DashboardEditor } from './use-dashboard-editor.js';
import styles from './EditMode.module.css';

/** Instances that had no source and now have one: the onboarding's "Set Data Source" step (spec §4). */
const gainsSource = (before: Widget | undefined, after: Widget) =>
  after.nature === 'interactive' &&
  after.instances.some((instance) => instance.sourceId !== null && (before?.nature !== 'interactive' || !before.instances.some((old) => old.id === instance.id && old.sourceId !== null)));

/** Edit mode's tools and widgets: adding widgets, the dashboard's settings, the widget edit form, and the editable grids. */
export function DashboardEditMode({ editor, draft, view }: { editor: DashboardEditor; draft: Dashboard; view: ViewRange }) {
  const [editing, setEditing] = useState<{ widget: Widget; isNew: boolean } | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const types = useSourceTypes();
  const { edit } = editor;

  const save = (widget: Widget) => {
    const before = draft.widgets.find((item) => item.id === widget.id);
    void edit((document) => (before ? replaceWidget(document, widget) : addWidget(document, widget)));
    if (gainsSource(before, widget)) eventBus.emit('onboarding:action', { action: 'dashboard:source-set' });
    setEditing(null);
  };
  const editWidget = useCallback((widget: Widget) => setEditing({ widget, isNew: false }), []);
  const firstType = types[0]?.type;

  return (
    <>
      <div className={styles.toolbar} role="toolbar" aria-label="Edit dashboard">
        <Button variant="secondary" disabled={!firstType} onClick={() => firstType && setEditing({ widget: newInteractiveWidget(newWidgetId(draft), draft.widgets.length, firstType), isNew: true })}>
          <Icon name="plus" /> Add widget
        </Button>
        <Button variant="secondary" onClick={() => setEditing({ widget: newPassiveWidget(newWidgetId(draft), draft.widgets.length, 'plain'), isNew: true })}>
          <Icon name="file" /> Add text
        </Button>
        <Button variant="secondary" onClick={() => setSettingsOpen(true)}>
          Dashboard settings
        </Button>
      </div>
      <EditSurface editor={editor} draft={draft} view={view} onEditWidget={editWidget} />
      {settingsOpen ? <DashboardSettingsDialog editor={editor} draft={draft} onClose={() => setSettingsOpen(false)} /> : null}
      {editing ? <WidgetEditorDialog widget={editing.widget} isNew={editing.isNew} view={view} onSave={save} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
