import { DASHBOARD_DOCUMENT_VERSION, dashboardDraftSchema, type Dashboard } from '@pulseboard/shared';

/**
 * The edited document not yet saved, kept for the tab (sessionStorage) until
 * a save succeeds: a failed save, a reload or a lost connection do not lose
 * an edit. Read back through the draft schema of the document's version.
 */

const keyOf = (dashboardId: number) => `pulseboard.dashboard-draft.${dashboardId}`;

export function readUnsaved(dashboardId: number): Dashboard | null {
  try {
    const text = sessionStorage.getItem(keyOf(dashboardId));
    const parsed = text ? dashboardDraftSchema.safeParse(JSON.parse(text)) : null;
    return parsed?.success ? parsed.data.dashboard : null;
  } catch {
    return null;
  }
}

export function keepUnsaved(dashboard: Dashboard): void {
  try {
    sessionStorage.setItem(keyOf(dashboard.id), JSON.stringify({ version: DASHBOARD_DOCUMENT_VERSION, dashboard }));
  } catch {
    // Storage full or disabled: the document still lives in memory until the next save.
  }
}

export function dropUnsaved(dashboardId: number): void {
  try {
    sessionStorage.removeItem(keyOf(dashboardId));
  } catch {
    // Nothing was kept.
  }
}
