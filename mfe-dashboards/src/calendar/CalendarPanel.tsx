import { useReducer } from 'react';
import { Button, isDaySelectable, selectableYears, type CalendarDay, type DayRules, type RangeType, type ViewRange } from '@pulseboard/shared';
import { formatRange } from '../widgets/format/format-range.js';
import { draftReducer, draftView, initialDraft, isRelativeType } from './calendar-draft.js';
import { MonthGrid } from './MonthGrid.js';
import { MonthPicker } from './MonthPicker.js';
import { RangeTypeList } from './RangeTypeList.js';
import styles from './Calendar.module.css';

const RELATIVE_TEXT = {
  last_30_days: 'The 30 days up to yesterday.',
  last_7_days: 'The 7 days up to yesterday.',
  last_month: 'The previous calendar month.',
} as const;

export interface CalendarPanelProps {
  view: ViewRange;
  today: CalendarDay;
  timezone: string;
  /** The dashboard's own range type, shown as chosen when the range fits it. */
  preferredType: RangeType;
  /** Spec §4: future days blocked unless allowed, past days allowed, today excluded unless requested. */
  rules: Omit<DayRules, 'today'>;
  onApply: (view: ViewRange) => void;
  onCancel: () => void;
}

/** The calendar's content: a range type, the days or month it needs, the comparison, and Apply. */
export function CalendarPanel({ view, today, timezone, preferredType, rules, onApply, onCancel }: CalendarPanelProps) {
  const [draft, dispatch] = useReducer(draftReducer, undefined, () => initialDraft(view, today, preferredType));
  const years = selectableYears(today);
  const isSelectable = (day: CalendarDay) => isDaySelectable(day, { ...rules, today });
  const result = draftView(draft);

  return (
    <div className={styles.panel}>
      <RangeTypeList value={draft.type} onChange={(type) => dispatch({ kind: 'type', type, today })} />
      <div className={styles.pickers}>
        {draft.type === 'monthly' ? (
          <MonthPicker selected={draft.range} years={years} isSelectable={isSelectable} onPick={(year, month) => dispatch({ kind: 'month', year, month })} />
        ) : isRelativeType(draft.type) ? (
          <p className={styles.relative}>
            {RELATIVE_TEXT[draft.type]} <strong>{formatRange(draft.range)}</strong>
          </p>
        ) : (
          <MonthGrid label="Report period" selected={draft.range} pending={draft.anchor} years={years} isSelectable={isSelectable} onPick={(day) => dispatch({ kind: 'day', day })} />
        )}
        <fieldset className={styles.compare}>
          <legend className={styles.legend}>Compare with</legend>
          <label className={styles.compareOption}>
            <input type="radio" name="compare" checked={draft.comparePreceding} onChange={() => dispatch({ kind: 'compare-preceding', preceding: true })} />
            The period before, same length
          </label>
          <label className={styles.compareOption}>
            <input type="radio" name="compare" checked={!draft.comparePreceding} onChange={() => dispatch({ kind: 'compare-preceding', preceding: false })} />
            Another period
          </label>
        </fieldset>
        {draft.comparePreceding ? null : (
          <MonthGrid
            label="Comparison period"
            selected={draft.compare}
            pending={draft.compareAnchor}
            years={years}
            isSelectable={isSelectable}
            onPick={(day) => dispatch({ kind: 'compare-day', day })}
          />
        )}
        <p className={styles.summary} aria-live="polite">
          <strong>{formatRange(result.range)}</strong> compared with {formatRange(result.compare)}
        </p>
        <p className={styles.zone}>Days are counted in the dashboard’s time zone, {timezone}.</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={() => onApply(result)}>Apply</Button>
        </div>
      </div>
    </div>
  );
}
