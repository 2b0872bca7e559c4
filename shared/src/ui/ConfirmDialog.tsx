import type { ReactNode } from 'react';
import { ConfirmForm } from './ConfirmForm.js';
import { Modal } from './Modal.js';
import type { ConfirmInput, ConfirmValues } from './confirm-inputs.js';

export const DEFAULT_CONFIRM_TITLE = 'Are you sure you want to delete this row';

export interface ConfirmOptions {
  /** The question; by default the row-deletion one (spec §2). */
  title?: string;
  description?: ReactNode;
  inputs?: readonly ConfirmInput[];
  submitLabel?: string;
  cancelLabel?: string;
  /** Paint Submit as destructive. */
  danger?: boolean;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  /** Submit with every required input answered; text answers are trimmed. */
  onConfirm: (values: ConfirmValues) => void;
  /** Cancel, Escape or a click outside. */
  onCancel: () => void;
}

const NO_INPUTS: readonly ConfirmInput[] = [];

/**
 * A question with Submit and Cancel, optionally asking for text or several
 * entries first. Focus is trapped inside while open (Radix) and lands on the
 * first input, or on Cancel when there is none, so Enter never confirms by accident.
 * Closing unmounts the form, so each opening starts from the initial values.
 */
export function ConfirmDialog({
  open,
  onConfirm,
  onCancel,
  title = DEFAULT_CONFIRM_TITLE,
  description,
  inputs = NO_INPUTS,
  submitLabel = 'Submit',
  cancelLabel = 'Cancel',
  danger = false,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(stillOpen) => {
        if (!stillOpen) onCancel();
      }}
      title={title}
      description={description}
    >
      <ConfirmForm inputs={inputs} submitLabel={submitLabel} cancelLabel={cancelLabel} danger={danger} onSubmit={onConfirm} onCancel={onCancel} />
    </Modal>
  );
}
