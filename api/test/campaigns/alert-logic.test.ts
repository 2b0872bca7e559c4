import { addDays } from '@pulseboard/shared/dates';
import type { AlertRuleInput } from '@pulseboard/shared/contracts';
import { nextAlertStatus } from '../../src/campaigns/alert-state.js';
import { breachScope, unusualness } from '../../src/campaigns/group-ranking.js';
import { windowFigures } from '../../src/campaigns/metric-window.js';
import { judge } from '../../src/campaigns/rule-judgement.js';
import { snoozeEnding, type SnoozeTerms } from '../../src/campaigns/snooze-policy.js';

const AS_OF = '2026-11-20';

/** A series of `days` days up to AS_OF: `older` per day for the earlier half, `recent` for the later, days in `missing` left out. */
function series(days: number, older: number, recent: number, missing: number[] = []): Map<string, number> {
  const map = new Map<string, number>();
  for (let offset = 0; offset < days * 2; offset += 1) {
    if (missing.includes(offset)) continue;
    map.set(addDays(AS_OF, -offset), offset < days ? recent : older);
  }
  return map;
}

describe('change over 7 and 30 days', () => {
  it('compares the last window with the one before: totals for flows, means for levels', () => {
    expect(windowFigures(series(7, 100, 80), 'sessions', AS_OF, 7)).toMatchObject({ value: 560, change: -20 });
    expect(windowFigures(series(30, 100, 125), 'sessions', AS_OF, 30)).toMatchObject({ value: 3750, change: 25 });
    expect(windowFigures(series(7, 10, 12.5), 'position', AS_OF, 7)).toMatchObject({ value: 12.5, change: 25 });
  });

  it('leaves missing days out rather than reading them as zero: a lagging source is not a fall', () => {
    // The last three days not reported yet (Search Console lags), the rest flat.
    const figures = windowFigures(series(7, 100, 100, [0, 1, 2]), 'clicks', AS_OF, 7);
    expect(figures.change).toBe(0);
    expect(figures.value).toBe(700);
    expect(figures.series).toEqual([100, 100, 100, 100, null, null, null]);
  });

  it('says nothing when fewer than half the days of either window were measured, or the window before was zero', () => {
    expect(windowFigures(series(7, 100, 50, [0, 1, 2, 3]), 'sessions', AS_OF, 7)).toMatchObject({ value: null, change: null });
    expect(windowFigures(series(7, 100, 50, [7, 8, 9, 10]), 'sessions', AS_OF, 7)).toMatchObject({ value: 350, change: null, latest: 50 });
    expect(windowFigures(series(7, 0, 50), 'sessions', AS_OF, 7).change).toBeNull();
    expect(windowFigures(new Map(), 'sessions', AS_OF, 30)).toEqual({ value: null, change: null, series: Array(30).fill(null), latest: null });
  });

  it('reads 30 days as 30 days: a fall in the last week only is diluted over the month', () => {
    const map = series(30, 100, 100);
    for (let offset = 0; offset < 7; offset += 1) map.set(addDays(AS_OF, -offset), 40);
    expect(windowFigures(map, 'sessions', AS_OF, 7).change).toBe(-60);
    expect(windowFigures(map, 'sessions', AS_OF, 30).change).toBe(-14);
  });
});

describe('rules', () => {
  const fall: AlertRuleInput = { kind: 'change', metric: 'sessions', percent: 20, window: 7 };
  it('fire on a change the bad way at or beyond the threshold, the direction following the metric', () => {
    expect(judge(fall, { latest: 1, change: -20 })).toBe('breached');
    expect(judge(fall, { latest: 1, change: -19.9 })).toBe('clear');
    expect(judge(fall, { latest: 1, change: 60 })).toBe('clear');
    // A rising average position is a loss of ranking.
    const position: AlertRuleInput = { kind: 'change', metric: 'position', percent: 20, window: 30 };
    expect(judge(position, { latest: 12, change: 25 })).toBe('breached');
    expect(judge(position, { latest: 8, change: -25 })).toBe('clear');
  });

  it('fire under a floor, and judge nothing without figures', () => {
    const uptime: AlertRuleInput = { kind: 'floor', metric: 'uptime', floor: 99 };
    expect(judge(uptime, { latest: 98.5, change: null })).toBe('breached');
    expect(judge(uptime, { latest: 99, change: null })).toBe('clear');
    expect(judge(uptime, { latest: null, change: null })).toBe('no_data');
    expect(judge(fall, { latest: 100, change: null })).toBe('no_data');
  });
});

