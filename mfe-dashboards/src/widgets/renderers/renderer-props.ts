import type { InteractiveWidget, PassiveWidget, ViewRange, WidgetData } from '@pulseboard/shared';

/** What a renderer of an interactive widget gets: the widget and its data for the view range. */
export interface InteractiveRendererProps {
  widget: InteractiveWidget;
  data: WidgetData;
  view: ViewRange;
}

/** Passive widgets have no data; the historic ones pick their articles by the view range. */
export interface PassiveRendererProps {
  widget: PassiveWidget;
  view: ViewRange;
}
