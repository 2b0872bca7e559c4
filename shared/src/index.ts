/**
 * The shared package as the apps import it: the core singleton (src/core.ts)
 * and, beside it, what holds no state (contracts, dates, the UI kit, the form
 * toolkit, billing), bundled into each app and tree-shaken to what its
 * screens use.
 */
export * from './core.js';
export * from './contracts/index.js';
export * as z from './contracts/zod.js';
export * from './automatic-reports/requests.js';
export * from './automatic-reports/use-report-removal.js';
export * from './forms/upload-file.js';
export * from './dates/index.js';
export { Button, type ButtonProps } from './ui/Button.js';
export { Loader, PageLoader, type LoaderSize } from './ui/Loader.js';
export { Page, Card, EmptyState, Alert } from './ui/Page.js';
export { TextField, CheckboxField } from './ui/Field.js';
export { FieldFrame, fieldErrorId } from './ui/FieldFrame.js';
export { Icon, type IconName } from './ui/Icon.js';
export { CopyLink, COPY_FEEDBACK_MS, COPIED_MESSAGE, type CopyLinkProps } from './ui/CopyLink.js';
export { copyToClipboard } from './ui/copy-to-clipboard.js';
export { StepIndicator, type StepIndicatorProps } from './ui/StepIndicator.js';
export { ImageUpload, type ImageUploadProps } from './ui/ImageUpload.js';
export { NumberInput, type NumberInputProps } from './ui/NumberInput.js';
export { normaliseWholeNumber, type WholeNumberRule } from './ui/whole-number.js';
export { FileInput, DEFAULT_FILE_ACCEPT, type FileInputProps } from './ui/FileInput.js';
export { FeedbackButton, type FeedbackButtonProps } from './ui/FeedbackButton.js';
export { useButtonFeedback, BUTTON_FEEDBACK_MS, type ButtonOutcome } from './ui/use-button-feedback.js';
export { NumberDisplay, type NumberDisplayProps } from './ui/NumberDisplay.js';
export { formatNumber, toFiniteNumber, NOT_AVAILABLE, type NumberFormat, type NumberFormatOptions, type TimeUnit } from './ui/format-number.js';
export { Modal, type ModalProps } from './ui/Modal.js';
export { MessageModal, type MessageModalProps } from './ui/MessageModal.js';
export { ChipsInput, type ChipsInputProps } from './ui/ChipsInput.js';
export { ConfirmDialog, DEFAULT_CONFIRM_TITLE, type ConfirmDialogProps, type ConfirmOptions } from './ui/ConfirmDialog.js';
export type { ConfirmInput, ConfirmTextInput, ConfirmMultipleInput, ConfirmValues } from './ui/confirm-inputs.js';
export { useConfirm } from './ui/use-confirm.js';
export { SelectInput, SEARCH_DEBOUNCE_MS, NOTHING_FOUND_MESSAGE, REQUIRED_SELECTION_MESSAGE, type SelectInputProps } from './ui/SelectInput.js';
export type { SelectOption, SelectOptionsResponse } from './ui/use-remote-options.js';
export { Popover, type PopoverProps } from './ui/Popover.js';
export { Tooltip, type TooltipProps } from './ui/Tooltip.js';
export { ButtonLink, type ButtonLinkProps } from './ui/ButtonLink.js';
export { VisuallyHidden } from './ui/VisuallyHidden.js';
export { ChoiceField, type Choice, type ChoiceFieldProps } from './ui/ChoiceField.js';
export { browserTimeZone, timeZoneChoices } from './ui/time-zone-choices.js';
export * from './forms/index.js';
export { useCardCheckout, CardField, type CardCheckout } from './billing/CardField.js';
export { CheckoutFailed, PROVIDER_POLL_MS, type CheckoutCompletion } from './billing/card-provider.js';
export { QuoteSummary } from './billing/QuoteSummary.js';
export { formatBillingDate } from './billing/billing-date.js';
export { timeLeft } from './billing/time-left.js';
