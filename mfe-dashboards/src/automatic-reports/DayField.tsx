import { ChoiceField, useController, useFieldError, useWatch, type AutomaticReportFormValues } from '@pulseboard/shared';
import { dayChoices, detailOfChoice } from './report-choices.js';

/**
 * The day a report goes out, among the days of its period (spec §4).
 * Controlled, so the select shows the form's day once a new period has
 * replaced both the options and the day.
 */
export function DayField() {
  const period = useWatch<AutomaticReportFormValues, 'period'>({ name: 'period' });
  const { field } = useController<AutomaticReportFormValues, 'detail'>({ name: 'detail' });
  const error = useFieldError<AutomaticReportFormValues>('detail');
  return (
    <ChoiceField
      ref={field.ref}
      label="Day"
      name={field.name}
      value={String(field.value)}
      choices={dayChoices(period)}
      error={error}
      onChange={(event) => field.onChange(detailOfChoice(period, event.target.value))}
      onBlur={field.onBlur}
    />
  );
}
