import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import { reportRange } from '@pulseboard/shared/dates';
import { ARCHIVED_DASHBOARD_MESSAGE, PLAN_ENDED_REPORTS_MESSAGE } from '@pulseboard/shared/contracts';
import type { Database } from '../db/client.js';
import { automaticReportSends, automaticReports, companies, dashboards, type Company } from '../db/schema.js';
import type { JobQueue } from '../jobs/job-queues.js';
import { viewSpec } from '../pdf/pdf-spec.js';
import type { PdfRenderer, RenderRequest } from '../pdf/renderer.js';
import type { Mailer } from '../plugins/app/mailer.js';
import type { MailBrand } from '../whitelabel/whitelabel.js';
import { reportEmail } from './report-email.js';
import { sendClaims } from './send-claims.js';

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
  /** How long an attempt's claim on a send lasts unless renewed (renewed every third of it while the attempt runs). Default 60 s. */
  claimLeaseMs?: number;
}

/** An hour at most between two attempts: a report a day late is worth less than a report. */
const MAX_RETRY_DELAY_SECONDS = 3600;
const DEFAULT_CLAIM_LEASE_MS = 60_000;
/**
 * A worker that stops sending heartbeats (killed, frozen) has its job retried
 * after this long instead of the 10-minute expiry; pg-boss sends them every
 * half of it while the handler runs, and aborts the job's signal once its
 * claim on the job is gone.
 */
const HEARTBEAT_SECONDS = 30;
/** Tries at marking a mailed send sent, a pause apart: a database restart or failover takes a few seconds. */
const RECORD_SENT_ATTEMPTS = 4;
const RECORD_SENT_PAUSE_MS = 1_000;

/** The attempt no longer holds the send: another attempt took it over, and its outcome is that attempt's to record. */
class ClaimLost extends Error {
  override readonly name = 'ClaimLost';
}

/** The mail server took the message, but the send could not be marked sent (the database failed for a moment). */
class MailedNotRecorded extends Error {
  override readonly name = 'MailedNotRecorded';
}

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
 * Sends one due report, at most once: the range it covers is resolved from
 * the time it was due in its own time zone (so a retry or a late catch-up
 * covers the same period), the preview and PDF are rendered as the
 * dashboard's owner sees it, and the message goes to every recipient at once.
 *
 * Each attempt first claims the send (send-claims.ts). An attempt that finds
 * another one working on it (an expired job retried while the first still
 * runs) waits for its outcome; one that finds a send left in `sending` by an
 * attempt that stopped records it `unknown` rather than risk a second e-mail.
 * A failure before the mail server took the message is recorded with its
 * attempt, and the last one marks the send failed, as does a refusal the
 * server calls permanent. An attempt that stops recording nothing (its
 * process died) is retried once its heartbeats stop; after the last one,
 * the scheduler's tick gives the send up (settleAbandonedSends). Once the
 * message is out, the send is this attempt's: a claim lost meanwhile does
 * not make it another's, and a failure to mark it sent leaves it `sending`
 * (recorded `unknown` once its claim lapses) rather than free for a retry
 * to mail again. A connection lost between the message and the server's
 * answer looks like any failure and is retried; the copy a retry may add
 * carries the same Message-ID (reportMessageId).
 */
