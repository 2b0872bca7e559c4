import type { AlertRuleInput } from '@pulseboard/shared/contracts';
import { badWayChange, type WindowFigures } from './metric-window.js';

export type Judgement = 'breached' | 'clear' | 'no_data';

/** Whether a domain's figures break a rule: a change the bad way of at least `percent`, or a latest figure under the floor. */
export function judge(rule: AlertRuleInput, figures: Pick<WindowFigures, 'latest' | 'change'>): Judgement {
  if (rule.kind === 'floor') {
    if (figures.latest === null) return 'no_data';
    return figures.latest < rule.floor ? 'breached' : 'clear';
  }
  if (figures.change === null) return 'no_data';
  return badWayChange(rule.metric, figures.change) >= rule.percent ? 'breached' : 'clear';
}

/** The window a rule reads its figures over: a floor reads the last figure of the last 7 days. */
export const windowOfRule = (rule: AlertRuleInput) => (rule.kind === 'change' ? rule.window : 7);
