import type { ReactNode } from 'react';
import { Icon, Loader, pdfDisabledMessage, Tooltip } from '@pulseboard/shared';
import type { PdfExportPhase } from './use-pdf-export.js';
import styles from './ShareMenu.module.css';

const LOOKS: Record<PdfExportPhase, { icon: ReactNode; text: string }> = {
  idle: { icon: <Icon name="file" />, text: 'PDF export' },
  // The loader is drawn only: the text says the same to assistive technology.
  generating: {
    icon: (
      <span aria-hidden="true" className={styles.icon}>
        <Loader size="s" />
      </span>
    ),
    text: 'Generating PDF',
  },
  ready: { icon: <Icon name="download" />, text: 'Download PDF' },
  failed: { icon: <Icon name="alert" />, text: 'PDF failed' },
};

interface Props {
  phase: PdfExportPhase;
  /** Above the page config's maxWidgetsForPdf. */
  disabled: boolean;
  maxWidgets: number;
  onClick: () => void;
}

/**
 * The share menu's PDF entry (spec §4, §8). While it cannot act (disabled,
 * generating, failed) it stays focusable with aria-disabled; disabled, its
 * tooltip gives the reason, the widget limit.
 */
export function PdfButton({ phase, disabled, maxWidgets, onClick }: Props) {
  const look = LOOKS[phase];
  const button = (
    <button type="button" className={styles.item} aria-disabled={disabled || phase === 'generating' || phase === 'failed'} aria-busy={phase === 'generating'} data-phase={phase} onClick={onClick}>
      {look.icon}
      <span aria-live="polite">{look.text}</span>
    </button>
  );
  return disabled ? (
    <Tooltip content={pdfDisabledMessage(maxWidgets)} side="left">
      {button}
    </Tooltip>
  ) : (
    button
  );
}
