import {
  isPrecedingRange,
  monthRange,
  orderedRange,
  precedingRange,
  rangeOfType,
  RANGE_TYPES,
  sameDayRange,
  type CalendarDay,
  type DayRange,
  type RangeType,
  type ViewRange,
} from '@pulseboard/shared';

/** The range being chosen in the open calendar, applied only on Apply. */
export interface CalendarDraft {
  type: RangeType;
  range: DayRange;
  /** Spec §4: by default the comparison is the same number of days just before. */
  comparePreceding: boolean;
  compare: DayRange;
  /** Custom picking: the first day chosen, waiting for the second. */
  anchor: CalendarDay | null;
  compareAnchor: CalendarDay | null;
}

export const RANGE_TYPE_LABELS: Record<RangeType, string> = {
  monthly: 'Monthly',
  weekly: 'Weekly',
  last_30_days: 'Last 30 days',
  last_7_days: 'Last 7 days',
  last_month: 'Last month',
  mid_monthly: 'Mid-monthly (15th to 14th)',
  daily: 'Daily',
  custom: 'Custom',
};

/** Types whose range follows from today alone: nothing to pick. */
export const isRelativeType = (type: RangeType): type is 'last_30_days' | 'last_7_days' | 'last_month' => type === 'last_30_days' || type === 'last_7_days' || type === 'last_month';

function isRangeOfType(type: Exclude<RangeType, 'custom'>, range: DayRange, today: CalendarDay): boolean {
  return sameDayRange(rangeOfType(type, isRelativeType(type) ? today : range.startDate), range);
}

/** Which type a range on screen is: the dashboard's own type when it fits, else the first that does, else custom. */
export function inferRangeType(range: DayRange, today: CalendarDay, preferred: RangeType): RangeType {
  const candidates = [preferred, ...RANGE_TYPES].filter((type): type is Exclude<RangeType, 'custom'> => type !== 'custom');
  return candidates.find((type) => isRangeOfType(type, range, today)) ?? 'custom';
}

export function initialDraft({ range, compare }: ViewRange, today: CalendarDay, preferred: RangeType): CalendarDraft {
  const comparePreceding = isPrecedingRange(range, compare);
  return { type: inferRangeType(range, today, preferred), range, comparePreceding, compare, anchor: null, compareAnchor: null };
}

export type DraftAction =
  | { kind: 'type'; type: RangeType; today: CalendarDay }
  | { kind: 'day'; day: CalendarDay }
  | { kind: 'month'; year: number; month: number }
  | { kind: 'compare-preceding'; preceding: boolean }
  | { kind: 'compare-day'; day: CalendarDay };

/** Two clicks make a custom range; Spec §4: a second day before the first swaps them. */
function pickEnd(anchor: CalendarDay | null, day: CalendarDay): { range: DayRange; anchor: CalendarDay | null } {
  return anchor === null ? { range: { startDate: day, endDate: day }, anchor: day } : { range: orderedRange(anchor, day), anchor: null };
}

export function draftReducer(draft: CalendarDraft, action: DraftAction): CalendarDraft {
  switch (action.kind) {
    case 'type':
      // Choosing a type shows its current period; custom keeps the range and lets days be picked.
      if (action.type === 'custom') return { ...draft, type: 'custom', anchor: null };
      return { ...draft, type: action.type, range: rangeOfType(action.type, action.today), anchor: null };
    case 'day': {
      if (draft.type === 'custom') return { ...draft, ...pickEnd(draft.anchor, action.day) };
      if (isRelativeType(draft.type)) return draft;
      return { ...draft, range: rangeOfType(draft.type, action.day) };
    }
    case 'month':
      return { ...draft, range: monthRange(action.year, action.month) };
    case 'compare-preceding':
      return action.preceding ? { ...draft, comparePreceding: true, compareAnchor: null } : { ...draft, comparePreceding: false, compare: precedingRange(draft.range), compareAnchor: null };
    case 'compare-day': {
      const { range, anchor } = pickEnd(draft.compareAnchor, action.day);
      return { ...draft, compare: range, compareAnchor: anchor };
    }
  }
}

/** The view the draft stands for: its range, and either the preceding period or the chosen comparison. */
export const draftView = (draft: CalendarDraft): ViewRange => ({ range: draft.range, compare: draft.comparePreceding ? precedingRange(draft.range) : draft.compare });
