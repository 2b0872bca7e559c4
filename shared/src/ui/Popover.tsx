import type { ReactElement, ReactNode } from 'react';
import * as RadixPopover from '@radix-ui/react-popover';
import styles from './Popover.module.css';

export interface PopoverProps {
  /** The control that opens it (a button); it gets aria-expanded and aria-controls. */
  trigger: ReactElement;
  /** Accessible name of the panel, which is a non-modal dialog. */
  label: string;
  children: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  align?: 'start' | 'center' | 'end';
  className?: string;
}

/**
 * A panel anchored to its trigger (Radix Popover): Escape and a click outside
 * close it, focus moves in on open and back to the trigger on close. Portalled,
 * so an overflowing card or grid never clips it.
 */
export function Popover({ trigger, label, children, open, onOpenChange, align = 'start', className }: PopoverProps) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content aria-label={label} align={align} sideOffset={6} collisionPadding={12} className={[styles.content, className].filter(Boolean).join(' ')}>
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