export function reportSendQueue(dependencies: ReportSendDependencies): JobQueue<ReportSendJob> {
  const { db, renderer, mailer, config, brandOf, retries, retryDelaySeconds } = dependencies;
  const leaseMs = dependencies.claimLeaseMs ?? DEFAULT_CLAIM_LEASE_MS;
  const claims = sendClaims(db, leaseMs);

  /** Claims the send, waiting while another attempt holds it; what the job ends with when it cannot be claimed. */
  async function claimOrWait(sendId: number, token: string, signal: AbortSignal): Promise<object | undefined> {
    for (;;) {
      const outcome = await claims.claim(sendId, token);
      if (outcome === 'claimed') return undefined;
      if (outcome !== 'held') return { skipped: outcome };
      await sleep(Math.min(1000, leaseMs / 4), undefined, { signal });
    }
  }

  /**
   * Renews the claim while the attempt runs. A claim lost meanwhile needs no
   * check here: `markSending` refuses to let a message go out without it, and
   * once the mail server has taken the message, the send is this attempt's
   * whatever the claim became.
   */
  function keepClaim(sendId: number, token: string) {
    const timer = setInterval(() => void claims.renew(sendId, token).catch(() => undefined), leaseMs / 3);
    // Renewing is no reason to keep a stopping process alive: its claim lapses, as it should.
    timer.unref();
    return { stop: () => clearInterval(timer) };
  }

  /** Marks a mailed send sent, through a short loss of the database; failing that, MailedNotRecorded. */
  async function recordSent(sendId: number) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await claims.markSent(sendId);
      } catch (error) {
        if (attempt === RECORD_SENT_ATTEMPTS) throw new MailedNotRecorded(`Send ${sendId} was mailed, but recording it failed: ${errorText(error)}`, { cause: error });
        await sleep(RECORD_SENT_PAUSE_MS);
      }
    }
  }

  /** The preview, or, on the last attempt, null when it cannot be drawn: it is a picture of what the link opens, and the e-mail is worth sending without it. */
  async function previewOf(render: RenderRequest, lastAttempt: boolean): Promise<Buffer | null> {
    try {
      return await renderer.screenshot(render);
    } catch (error) {
      if (lastAttempt) return null;
      throw error;
    }
  }

  async function send(sendId: number, token: string, signal: AbortSignal, lastAttempt: boolean) {
    const found = await loadSend(db, sendId);
    // Deleted with its report since it was queued.
    if (!found) return { skipped: 'settled' };
    const { send: row, report, dashboard, company } = found;
    // Archived, or the plan ended, after the send was queued.
    const paused = !dashboard.active ? ARCHIVED_DASHBOARD_MESSAGE : company.state === 'expired' ? PLAN_ENDED_REPORTS_MESSAGE : null;
    if (paused) {
      await claims.markFailed(sendId, token, true, paused);
      return { skipped: 'paused' };
    }
    const view = reportRange(report.dateRange, row.scheduledFor, report.timezone);
    const spec = viewSpec(dashboard, { owner: true, widgets: dashboard.widgets, realTime: false }, view, report.timezone);
    const render = { dashboardId: dashboard.id, audience: spec.audience, printPath: spec.printPath, timezone: report.timezone };
    const pdfFits = dashboard.widgets.length <= config.maxWidgetsForPdf;
    const [preview, pdf] = await Promise.all([report.withPreview ? previewOf(render, lastAttempt) : undefined, report.withPdf && pdfFits ? renderer.render(render) : undefined]);
    signal.throwIfAborted();
    const brand = brandOf(company);
    const message = reportEmail({
      sendId,
      recipients: report.recipients,
      dashboard,
      company: { name: company.name, sender: brand.sender, logoUrl: company.logo ? `${brand.appUrl}${company.logo}` : null },
      dateRange: report.dateRange,
      view,
      appUrl: brand.appUrl,
      productTitle: brand.productTitle,
      defaultFrom: config.mailFrom,
      ...(preview ? { preview } : {}),
      ...(preview === null ? { previewLeftOut: true } : {}),
      ...(pdf ? { pdf: { filename: spec.filename, content: pdf } } : {}),
      ...(report.withPdf && !pdfFits ? { pdfLeftOut: `The PDF is not attached: the dashboard has more than ${config.maxWidgetsForPdf} widgets.` } : {}),
    });
    if (!(await claims.markSending(sendId, token))) throw new ClaimLost(`Send ${sendId} was taken over by another attempt`);
    await mailer.send(message);
    await recordSent(sendId);
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
      // Rendering two views and talking to SMTP (whose timeouts are shorter): a job still running after 10 minutes has hung.
      expireInSeconds: 600,
      heartbeatSeconds: HEARTBEAT_SECONDS,
      deleteAfterSeconds: 7 * 86_400,
    },
    work: {
      concurrency: 1,
      async handler(job: Job<ReportSendJob>) {
        const { sendId } = job.data;
        // The job and its attempt: a retry of the job is a new claimant.
        const token = `${job.id}:${job.retryCount}`;
        const unclaimed = await claimOrWait(sendId, token, job.signal);
        if (unclaimed) return unclaimed;
        const claim = keepClaim(sendId, token);
        try {
          return await send(sendId, token, job.signal, job.retryCount >= retries);
        } catch (error) {
          if (error instanceof ClaimLost) return { skipped: 'held' };
          // Marked for a retry, it would be mailed again: it stays `sending`, recorded `unknown` by the next attempt or the scheduler's tick.
          if (error instanceof MailedNotRecorded) throw error;
          const refused = permanentRefusal(error);
          await claims.markFailed(sendId, token, refused || job.retryCount >= retries, errorText(error));
          if (refused) return { failed: 'refused' };
          throw error;
        } finally {
          claim.stop();
        }
      },
    },
  };
}

/** The mail server refused the message for good (a 5xx reply): every retry would be refused alike. */
const permanentRefusal = (error: unknown): boolean => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);
