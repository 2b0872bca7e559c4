import { useState } from 'react';
import { Icon, Popover, todayIn, type RangeType, type ViewRange } from '@pulseboard/shared';
import { formatRange } from '../widgets/format/format-range.js';
import { CalendarPanel, type CalendarPanelProps } from './CalendarPanel.js';
import styles from './Calendar.module.css';

interface Props {
  view: ViewRange;
  /** The dashboard's time zone: "today" is today there. */
  timezone: string;
  preferredType: RangeType;
  rules?: CalendarPanelProps['rules'];
  onChange: (view: ViewRange) => void;
}

const DEFAULT_RULES: CalendarPanelProps['rules'] = {};

/**
 * The dashboard's calendar: a button showing the period and its comparison,
 * opening the picker in a popover. Each opening starts from what is on
 * screen; nothing changes until Apply.
 */
export function DateRangePicker({ view, timezone, preferredType, rules = DEFAULT_RULES, onChange }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      label="Choose the report period"
      align="end"
      trigger={
        <button type="button" className={styles.trigger} aria-label={`Report period: ${formatRange(view.range)}, compared with ${formatRange(view.compare)}`}>
          <Icon name="calendar" />
          <span className={styles.triggerText}>
            <span className={styles.triggerRange}>{formatRange(view.range)}</span>
            <span className={styles.triggerCompare}>vs {formatRange(view.compare)}</span>
          </span>
          <Icon name="chevronDown" />
        </button>
      }
    >
      <CalendarPanel
        view={view}
        today={todayIn(timezone)}
        timezone={timezone}
        preferredType={preferredType}
        rules={rules}
        onApply={(next) => {
          setOpen(false);
          onChange(next);
        }}
        onCancel={() => setOpen(false)}
      />
    </Popover>
  );
}
