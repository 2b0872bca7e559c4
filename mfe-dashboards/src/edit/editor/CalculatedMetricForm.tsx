import { useId, type KeyboardEvent } from 'react';
import { Button, CALCULATED_METRIC_TYPES, ChoiceField, TextField, calculatedMetricSchema, fieldErrorId, useContractForm, useWatch, type CalculatedMetric } from '@pulseboard/shared';
import { checkExpression } from '../../api/dashboard-edit.js';
import type { WidgetColumn } from '../form/widget-columns.js';
import styles from './WidgetEditor.module.css';

const TYPE_LABELS: Record<CalculatedMetric['type'], string> = {
  number: 'Number',
  money: 'Money',
  percent: 'Percent',
  average_number: 'Average number',
  average_money: 'Average money',
  average_percent: 'Average percent',
  time_ms: 'Time (milliseconds)',
  time_s: 'Time (seconds)',
  time_min: 'Time (minutes)',
  time_h: 'Time (hours)',
  average_time_ms: 'Average time (milliseconds)',
  average_time_s: 'Average time (seconds)',
  average_time_min: 'Average time (minutes)',
  average_time_h: 'Average time (hours)',
};
const TYPE_CHOICES = CALCULATED_METRIC_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }));

interface Props {
  metric: CalculatedMetric;
  isNew: boolean;
  /** The metric columns an expression may name. */
  columns: WidgetColumn[];
  onKeep: (metric: CalculatedMetric) => void;
  onCancel: () => void;
}

/**
 * A calculated metric's name, type and expression, the expression built
 * with columns inserted from a list and checked by the API before the
 * metric is kept. It sits inside the widget's form, so it has no form
 * element of its own: its button and Enter submit it.
 */
export function CalculatedMetricForm({ metric, isNew, columns, onKeep, onCancel }: Props) {
  const expressionId = useId();
  const form = useContractForm(calculatedMetricSchema, { defaultValues: metric });
  const { register, getValues, setValue, setError, formState } = form;
  const typed = useWatch({ control: form.control });
  const complete = calculatedMetricSchema.safeParse(typed).success;
  const expressionError = formState.errors.expression?.message;

  const keep = form.handleSubmit(async (draft) => {
    try {
      const result = await checkExpression(
        draft.expression,
        columns.map((column) => column.key),
      );
      if (result.valid) onKeep(draft);
      else setError('expression', { message: result.message ?? 'The expression is not valid.' });
    } catch {
      setError('root', { message: 'The expression could not be checked. Please try again.' });
    }
  });
  // Enter in a field here means this metric, not the widget's Save.
  const keepOnEnter = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    if (complete) void keep();
  };

  return (
    <div className={styles.instance} onKeyDown={keepOnEnter}>
      <div className={styles.row}>
        <TextField label="Metric name" required {...register('name')} error={formState.errors.name?.message} />
        <ChoiceField label="Metric type" choices={TYPE_CHOICES} {...register('type')} />
      </div>
      <label className={styles.field}>
        Expression
        <textarea
          id={expressionId}
          rows={2}
          aria-invalid={expressionError ? true : undefined}
          aria-describedby={expressionError ? fieldErrorId(expressionId) : undefined}
          {...register('expression')}
        />
      </label>
      {expressionError ? (
        <p id={fieldErrorId(expressionId)} role="alert" className={styles.error}>
          {expressionError}
        </p>
      ) : null}
      <ChoiceField
        label="Insert a column"
        emptyLabel="Choose a column…"
        choices={columns.map((column) => ({ value: column.key, label: column.label }))}
        value=""
        onChange={(event) => event.target.value && setValue('expression', `${getValues('expression')}{${event.target.value}}`, { shouldDirty: true })}
      />
      {formState.errors.root ? (
        <p role="alert" className={styles.error}>
          {formState.errors.root.message}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button disabled={formState.isSubmitting || !complete} aria-busy={formState.isSubmitting || undefined} onClick={() => void keep()}>
          {isNew ? 'Add metric' : 'Update metric'}
        </Button>
      </div>
    </div>
  );
}
