import { useRef, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import styles from './Modal.module.css';

export interface ModalProps {
  open: boolean;
  /** Radix asks to close on Escape and on a click outside; the owner decides. */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
  size?: 'small' | 'medium';
}

/**
 * The product's modal dialog: a Radix Dialog (focus trapped and restored,
 * Escape and outside click close, the page behind hidden from screen readers)
 * portalled above the shell, with a title and an optional description.
 */
export function Modal({ open, onOpenChange, title, description, children, size = 'small' }: ModalProps) {
  // Radix returns focus to a Dialog.Trigger; these dialogs are opened by code, so remember the opener ourselves.
  const openerRef = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={`${styles.content} ${styles[size]}`}
          onOpenAutoFocus={() => {
            openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            openerRef.current?.focus();
          }}
          onEscapeKeyDown={(event) => {
            // An open popup inside (a SelectInput's listbox) takes Escape first and closes itself; the dialog stays.
            if (event.target instanceof Element && event.target.getAttribute('aria-expanded') === 'true') event.preventDefault();
          }}
        >
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {description ? <Dialog.Description className={styles.description}>{description}</Dialog.Description> : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
