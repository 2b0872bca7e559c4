import type { ViewRange, WidgetData } from '@pulseboard/shared';
import { loadFirstWidgetsData, type ViewerCredential, type WidgetAnswer } from '../../api/dashboard-view.js';

/** The data of a dashboard's first shown widgets (firstShownWidgets), asked for beside its document, before the view knows their ids. */
export interface FirstWidgetsData {
  /** The view the data is for. */
  view: ViewRange;
  /** The viewport height whose first screen was asked for; none, the first shown widgets whatever the screen. */
  viewportHeight: number | undefined;
  /**
   * The widget's data from that answer if its line was computed for this
   * same widget (its hash), or the error its line carried. Null when the
   * answer has no line for it, the request failed as a whole, or the widget
   * changed in between: the view then asks for it on its own.
   */
  dataOf(widgetId: string, hash: string): Promise<WidgetData | null>;
}

interface Line {
  answer: Promise<WidgetAnswer | null>;
  settle: (answer: WidgetAnswer | null) => void;
}

/** Asks for a dashboard's first shown widgets' data for the view, keeping each widget's line until its view asks for it. */
export function askFirstWidgetsData(permalink: string, credential: ViewerCredential, view: ViewRange, viewportHeight?: number): FirstWidgetsData {
  const lines = new Map<string, Line>();
  let ended = false;
  const lineOf = (widgetId: string): Line => {
    let line = lines.get(widgetId);
    if (!line) {
      let settle: Line['settle'] = () => undefined;
      const answer = new Promise<WidgetAnswer | null>((resolve) => (settle = resolve));
      line = { answer, settle };
      lines.set(widgetId, line);
      if (ended) settle(null);
    }
    return line;
  };
  loadFirstWidgetsData(permalink, view, viewportHeight, credential, (widgetId, answer) => lineOf(widgetId).settle(answer))
    // A request refused as a whole is refused to each widget's own request too, which reports it.
    .catch(() => undefined)
    // Widgets without a line get none: a promise settles once, so the lines that came keep their answers.
    .finally(() => {
      ended = true;
      lines.forEach((line) => line.settle(null));
    });

  return {
    view,
    viewportHeight,
    async dataOf(widgetId, hash) {
      const answer = await lineOf(widgetId).answer;
      if (!answer) return null;
      if ('error' in answer) throw answer.error;
      return answer.hash === hash ? answer.data : null;
    },
  };
}
