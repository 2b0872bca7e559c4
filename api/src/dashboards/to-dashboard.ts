import { dashboardStylesSchema, type Dashboard, type DashboardLock, type DashboardSummary, type Widget } from '@pulseboard/shared/contracts';
import type { RangeType } from '@pulseboard/shared/dates';
import type { DashboardRow } from '../db/schema.js';
import type { DashboardView } from './access.js';
import { isOwnFileUrl } from '../files/company-files.js';

/**
 * Images a widget names that are not the company's own uploads are left
 * out. Saves refuse them; this keeps anything stored before that rule (or
 * by other means) from reaching a browser or the PDF renderer.
 */
function withOwnImages(widget: Widget, companyId: number): Widget {
  if (widget.nature !== 'passive') return widget;
  const own = (url: string | null) => (url !== null && isOwnFileUrl(companyId, url) ? url : null);
  const { type } = widget;
  if (type.name === 'upload') return { ...widget, type: { ...type, file: type.file.filter((url) => own(url) !== null) } };
  if (type.name === 'historic') return { ...widget, type: { ...type, articles: type.articles.map((article) => ({ ...article, file: own(article.file) })) } };
  return widget;
}

/**
 * What a public viewer is sent of a widget: its output comes from the data
 * route, so the instances keep only what shows it (type, prefix, currency,
 * metric display options), never the source, the provider's ids or filters.
 */
function forPublic(widget: Widget): Widget {
  if (widget.nature !== 'interactive') return widget;
  return {
    ...widget,
    instances: widget.instances.map(({ id, type, prefix, currency, metricsOptions }) => ({
      id,
      type,
      prefix,
      sourceId: null,
      config: {},
      ...(currency ? { currency } : {}),
      ...(metricsOptions ? { metricsOptions } : {}),
    })),
  };
}

/**
 * The API's view of a dashboard for one viewer: the owner sees everything,
 * the public what spec §2 lets it, without the instances' configuration. `lock` is the edit lock in force
 * (dashboards/edit-locks), which only owners are told about. `companyLogo` is
 * the logo of the dashboard's company, shown where the dashboard has none.
 */
export function toDashboard({ row, owner, widgets }: Omit<DashboardView, 'embed'>, lock: DashboardLock | null, companyLogo: string | null): Dashboard {
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
    widgets: widgets.map((widget) => withOwnImages(owner ? widget : forPublic(widget), row.companyId)),
    active: row.active,
    owner,
    companyLogo,
    revision: row.revision,
    ...(owner ? { saveSequence: row.revisionSequence } : {}),
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
