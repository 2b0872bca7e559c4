import { visibleToPublic, type Widget } from '@pulseboard/shared';
import type { DashboardMode } from './dashboard-mode.js';

export interface WidgetSets {
  realTime: Widget[];
  normal: Widget[];
}

/**
 * The widgets a viewer sees, in the two sets the screen shows apart (spec
 * §2): real-time and normal. The real-time view has the real-time set only.
 */
export function widgetSets(widgets: readonly Widget[], { publicView, mode }: { publicView: boolean; mode: DashboardMode }): WidgetSets {
  const shown = publicView ? widgets.filter(visibleToPublic) : widgets;
  return {
    realTime: shown.filter((widget) => widget.realTime),
    normal: mode === 'realTime' ? [] : shown.filter((widget) => !widget.realTime),
  };
}
