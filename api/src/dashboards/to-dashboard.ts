import { dashboardStylesSchema, visibleToPublic, type Dashboard, type DashboardLock, type DashboardSummary } from '@pulseboard/shared/contracts';
import type { RangeType } from '@pulseboard/shared/dates';
import type { DashboardRow } from '../db/schema.js';

/**
 * The API's view of a dashboard for one viewer: the owner sees everything,
 * the public what spec §2 lets it. `lock` is the edit lock in force
 * (plugins/app/edit-locks), which only owners are told about.
 */
export function toDashboard(row: DashboardRow, owner: boolean, lock: DashboardLock | null): Dashboard {
  return {
    id: row.id,
    permalink: row.permalink,
    name: row.name,
    passwordProtected: row.passwordHash !== null,
    public: row.public,
    locked: owner ? (lock?.locked ?? null) : null,
    lockedByName: owner ? (lock?.lockedByName ?? null) : null,
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
