import { useState } from 'react';
import { Button, Modal, TextField, WIDGET_SIZES, type InteractiveWidget, type ViewRange, type Widget } from '@pulseboard/shared';
import { isWidgetValid, retitle } from '../form/widget-form.js';
import { resizeWidget } from '../layout/edit-layout.js';
import { CalculatedMetrics } from './CalculatedMetrics.js';
import { DisplayFields, widgetColumns } from './DisplayFields.js';
import { FormatFields } from './FormatFields.js';
import { InstanceForm } from './InstanceForm.js';
import { MetricOptionsFields } from './MetricOptionsFields.js';
import { PassiveFields } from './PassiveFields.js';
import { useCatalogues } from './use-editor-data.js';
import { WidgetPreview } from './WidgetPreview.js';
import styles from './WidgetEditor.module.css';

interface Props {
  /** The widget as it is, or a new one. */
  widget: Widget;
  isNew: boolean;
  view: ViewRange;
  onSave: (widget: Widget) => void;
  onClose: () => void;
}

/** The interactive widget's own parts: its sources, format, display and metric options, calculated metrics. */
function InteractiveFields({ widget, onChange }: { widget: InteractiveWidget; onChange: (widget: InteractiveWidget) => void }) {
  const catalogueOf = useCatalogues(widget.instances.map((instance) => instance.type));
  const columns = widgetColumns(widget, catalogueOf);
  return (
    <>
      {widget.instances.map((instance, index) => (
        <InstanceForm
          key={instance.id}
          index={index}
          instance={instance}
          catalogue={catalogueOf(instance.type)}
          onChange={(next) => onChange({ ...widget, instances: widget.instances.map((item) => (item.id === instance.id ? next : item)) })}
          onRemove={widget.instances.length > 1 ? () => onChange({ ...widget, instances: widget.instances.filter((item) => item.id !== instance.id) }) : undefined}
        />
      ))}
      <FormatFields widget={widget} onChange={onChange} />
      <DisplayFields widget={widget} columns={columns} onChange={onChange} />
      <MetricOptionsFields widget={widget} catalogueOf={catalogueOf} onChange={onChange} />
      <CalculatedMetrics widget={widget} columns={columns.filter((column) => !column.key.startsWith('calc:'))} onChange={onChange} />
    </>
  );
}

/**
 * The widget edit form (spec §2) with a live preview. Save stays disabled
 * until the form is complete (spec §5); nothing reaches the dashboard before
 * Save.
 */
export function WidgetEditorDialog({ widget: initial, isNew, view, onSave, onClose }: Props) {
  const [widget, setWidget] = useState<Widget>(initial);
  const catalogueOf = useCatalogues(widget.nature === 'interactive' ? widget.instances.map((instance) => instance.type) : []);
  const valid = isWidgetValid(widget, catalogueOf);

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={isNew ? 'Add a widget' : `Edit “${initial.title}”`} size="medium">
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) onSave(widget);
        }}
      >
        <div className={styles.row}>
          <TextField label="Title" required value={widget.title} onChange={(event) => setWidget(retitle(widget, event.target.value))} />
          <label className={styles.field}>
            Size
            <select value={`${widget.width}x${widget.height}`} onChange={(event) => setWidget(resizeWidget(widget, event.target.value))}>
              {WIDGET_SIZES.map((size) => (
                <option key={size.name}>{size.name}</option>
              ))}
            </select>
          </label>
        </div>
        {widget.nature === 'interactive' ? <InteractiveFields widget={widget} onChange={setWidget} /> : <PassiveFields widget={widget} onChange={setWidget} />}
        <WidgetPreview widget={widget} isValid={(shown) => isWidgetValid(shown, catalogueOf)} view={view} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!valid}>
            Save widget
          </Button>
        </div>
      </form>
    </Modal>
  );
}
