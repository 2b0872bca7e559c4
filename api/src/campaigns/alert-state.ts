import type { Judgement } from './rule-judgement.js';

export type StoredAlertState = 'ok' | 'alerting' | 'recovered' | 'no_data';

export interface AlertStatus {
  state: StoredAlertState;
  since: Date;
}

/** The company's day an instant falls on, to tell "recovered today" from "recovered yesterday". */
export type DayOf = (instant: Date) => string;

/**
 * One step of an alert's state machine (after Grafana's Normal, Alerting,
 * NoData): a breach fires it, or keeps it firing since its first
 * evaluation; a clear judgement after firing is "recovered" for the rest of
 * that day, so the digest and the list can say so, then "ok". Not enough
 * days measured is "no data", never a recovery.
 */
export function nextAlertStatus(previous: AlertStatus | undefined, judgement: Judgement, now: Date, dayOf: DayOf): AlertStatus {
  const moveTo = (state: StoredAlertState): AlertStatus => (previous?.state === state ? previous : { state, since: now });
  if (judgement === 'no_data') return moveTo('no_data');
  if (judgement === 'breached') return moveTo('alerting');
  if (previous?.state === 'alerting') return { state: 'recovered', since: now };
  if (previous?.state === 'recovered' && dayOf(previous.since) === dayOf(now)) return previous;
  return moveTo('ok');
}
