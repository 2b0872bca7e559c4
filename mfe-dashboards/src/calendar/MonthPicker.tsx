import { useState } from 'react';
import { dayParts, makeDay, wholeMonthOf, type CalendarDay, type DayRange } from '@pulseboard/shared';
import { shortMonthName } from './month-days.js';
import styles from './Calendar.module.css';

interface Props {
  selected: DayRange;
  years: number[];
  isSelectable: (day: CalendarDay) => boolean;
  onPick: (year: number, month: number) => void;
}

/** Monthly ranges are picked as months of a year; a month whose first day is blocked (the future) cannot be. */
export function MonthPicker({ selected, years, isSelectable, onPick }: Props) {
  const chosen = wholeMonthOf(selected);
  const [year, setYear] = useState(chosen?.year ?? dayParts(selected.endDate).year);
  return (
    <div className={styles.month}>
      <div className={styles.monthNav}>
        <label className={styles.yearLabel}>
          Year
          <select className={styles.yearSelect} value={year} onChange={(event) => setYear(Number(event.target.value))}>
            {years.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className={styles.months} role="group" aria-label={`Months of ${year}`}>
        {Array.from({ length: 12 }, (_, index) => index + 1).map((month) => (
          <button
            key={month}
            type="button"
            className={styles.monthButton}
            aria-pressed={chosen?.year === year && chosen.month === month}
            aria-disabled={!isSelectable(makeDay(year, month, 1))}
            onClick={() => {
              if (isSelectable(makeDay(year, month, 1))) onPick(year, month);
            }}
          >
            {shortMonthName(month)}
          </button>
        ))}
      </div>
    </div>
  );
}
