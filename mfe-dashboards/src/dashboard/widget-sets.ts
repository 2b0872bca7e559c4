import { realTimeAndNormal, type DashboardMode, type Widget } from '@pulseboard/shared';

export interface WidgetSets {
  realTime: Widget[];
  normal: Widget[];
}

/**
 * The widgets a viewer sees, in the two sets the screen shows apart (spec
 * §2): real-time and normal. The real-time view, and the print made for its
 * PDF (`live`, see isLivePrint), have the real-time set only. What the
 * public may see is the API's decision: it sends nothing else.
 */
export function widgetSets(widgets: readonly Widget[], mode: DashboardMode, live = false): WidgetSets {
  const [realTime, normal] = realTimeAndNormal(widgets);
  return { realTime, normal: mode === 'realTime' || live ? [] : normal };
}

/** Every widget of the sets, in the screen's order: the real-time set first. */
export const shownWidgets = ({ realTime, normal }: WidgetSets): Widget[] => [...realTime, ...normal];
