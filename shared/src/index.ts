/**
 * The shared package as the apps import it: the core singleton (src/core.ts),
 * the overlays singleton (src/ui/overlays.ts) and, beside them, what holds no
 * state (contracts, dates, the rest of the UI kit, the form toolkit,
 * billing), bundled into each app and tree-shaken to what its screens use.
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
export { remembered } from './intl/remembered.js';
export { ChipsInput, type ChipsInputProps } from './ui/ChipsInput.js';
export {
  ConfirmDialog,
  CopyLink,
  COPIED_MESSAGE,
  COPY_FEEDBACK_MS,
  DEFAULT_CONFIRM_TITLE,
  MessageModal,
  Modal,
  Popover,
  Tooltip,
  type ConfirmDialogProps,
  type ConfirmOptions,
  type CopyLinkProps,
  type MessageModalProps,
  type ModalProps,
  type PopoverProps,
  type TooltipProps,
} from './ui/overlays.js';
export type { ConfirmInput, ConfirmTextInput, ConfirmMultipleInput, ConfirmValues } from './ui/confirm-inputs.js';
export { useConfirm } from './ui/use-confirm.js';
export { useLoadedWhen } from './ui/use-loaded-when.js';
export { SelectInput, SEARCH_DEBOUNCE_MS, NOTHING_FOUND_MESSAGE, REQUIRED_SELECTION_MESSAGE, type SelectInputProps } from './ui/SelectInput.js';
export type { SelectOption, SelectOptionsResponse } from './ui/use-remote-options.js';
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
