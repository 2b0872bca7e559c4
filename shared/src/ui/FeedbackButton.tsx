import { Button, type ButtonProps } from './Button.js';
import { useButtonFeedback } from './use-button-feedback.js';
import a11y from './a11y.module.css';
import styles from './FeedbackButton.module.css';

export interface FeedbackButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** The async work; its promise decides between Done and Failed. */
  onAction: () => unknown;
  doneLabel?: string;
  failedLabel?: string;
}

/**
 * A Button that runs an async action: disabled while it runs, then shows
 * Done or Failed for 500 ms in place of its label, and says the same in a
 * live region, since a changed button label is not announced.
 */
export function FeedbackButton({ onAction, doneLabel = 'Done', failedLabel = 'Failed', children, disabled, className, ...rest }: FeedbackButtonProps) {
  const { run, running, outcome } = useButtonFeedback(onAction);
  const feedback = outcome === 'done' ? doneLabel : outcome === 'failed' ? failedLabel : null;
  return (
    <>
      <Button
        {...rest}
        className={[outcome ? styles[outcome] : '', className ?? ''].filter(Boolean).join(' ') || undefined}
        disabled={disabled || running}
        aria-busy={running || undefined}
        onClick={() => void run()}
      >
        {feedback ?? children}
      </Button>
      <span role="status" className={a11y.visuallyHidden}>
        {feedback}
      </span>
    </>
  );
}
