import { useState, type ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { Button, type ButtonProps } from '../ui/Button.js';
import { BUTTON_FEEDBACK_MS, type ButtonOutcome } from '../ui/use-button-feedback.js';
import { useTransientValue } from '../ui/use-transient-value.js';
import a11y from '../ui/a11y.module.css';
import feedbackStyles from '../ui/FeedbackButton.module.css';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'onClick'> {
  /** Shown while the submit runs; by default the label stays. */
  pendingLabel?: ReactNode;
  /** Show Done or Failed for 500 ms after each submit, where the spec asks for it (spec §4, §9). */
  feedback?: boolean;
}

/**
 * The submit button of the enclosing Form: disabled while a submit runs,
 * saying so with `pendingLabel`, and, with `feedback`, Done or Failed for
 * 500 ms afterwards, also said in a live region since a changed label is not announced.
 */
export function SubmitButton({ pendingLabel, feedback = false, disabled, children, className, ...rest }: SubmitButtonProps) {
  const { isSubmitting, isSubmitSuccessful, submitCount } = useFormState();
  const [outcome, showOutcome] = useTransientValue<ButtonOutcome>(BUTTON_FEEDBACK_MS);
  const [answeredSubmits, setAnsweredSubmits] = useState(submitCount);
  if (!isSubmitting && submitCount !== answeredSubmits) {
    setAnsweredSubmits(submitCount);
    if (feedback) showOutcome(isSubmitSuccessful ? 'done' : 'failed');
  }
  const said = outcome === 'done' ? 'Done' : outcome === 'failed' ? 'Failed' : null;
  return (
    <>
      <Button
        {...rest}
        type="submit"
        className={[outcome ? feedbackStyles[outcome] : '', className ?? ''].filter(Boolean).join(' ') || undefined}
        disabled={disabled || isSubmitting}
        aria-busy={isSubmitting || undefined}
      >
        {said ?? (isSubmitting && pendingLabel ? pendingLabel : children)}
      </Button>
      {feedback ? (
        <span role="status" className={a11y.visuallyHidden}>
          {said}
        </span>
      ) : null}
    </>
  );
}
