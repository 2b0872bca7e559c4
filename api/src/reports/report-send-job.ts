import { eq, sql } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import { reportRange } from '@pulseboard/shared/dates';
import type { Database } from '../db/client.js';
import { automaticReportSends, automaticReports, companies, dashboards, type Company } from '../db/schema.js';
import type { JobQueue } from '../jobs/job-queues.js';
import { viewSpec } from '../pdf/pdf-spec.js';
import type { PdfRenderer } from '../pdf/renderer.js';
import type { Mailer } from '../plugins/app/mailer.js';
import type { MailBrand } from '../whitelabel/whitelabel.js';
import { reportEmail } from './report-email.js';

export const REPORT_QUEUE = 'report-send';

/** A send of a report: the row of automatic_report_sends it fills in. */
export interface ReportSendJob {
  sendId: number;
}

export interface ReportSendDependencies {
  db: Database;
  renderer: Pick<PdfRenderer, 'render' | 'screenshot'>;
  mailer: Mailer;
  config: { mailFrom: string; maxWidgetsForPdf: number };
  /** Whose brand the e-mail carries: the company's white-label domain and sender when verified, else the product's. */
  brandOf: (company: Company) => MailBrand;
  retries: number;
  retryDelaySeconds: number;
}

/** An hour at most between two attempts: a report a day late is worth less than a report. */
const MAX_RETRY_DELAY_SECONDS = 3600;

async function loadSend(db: Database, sendId: number) {
  const [found] = await db
    .select({ send: automaticReportSends, report: automaticReports, dashboard: dashboards, company: companies })
    .from(automaticReportSends)
    .innerJoin(automaticReports, eq(automaticReports.id, automaticReportSends.reportId))
    .innerJoin(dashboards, eq(dashboards.id, automaticReports.dashboardId))
    .innerJoin(companies, eq(companies.id, automaticReports.companyId))
    .where(eq(automaticReportSends.id, sendId));
  return found;
}

/**
 * Sends one due report: the range it covers is resolved from the time it was
 * due in its own time zone (so a retry or a late catch-up covers the same
 * period), the preview and PDF are rendered as the dashboard's owner sees it,
 * and the message goes to every recipient at once. A send already marked sent
 * is not sent again; each failure is recorded with its attempt, and the last
 * one marks the send failed.
 */
export function reportSendQueue(dependencies: ReportSendDependencies): JobQueue<ReportSendJob> {
  const { db, renderer, mailer, config, brandOf, retries, retryDelaySeconds } = dependencies;

  async function send(sendId: number) {
    const found = await loadSend(db, sendId);
    // Deleted with its report since it was queued, or sent by an earlier attempt.
    if (!found || found.send.state === 'sent') return { skipped: true };
    const { send: row, report, dashboard, company } = found;
    const view = reportRange(report.dateRange, row.scheduledFor, report.timezone);
    const spec = viewSpec(dashboard, { owner: true, realTime: false }, view, report.timezone);
    const render = { dashboardId: dashboard.id, audience: spec.audience, printPath: spec.printPath, timezone: report.timezone };
    const pdfFits = dashboard.widgets.length <= config.maxWidgetsForPdf;
    const [preview, pdf] = await Promise.all([report.withPreview ? renderer.screenshot(render) : undefined, report.withPdf && pdfFits ? renderer.render(render) : undefined]);
    const brand = brandOf(company);
    await mailer.send(
      reportEmail({
        recipients: report.recipients,
        dashboard,
        company: { name: company.name, sender: brand.sender, logoUrl: company.logo ? `${brand.appUrl}${company.logo}` : null },
        dateRange: report.dateRange,
        view,
        appUrl: brand.appUrl,
        productTitle: brand.productTitle,
        defaultFrom: config.mailFrom,
        ...(preview ? { preview } : {}),
        ...(pdf ? { pdf: { filename: spec.filename, content: pdf } } : {}),
        ...(report.withPdf && !pdfFits ? { pdfLeftOut: `The PDF is not attached: the dashboard has more than ${config.maxWidgetsForPdf} widgets.` } : {}),
      }),
    );
    await db
      .update(automaticReportSends)
      .set({ state: 'sent', sentAt: new Date(), attempts: sql`${automaticReportSends.attempts} + 1`, error: null })
      .where(eq(automaticReportSends.id, sendId));
    return { sent: true };
  }

  return {
    name: REPORT_QUEUE,
    policy: 'standard',
    options: {
      retryLimit: retries,
      retryDelay: retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: MAX_RETRY_DELAY_SECONDS,
      // Rendering two views and talking to SMTP: a job still running after 10 minutes has hung.
      expireInSeconds: 600,
      deleteAfterSeconds: 7 * 86_400,
    },
    work: {
      concurrency: 1,
      async handler(job: Job<ReportSendJob>) {
        try {
          return await send(job.data.sendId);
        } catch (error) {
          const last = job.retryCount >= retries;
          await db
            .update(automaticReportSends)
            .set({ state: last ? 'failed' : 'retrying', attempts: sql`${automaticReportSends.attempts} + 1`, error: errorText(error) })
            .where(eq(automaticReportSends.id, job.data.sendId));
          throw error;
        }
      },
    },
  };
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);
