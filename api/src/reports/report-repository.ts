import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  ARCHIVED_DASHBOARD_MESSAGE,
  canonicalTimeZone,
  MAX_REPORTS_PER_DASHBOARD,
  REPORT_LIMIT_MESSAGE,
  pdfDisabledMessage,
  splitRecipients,
  type AutomaticReport,
  type AutomaticReportFields,
} from '@pulseboard/shared/contracts';
import { nextSendAt } from '@pulseboard/shared/dates';
import type { Database } from '../db/client.js';
import { automaticReportSends, automaticReports, dashboards, type AutomaticReportRow, type AutomaticReportSendRow } from '../db/schema.js';
import { ValidationFailed } from '../lib/errors.js';
import { detailOf, scheduleOf } from './report-schedule-of.js';

function toAutomaticReport(row: AutomaticReportRow, dashboard: AutomaticReport['dashboard'], lastSend: AutomaticReportSendRow | undefined): AutomaticReport {
  return {
    id: row.id,
    dashboard_id: row.dashboardId,
    dashboard,
    recipients: row.recipients,
    period: row.period,
    detail: detailOf(row),
    hour: row.hour,
    minute: row.minute,
    timezone: row.timezone,
    date_range: row.dateRange,
    with_pdf: row.withPdf,
    with_preview: row.withPreview,
    nextSendAt: row.nextSendAt.toISOString(),
    lastSend: lastSend
      ? { scheduledFor: lastSend.scheduledFor.toISOString(), state: lastSend.state, attempts: lastSend.attempts, sentAt: lastSend.sentAt?.toISOString() ?? null, error: lastSend.error }
      : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A company's automatic reports: listed with their latest send, created within the per-dashboard limit, deleted. */
export function reportRepository(db: Database, limits: { maxWidgetsForPdf: number }) {
  /** The latest send of each report, by report id. */
  async function latestSends(reportIds: number[]): Promise<Map<number, AutomaticReportSendRow>> {
    if (reportIds.length === 0) return new Map();
    const rows = await db
      .selectDistinctOn([automaticReportSends.reportId])
      .from(automaticReportSends)
      .where(inArray(automaticReportSends.reportId, reportIds))
      .orderBy(automaticReportSends.reportId, desc(automaticReportSends.scheduledFor));
    return new Map(rows.map((row) => [row.reportId, row]));
  }

  return {
    async list(companyId: number, dashboardId?: number): Promise<AutomaticReport[]> {
      const rows = await db
        .select({ report: automaticReports, dashboard: { name: dashboards.name, permalink: dashboards.permalink, active: dashboards.active } })
        .from(automaticReports)
        .innerJoin(dashboards, eq(dashboards.id, automaticReports.dashboardId))
        .where(and(eq(automaticReports.companyId, companyId), dashboardId === undefined ? undefined : eq(automaticReports.dashboardId, dashboardId)))
        .orderBy(automaticReports.nextSendAt, automaticReports.id);
      const sends = await latestSends(rows.map(({ report }) => report.id));
      return rows.map(({ report, dashboard }) => toAutomaticReport(report, dashboard, sends.get(report.id)));
    },

    /**
     * Creates a report with its first send time. The dashboard row is locked
     * while its reports are counted, so two requests at once cannot both
     * take the fifth place.
     */
    async create(companyId: number, userId: number, input: AutomaticReportFields, now = new Date()): Promise<AutomaticReport> {
      return db.transaction(async (tx) => {
        const [dashboard] = await tx
          .select({ id: dashboards.id, name: dashboards.name, permalink: dashboards.permalink, widgets: dashboards.widgets, active: dashboards.active })
          .from(dashboards)
          .where(and(eq(dashboards.id, input.dashboard_id), eq(dashboards.companyId, companyId)))
          .for('update');
        if (!dashboard) throw new ValidationFailed({ dashboard_id: ['The dashboard does not exist.'] });
        if (!dashboard.active) throw new ValidationFailed({ dashboard_id: [ARCHIVED_DASHBOARD_MESSAGE] });
        const [counted] = await tx
          .select({ total: sql<number>`count(*)::int` })
          .from(automaticReports)
          .where(eq(automaticReports.dashboardId, dashboard.id));
        if ((counted?.total ?? 0) >= MAX_REPORTS_PER_DASHBOARD) throw new ValidationFailed({ dashboard_id: [REPORT_LIMIT_MESSAGE] });
        if (input.with_pdf && dashboard.widgets.length > limits.maxWidgetsForPdf) throw new ValidationFailed({ with_pdf: [pdfDisabledMessage(limits.maxWidgetsForPdf)] });
        const fields = {
          period: input.period,
          detail: String(input.detail),
          hour: input.hour,
          minute: input.minute,
          // Stored as the renderer will be given it.
          timezone: canonicalTimeZone(input.timezone),
        };
        const [row] = await tx
          .insert(automaticReports)
          .values({
            ...fields,
            companyId,
            dashboardId: dashboard.id,
            createdBy: userId,
            recipients: splitRecipients(input.recipients),
            dateRange: input.date_range,
            withPdf: input.with_pdf,
            withPreview: input.with_preview,
            nextSendAt: nextSendAt(scheduleOf(fields), now),
          })
          .returning();
        return toAutomaticReport(row!, { name: dashboard.name, permalink: dashboard.permalink, active: dashboard.active }, undefined);
      });
    },

    /** Deletes a report of the company (its sends with it); false when there is none. */
    async remove(companyId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(automaticReports)
        .where(and(eq(automaticReports.id, id), eq(automaticReports.companyId, companyId)))
        .returning({ id: automaticReports.id });
      return deleted.length > 0;
    },
  };
}

export type ReportRepository = ReturnType<typeof reportRepository>;
