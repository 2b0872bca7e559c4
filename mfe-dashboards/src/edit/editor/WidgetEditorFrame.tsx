import type { ReactNode } from 'react';
import { Button, Form, Modal, useFormState, useUnsavedChanges, type ContractForm, type Widget } from '@pulseboard/shared';
import type { CatalogueOf, widgetFormSchema } from '../form/widget-form.js';
import { SaveWidgetButton } from './SaveWidgetButton.js';
import styles from './WidgetEditor.module.css';

interface Props {
  form: ContractForm<typeof widgetFormSchema>;
  title: string;
  catalogueOf: CatalogueOf;
  onSave: (widget: Widget) => void;
  onClose: () => void;
  /** The form's sections; handed in, so this frame re-rendering as the form turns dirty leaves them alone. */
  children: ReactNode;
}

/**
 * The editor's dialog and form with Cancel and Save. Leaving an edited
 * widget, by Cancel, Escape or a click outside, asks first; an untouched one
 * closes at once.
 */
export function WidgetEditorFrame({ form, title, catalogueOf, onSave, onClose, children }: Props) {
  const { isDirty } = useFormState({ control: form.control });
  const { confirmDiscard, dialog } = useUnsavedChanges(isDirty);
  const close = async () => {
    if (await confirmDiscard()) onClose();
  };

  return (
    <>
      <Modal open onOpenChange={(open) => !open && void close()} title={title} size="medium">
        <Form form={form} onSubmit={onSave} className={styles.form}>
          {children}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => void close()}>
              Cancel
            </Button>
            <SaveWidgetButton catalogueOf={catalogueOf} />
          </div>
        </Form>
      </Modal>
      {/* Outside the form: the question's own submit must not reach the widget's. */}
      {dialog}
    </>
  );
}
