import { dashboardStylesSchema, type Dashboard, type DashboardSummary, type Widget } from '@pulseboard/shared/contracts';
import type { RangeType } from '@pulseboard/shared/dates';
import type { DashboardRow } from '../db/schema.js';

/** Spec §2: public viewers see only widgets that are passive or whose sources are all connected. */
export const visibleToPublic = (widget: Widget): boolean =>
  widget.nature === 'passive' || widget.instances.every((instance) => instance.type === 'demo' || instance.sourceId !== null);

/** The API's view of a dashboard for one viewer: the owner sees everything, the public what spec §2 lets it. */
export function toDashboard(row: DashboardRow, owner: boolean): Dashboard {
  return {
    id: row.id,
    permalink: row.permalink,
    name: row.name,
    passwordProtected: row.passwordHash !== null,
    public: row.public,
    locked: row.lockedBy,
    hiddenDateSelector: row.hiddenDateSelector,
    footer: row.footer,
    rangeType: row.rangeType as RangeType,
    startDate: row.startDate,
    endDate: row.endDate,
    compareStartDate: row.compareStartDate,
    compareEndDate: row.compareEndDate,
    timezone: row.timezone,
    styles: dashboardStylesSchema.parse(row.styles),
    widgets: owner ? row.widgets : row.widgets.filter(visibleToPublic),
    active: row.active,
    owner,
  };
}

export function toSummary(row: DashboardRow): DashboardSummary {
  return {
    id: row.id,
    permalink: row.permalink,
    name: row.name,
    active: row.active,
    public: row.public,
    passwordProtected: row.passwordHash !== null,
    widgetsCount: row.widgets.length,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
