import { useContractForm, type ViewRange, type Widget } from '@pulseboard/shared';
import { widgetFormSchema } from '../form/widget-form.js';
import { InteractiveFields } from './InteractiveFields.js';
import { PassiveFields } from './PassiveFields.js';
import { SizeField } from './SizeField.js';
import { TitleField } from './TitleField.js';
import { useWidgetCatalogues } from './use-widget-watch.js';
import { WidgetEditorFrame } from './WidgetEditorFrame.js';
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

/**
 * The widget edit form (spec §2) with a live preview; nothing reaches the
 * dashboard before Save. Each section watches only the part of the widget
 * it shows and writes only that part, so typing re-renders the field typed
 * in and what depends on it, not the whole form.
 */
export function WidgetEditorDialog({ widget, isNew, view, onSave, onClose }: Props) {
  const form = useContractForm(widgetFormSchema, { defaultValues: widget });
  const catalogueOf = useWidgetCatalogues(form.control);

  return (
    <WidgetEditorFrame form={form} title={isNew ? 'Add a widget' : `Edit “${widget.title}”`} catalogueOf={catalogueOf} onSave={onSave} onClose={onClose}>
      <div className={styles.row}>
        <TitleField />
        <SizeField />
      </div>
      {widget.nature === 'interactive' ? <InteractiveFields catalogueOf={catalogueOf} /> : <PassiveFields />}
      <WidgetPreview catalogueOf={catalogueOf} view={view} />
    </WidgetEditorFrame>
  );
}
