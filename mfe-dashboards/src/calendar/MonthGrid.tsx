import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { addDays, dayParts, Icon, makeDay, startOfMonth, weekdayOf, type CalendarDay, type DayRange } from '@pulseboard/shared';
import { fullDayName, inRange, monthName, monthWeeks, shiftMonths } from './month-days.js';
import styles from './Calendar.module.css';

const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

interface Props {
  /** Names the grid: "Report period" or "Comparison period". */
  label: string;
  selected: DayRange;
  /** A custom range's first day, while the second is awaited. */
  pending: CalendarDay | null;
  years: number[];
  isSelectable: (day: CalendarDay) => boolean;
  onPick: (day: CalendarDay) => void;
}

const KEY_MOVES: Record<string, (day: CalendarDay) => CalendarDay> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  Home: (day) => addDays(day, -weekdayOf(day)),
  End: (day) => addDays(day, 6 - weekdayOf(day)),
  PageUp: (day) => shiftMonths(day, -1),
  PageDown: (day) => shiftMonths(day, 1),
};

/**
 * One month of days as an ARIA grid: a single tab stop, arrow keys move by
 * day and week, Home/End to the week's ends, Page Up/Down by month; Enter or
 * Space picks. Days the rules block stay focusable (so moving over them
 * works) but are marked disabled and cannot be picked.
 */
export function MonthGrid({ label, selected, pending, years, isSelectable, onPick }: Props) {
  const titleId = useId();
  const [focused, setFocused] = useState(selected.endDate);
  const month = startOfMonth(focused);
  const gridRef = useRef<HTMLTableElement>(null);
  const moving = useRef(false);

  // After a key moved the focus to another day (maybe another month), put the browser focus on it.
  useEffect(() => {
    if (!moving.current) return;
    moving.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  function onKeyDown(event: KeyboardEvent) {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    moving.current = true;
    setFocused(move(focused));
  }

  const { year } = dayParts(month);
  const first = years[0]!;
  const last = years[years.length - 1]!;
  return (
    <div className={styles.month}>
      <div className={styles.monthNav}>
        <button
          type="button"
          className={styles.navButton}
          aria-label={`${label}, previous month`}
          disabled={month === makeDay(first, 1, 1)}
          onClick={() => setFocused(startOfMonth(shiftMonths(month, -1)))}
        >
          <Icon name="chevronLeft" />
        </button>
        <span id={titleId} className={styles.monthTitle}>
          {label}: {monthName(month)} {year}
        </span>
        <select className={styles.yearSelect} aria-label={`${label} year`} value={year} onChange={(event) => setFocused(makeDay(Number(event.target.value), dayParts(month).month, 1))}>
          {years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={styles.navButton}
          aria-label={`${label}, next month`}
          disabled={month === makeDay(last, 12, 1)}
          onClick={() => setFocused(startOfMonth(shiftMonths(month, 1)))}
        >
          <Icon name="chevronRight" />
        </button>
      </div>
      <table ref={gridRef} role="grid" aria-labelledby={titleId} className={styles.grid} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAYS.map((day, index) => (
              <th key={day} scope="col" abbr={WEEKDAY_NAMES[index]}>
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, index) => (
            <tr key={index}>
              {week.map((day, column) =>
                day ? (
                  <td key={day} role="gridcell" aria-selected={inRange(day, selected)}>
                    <button
                      type="button"
                      data-day={day}
                      className={styles.day}
                      data-in-range={inRange(day, selected)}
                      data-edge={day === selected.startDate || day === selected.endDate || day === pending}
                      aria-label={fullDayName(day)}
                      aria-disabled={!isSelectable(day)}
                      tabIndex={day === focused ? 0 : -1}
                      onFocus={() => setFocused(day)}
                      onClick={() => {
                        if (isSelectable(day)) onPick(day);
                      }}
                    >
                      {dayParts(day).date}
                    </button>
                  </td>
                ) : (
                  <td key={`pad-${column}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
