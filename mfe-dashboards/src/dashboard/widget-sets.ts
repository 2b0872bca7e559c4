import type { Widget } from '@pulseboard/shared';
import type { DashboardMode } from './dashboard-mode.js';

export interface WidgetSets {
  realTime: Widget[];
  normal: Widget[];
}

/**
 * The widgets a viewer sees, in the two sets the screen shows apart (spec
 * §2): real-time and normal. The real-time view has the real-time set only.
 * What the public may see is the API's decision: it sends nothing else.
 */
export function widgetSets(widgets: readonly Widget[], mode: DashboardMode): WidgetSets {
  return {
    realTime: widgets.filter((widget) => widget.realTime),
    normal: mode === 'realTime' ? [] : widgets.filter((widget) => !widget.realTime),
  };
}
