import type { ReactNode } from 'react';
import { Button } from './Button.js';
import { Modal } from './Modal.js';
import styles from './MessageModal.module.css';

export interface MessageModalProps {
  open: boolean;
  /** Called by OK, Escape and a click outside alike. */
  onClose: () => void;
  title: ReactNode;
  text: ReactNode;
  hint?: ReactNode;
  okLabel?: string;
}

/** A message the user acknowledges with OK, e.g. the onboarding guard's "Please complete current step to continue." */
export function MessageModal({ open, onClose, title, text, hint, okLabel = 'OK' }: MessageModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(stillOpen) => {
        if (!stillOpen) onClose();
      }}
      title={title}
      description={text}
    >
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      <div className={styles.actions}>
        <Button onClick={onClose}>{okLabel}</Button>
      </div>
    </Modal>
  );
}
