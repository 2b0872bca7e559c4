/**
 * The kit's overlays: what draws above the page with Radix (dialogs,
 * popovers, tooltips). Radix keeps the open layers, focus traps, scroll lock
 * and what is hidden from screen readers at module level, so there must be
 * one copy on a page: a dialog of the shell over a popover of an area must
 * see each other. This file is a federation singleton (mf/sharing.js), loaded
 * with the first screen that imports it; the rest of the kit holds no state
 * and is bundled into each app. Reach these components through this file
 * only (the lint checks it): imported by their own path, an app would bundle
 * a second Radix.
 */
export { Modal, type ModalProps } from './Modal.js';
export { MessageModal, type MessageModalProps } from './MessageModal.js';
export { ConfirmDialog, DEFAULT_CONFIRM_TITLE, type ConfirmDialogProps, type ConfirmOptions } from './ConfirmDialog.js';
export { Popover, type PopoverProps } from './Popover.js';
export { Tooltip, type TooltipProps } from './Tooltip.js';
export { CopyLink, COPY_FEEDBACK_MS, COPIED_MESSAGE, type CopyLinkProps } from './CopyLink.js';
