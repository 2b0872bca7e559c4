import { Icon } from './Icon.js';
import a11y from './a11y.module.css';
import styles from './StepIndicator.module.css';

export interface StepIndicatorProps {
  /** Step labels, in order. */
  steps: readonly string[];
  /** Index (0-based) of the step the user is on. */
  current: number;
  /** Whether the flow lets the user go back at all. */
  hasBack: boolean;
  /** Asked to move to an earlier step (a step click or BACK); the owner decides. */
  onStepChange: (index: number) => void;
  backLabel?: string;
  /** Accessible name of the navigation landmark. */
  label?: string;
}

/**
 * Numbered steps with a BACK button. Only steps behind the current one are
 * controls, and only while going back is allowed: steps ahead must be reached
 * by finishing the current one, and the current step needs no control.
 */
export function StepIndicator({ steps, current, hasBack, onStepChange, backLabel = 'Back', label = 'Progress' }: StepIndicatorProps) {
  return (
    <nav aria-label={label} className={styles.indicator}>
      <ol className={styles.steps}>
        {steps.map((stepLabel, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'ahead';
          const content = (
            <>
              <span className={styles.marker} aria-hidden="true">
                {state === 'done' ? <Icon name="check" size={14} /> : index + 1}
              </span>
              <span className={styles.label}>{stepLabel}</span>
              {state === 'done' ? <span className={a11y.visuallyHidden}> (completed)</span> : null}
            </>
          );
          return (
            <li key={index} className={`${styles.step} ${styles[state]}`} aria-current={state === 'current' ? 'step' : undefined}>
              {state === 'done' && hasBack ? (
                <button type="button" className={styles.stepButton} onClick={() => onStepChange(index)}>
                  {content}
                </button>
              ) : (
                <span className={styles.stepText}>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
      <button type="button" className={styles.back} disabled={!hasBack || current === 0} onClick={() => onStepChange(current - 1)}>
        {backLabel}
      </button>
    </nav>
  );
}
