import type { ReactNode } from 'react';
import * as Tooltip from '@radix-ui/react-tooltip';
import { copyToClipboard } from './copy-to-clipboard.js';
import { Icon } from './Icon.js';
import { useTransientValue } from './use-transient-value.js';
import a11y from './a11y.module.css';
import styles from './CopyLink.module.css';

/** How long the copy confirmation stays up (spec §9). */
export const COPY_FEEDBACK_MS = 750;

export const COPIED_MESSAGE = 'Copied successfully';
const COPY_FAILED_MESSAGE = 'Copy failed';

export interface CopyLinkProps {
  url: string;
  /** Visible text and accessible name. */
  children?: ReactNode;
  appearance?: 'link' | 'button';
  /** Called after a successful copy (onboarding advances on it). */
  onCopied?: (url: string) => void;
  className?: string;
}

/**
 * A button that copies a URL and confirms it in a tooltip for 750 ms. The
 * tooltip opens only on copy (controlled, hover does nothing), and a polite
 * live region says the same thing to screen readers, which ignore tooltips
 * appearing on their own.
 */
export function CopyLink({ url, children = 'Copy link', appearance = 'link', onCopied, className }: CopyLinkProps) {
  const [outcome, showOutcome] = useTransientValue<'copied' | 'failed'>(COPY_FEEDBACK_MS);
  const message = outcome === 'copied' ? COPIED_MESSAGE : outcome === 'failed' ? COPY_FAILED_MESSAGE : null;

  const copy = async () => {
    try {
      await copyToClipboard(url);
    } catch {
      showOutcome('failed');
      return;
    }
    showOutcome('copied');
    onCopied?.(url);
  };

  return (
    <Tooltip.Provider>
      <Tooltip.Root open={message !== null}>
        <Tooltip.Trigger asChild>
          <button type="button" className={[styles[appearance], className].filter(Boolean).join(' ')} onClick={() => void copy()}>
            <Icon name={outcome === 'copied' ? 'check' : 'copy'} />
            {children}
          </button>
        </Tooltip.Trigger>
        {/* Not portalled: the tooltip stays in the trigger's stacking context (inside a dialog too) at z-index 20. */}
        <Tooltip.Content className={outcome === 'failed' ? `${styles.tooltip} ${styles.failed}` : styles.tooltip} sideOffset={6}>
          {message}
          <Tooltip.Arrow className={styles.arrow} />
        </Tooltip.Content>
      </Tooltip.Root>
      <span role="status" className={a11y.visuallyHidden}>
        {message}
      </span>
    </Tooltip.Provider>
  );
}