describe('the alert state machine', () => {
  const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);
  const monday = new Date('2026-11-16T08:00:00Z');
  const mondayLater = new Date('2026-11-16T20:00:00Z');
  const tuesday = new Date('2026-11-17T08:00:00Z');

  it('fires on a breach and keeps the time it first fired', () => {
    const fired = nextAlertStatus({ state: 'ok', since: new Date(0) }, 'breached', monday, dayOf);
    expect(fired).toEqual({ state: 'alerting', since: monday });
    expect(nextAlertStatus(fired, 'breached', tuesday, dayOf)).toEqual({ state: 'alerting', since: monday });
  });

  it('is recovered for the rest of the day it clears, then ok', () => {
    const recovered = nextAlertStatus({ state: 'alerting', since: monday }, 'clear', monday, dayOf);
    expect(recovered).toEqual({ state: 'recovered', since: monday });
    expect(nextAlertStatus(recovered, 'clear', mondayLater, dayOf)).toEqual(recovered);
    expect(nextAlertStatus(recovered, 'clear', tuesday, dayOf)).toEqual({ state: 'ok', since: tuesday });
    expect(nextAlertStatus(recovered, 'breached', tuesday, dayOf)).toEqual({ state: 'alerting', since: tuesday });
  });

  it('has no data when the figures are missing, which is never a recovery', () => {
    expect(nextAlertStatus({ state: 'alerting', since: monday }, 'no_data', tuesday, dayOf)).toEqual({ state: 'no_data', since: tuesday });
    expect(nextAlertStatus(undefined, 'clear', monday, dayOf)).toEqual({ state: 'ok', since: monday });
  });
});

describe('snoozes', () => {
  const terms = (overrides: Partial<SnoozeTerms>): SnoozeTerms => ({ until: null, untilRecovered: false, wakeBy: null, baseline: {}, ...overrides });
  const firing = { ruleId: 1, metric: 'sessions' as const, state: 'alerting' as const, change: -30 };

  it('hold to their last day and end the day after', () => {
    expect(snoozeEnding(terms({ until: '2026-11-20' }), [firing], '2026-11-20')).toBeNull();
    expect(snoozeEnding(terms({ until: '2026-11-20' }), [firing], '2026-11-21')).toBe('expired');
  });

  it('set until recovery end once nothing they cover fires', () => {
    expect(snoozeEnding(terms({ untilRecovered: true }), [firing], '2026-11-20')).toBeNull();
    expect(snoozeEnding(terms({ untilRecovered: true }), [{ ...firing, state: 'recovered' }], '2026-11-20')).toBe('recovered');
    expect(snoozeEnding(terms({ untilRecovered: true }), [{ ...firing, state: 'no_data' }], '2026-11-20')).toBeNull();
  });

  it('wake early when the change worsens by the further amount, the bad way only', () => {
    const snoozed = terms({ until: '2026-12-31', wakeBy: 10, baseline: { '1': -30 } });
    expect(snoozeEnding(snoozed, [{ ...firing, change: -39 }], '2026-11-20')).toBeNull();
    expect(snoozeEnding(snoozed, [{ ...firing, change: -40 }], '2026-11-20')).toBe('worsened');
    expect(snoozeEnding(snoozed, [{ ...firing, change: -5 }], '2026-11-20')).toBeNull();
    const position = terms({ wakeBy: 10, baseline: { '2': 25 } });
    expect(snoozeEnding(position, [{ ruleId: 2, metric: 'position', state: 'alerting', change: 36 }], '2026-11-20')).toBe('worsened');
  });
});

describe('ranking within the group', () => {
  it('puts the domain that moved apart from its group first, however far the group moved together', () => {
    const scores = unusualness(
      new Map([
        [1, { sessions: -2, clicks: 1 }],
        [2, { sessions: 3, clicks: -1 }],
        [3, { sessions: -45, clicks: 0 }],
        [4, { sessions: 1, clicks: 2 }],
      ]),
    );
    const ranked = [...scores].sort((a, b) => b[1] - a[1]).map(([id]) => id);
    expect(ranked[0]).toBe(3);
    expect(scores.get(3)).toBeGreaterThan(5);
    expect(scores.get(1)).toBeLessThan(1);
  });

  it('scores 0 where there is nothing to compare', () => {
    expect(unusualness(new Map([[1, { sessions: -80 }]]))).toEqual(new Map([[1, 0]]));
    expect(
      unusualness(
        new Map([
          [1, { sessions: null }],
          [2, { sessions: 10 }],
        ]),
      ),
    ).toEqual(
      new Map([
        [1, 0],
        [2, 0],
      ]),
    );
  });

  it('calls a fall group-wide when most of the others fell at least half as far, else this domain only', () => {
    const rule: AlertRuleInput = { kind: 'change', metric: 'sessions', percent: 20, window: 7 };
    const own = { latest: 1, change: -24 };
    expect(
      breachScope(rule, own, [
        { latest: 1, change: -12 },
        { latest: 1, change: -30 },
        { latest: 1, change: 2 },
      ]),
    ).toBe('group-wide');
    expect(
      breachScope(rule, own, [
        { latest: 1, change: -5 },
        { latest: 1, change: 4 },
        { latest: 1, change: -30 },
      ]),
    ).toBe('domain-only');
    expect(breachScope(rule, own, [{ latest: null, change: null }])).toBeNull();
    expect(breachScope(rule, own, [])).toBeNull();
    // The group dipped with the season; this domain collapsed: its own fall.
    expect(
      breachScope(rule, { latest: 1, change: -70 }, [
        { latest: 1, change: -14 },
        { latest: 1, change: -13 },
      ]),
    ).toBe('domain-only');
    const floor: AlertRuleInput = { kind: 'floor', metric: 'uptime', floor: 100 };
    expect(
      breachScope(floor, { latest: 0, change: null }, [
        { latest: 0, change: null },
        { latest: 100, change: null },
      ]),
    ).toBe('group-wide');
  });
});
