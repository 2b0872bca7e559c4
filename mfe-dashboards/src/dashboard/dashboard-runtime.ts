import { createContext, useContext } from 'react';
import type { ViewerCredential } from '../api/dashboard-view.js';
import type { DashboardColours } from './dashboard-colours.js';
import type { RequestQueue } from '../widgets/data/request-queue.js';
import type { WidgetDataBatcher } from '../widgets/data/widget-data-batcher.js';

/** What every widget of one dashboard shares, provided once by the dashboard view. */
export interface DashboardRuntime {
  permalink: string;
  /** How the viewer got in (a protected dashboard's password token, an embed's token), sent with each widget's data request. */
  credential: ViewerCredential;
  /** Where data and preview requests wait their turn. */
  queue: RequestQueue;
  /** Saved widgets' data, asked for together. */
  widgetData: WidgetDataBatcher;
  /** A signed-in member of the dashboard's company, who may fix its sources. */
  owner: boolean;
  /** Print view: every widget rendered at once, without animation. */
  print: boolean;
  /** The dashboard's colours, read at its root once it is on the page (null before): what charts paint with. */
  colours: DashboardColours | null;
  /** A widget shows its final content (data, data error or failure); the print view waits for all. */
  reveal: (widgetId: string) => void;
  /** Edit mode: widgets show their unsaved state, their data asked for as previews in the dashboard's time zone. */
  preview?: { timezone: string };
  /** Told of each failed data request (besides the widget showing it): an embed whose token expired while shown stops there. */
  onDataError?: (error: unknown) => void;
}

export const DashboardRuntimeContext = createContext<DashboardRuntime | null>(null);

export function useDashboardRuntime(): DashboardRuntime {
  const runtime = useContext(DashboardRuntimeContext);
  if (!runtime) throw new Error('A widget was rendered outside a dashboard view');
  return runtime;
}
