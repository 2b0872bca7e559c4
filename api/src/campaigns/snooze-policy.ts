import type { CampaignMetricId } from '@pulseboard/shared/contracts';
import type { StoredAlertState } from './alert-state.js';
import { badWayChange } from './metric-window.js';

export interface SnoozeTerms {
  /** The last day the snooze holds, or null. */
  until: string | null;
  untilRecovered: boolean;
  wakeBy: number | null;
  /** The changes of the snoozed alerts when it was set, by rule id. */
  baseline: Readonly<Record<string, number>>;
}

/** An alert a snooze covers, as the latest evaluation left it. */
export interface CoveredAlert {
  ruleId: number;
  metric: CampaignMetricId;
  state: StoredAlertState;
  change: number | null;
}

export type SnoozeEnding = 'expired' | 'recovered' | 'worsened';

/**
 * Why a snooze ends today, or null while it holds. Snoozes end by
 * themselves: after their last day; once none of the alerts they cover is
 * firing, when set until recovery; or early when an alert moved the bad way
 * by `wakeBy` more points than when it was snoozed, because what the
 * snoozer knew no longer explains it.
 */
export function snoozeEnding(terms: SnoozeTerms, covered: readonly CoveredAlert[], today: string): SnoozeEnding | null {
  if (terms.until !== null && today > terms.until) return 'expired';
  if (terms.wakeBy !== null) {
    for (const alert of covered) {
      const before = terms.baseline[String(alert.ruleId)];
      if (alert.change === null || before === undefined) continue;
      if (badWayChange(alert.metric, alert.change) - badWayChange(alert.metric, before) >= terms.wakeBy) return 'worsened';
    }
  }
  if (terms.untilRecovered && !covered.some((alert) => alert.state === 'alerting' || alert.state === 'no_data')) return 'recovered';
  return null;
}
