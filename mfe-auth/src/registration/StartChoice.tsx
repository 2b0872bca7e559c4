import styles from './Registration.module.css';

export type Start = 'trial' | 'pay';

const CHOICES: { value: Start; label: string }[] = [
  { value: 'trial', label: 'Start a free trial (no card needed)' },
  { value: 'pay', label: 'Pay now and start the subscription' },
];

/** Registration with or without payment (spec §1): the trial by default. */
export function StartChoice({ value, onChange }: { value: Start; onChange: (start: Start) => void }) {
  return (
    <fieldset className={styles.start}>
      <legend>How do you want to start?</legend>
      {CHOICES.map((choice) => (
        <label key={choice.value}>
          <input type="radio" name="start" value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} /> {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
