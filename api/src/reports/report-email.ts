import { REPORT_DATE_RANGE_NAMES, type ReportDateRange } from '@pulseboard/shared/contracts';
import { shareQuery, type ViewRange } from '@pulseboard/shared/dates';
import { formatDaySpan, formatPeriod } from '../lib/day-span.js';
import type { MailAttachment, MailMessage } from '../plugins/app/mailer.js';

const PREVIEW_CID = 'dashboard-preview';

export interface ReportEmailInput {
  /** The send it is the e-mail of: every attempt at it carries the same Message-ID. */
  sendId: number;
  recipients: string[];
  /** `public` false: the link opens for the company's members only, and says so. */
  dashboard: { name: string; permalink: string; public: boolean };
  /** The company, and its white-label sender when it is verified and in use. */
  company: { name: string; sender: { from: string; dkim: NonNullable<MailMessage['dkim']> } | null; /** Absolute address of its logo. */ logoUrl: string | null };
  dateRange: ReportDateRange;
  view: ViewRange;
  /** Where links lead: the company's verified white-label domain, or the product. */
  appUrl: string;
  /** Named in the footer; null under the company's own brand. */
  productTitle: string | null;
  /** The product's sender (MAIL_FROM). */
  defaultFrom: string;
  preview?: Buffer;
  pdf?: { filename: string; content: Buffer };
  /** Why the PDF is missing when one was asked for (too many widgets since the report was set up). */
  pdfLeftOut?: string;
  /** The preview was asked for but could not be drawn. */
  previewLeftOut?: boolean;
}

export const PREVIEW_LEFT_OUT = 'The picture of the dashboard could not be drawn this time: the link above opens it.';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
/** A display name inside an address header: quotes and backslashes would end it early. */
const displayName = (name: string) => `"${name.replace(/["\\\r\n]/g, ' ').trim()}"`;

/** The sender: the company's verified white-label address (DKIM-signed), else the product's. */
const senderOf = ({ company, defaultFrom }: Pick<ReportEmailInput, 'company' | 'defaultFrom'>): Pick<MailMessage, 'from' | 'dkim'> =>
  company.sender ? { from: `${displayName(company.name)} <${company.sender.from}>`, dkim: company.sender.dkim } : { from: defaultFrom };

const signature = ({ company, productTitle }: Pick<ReportEmailInput, 'company' | 'productTitle'>) => (productTitle ? `Sent by ${company.name} with ${productTitle}.` : `Sent by ${company.name}.`);

/** The dashboard at the report's range, as the share link opens it. */
const dashboardLink = (appUrl: string, permalink: string, view: ViewRange): string => `${appUrl}/dashboards/${encodeURIComponent(permalink)}?${new URLSearchParams(shareQuery(view)).toString()}`;

/**
 * One Message-ID for every attempt at a send, named at the brand's domain.
 * When the connection fails after the mail server has the whole message but
 * before its answer, the attempt cannot tell whether the message went out,
 * and a retry may deliver it twice (RFC 1047); mail services and clients
 * recognise the second copy by its Message-ID.
 */
const reportMessageId = (sendId: number, appUrl: string): string => `<report-send-${sendId}@${new URL(appUrl).hostname}>`;

/**
 * A report e-mail: the dashboard and period in the subject, a link to the
 * dashboard at that range, the preview inline (cid) and the PDF attached.
 * Plain text carries the same, for clients that show no HTML.
 */
export function reportEmail(input: ReportEmailInput): MailMessage {
  const { dashboard, view, dateRange, preview, pdf, pdfLeftOut, previewLeftOut } = input;
  const period = formatPeriod(view.range);
  const link = dashboardLink(input.appUrl, dashboard.permalink, view);
  const covers = `${REPORT_DATE_RANGE_NAMES[dateRange]}: ${formatDaySpan(view.range)}, compared with ${formatDaySpan(view.compare)}`;
  const attachments: MailAttachment[] = [];
  if (preview) attachments.push({ filename: 'dashboard-preview.png', content: preview, contentType: 'image/png', cid: PREVIEW_CID });
  if (pdf) attachments.push({ filename: pdf.filename, content: pdf.content, contentType: 'application/pdf' });
  const notes = [previewLeftOut ? PREVIEW_LEFT_OUT : null, pdf ? `The report is attached as a PDF (${pdf.filename}).` : null, pdfLeftOut ?? null].filter((note): note is string => note !== null);

  // A client cannot open a dashboard that is not shared publicly: the link is named for whom it opens.
  const linkLabel = dashboard.public ? 'Open the dashboard' : `Open the dashboard (members of ${input.company.name} only)`;
  const text = [`${dashboard.name}: ${period}`, '', covers, '', `${linkLabel}: ${link}`, ...(notes.length ? ['', ...notes] : []), '', signature(input)].join('\n');
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2430">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:640px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<tr><td>
${input.company.logoUrl ? `<img src="${escapeHtml(input.company.logoUrl)}" alt="${escapeHtml(input.company.name)}" height="40" style="height:40px;max-width:200px;display:block;margin:0 0 16px">` : ''}
<h1 style="font-size:20px;margin:0 0 4px">${escapeHtml(dashboard.name)}</h1>
<p style="margin:0 0 16px;color:#5b6270">${escapeHtml(covers)}</p>
${preview ? `<a href="${escapeHtml(link)}"><img src="cid:${PREVIEW_CID}" alt="${escapeHtml(`${dashboard.name}, ${period}`)}" width="592" style="width:100%;max-width:592px;border:1px solid #e3e5ea;border-radius:4px;display:block"></a>` : ''}
<p style="margin:20px 0"><a href="${escapeHtml(link)}" style="background:#3b5bdb;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:4px;display:inline-block">${escapeHtml(linkLabel)}</a></p>
${notes.map((note) => `<p style="margin:0 0 8px;color:#5b6270">${escapeHtml(note)}</p>`).join('\n')}
<p style="margin:16px 0 0;font-size:12px;color:#8a90a0">${escapeHtml(signature(input))}</p>
</td></tr></table></body></html>`;

  return { to: input.recipients, ...senderOf(input), messageId: reportMessageId(input.sendId, input.appUrl), subject: `${dashboard.name}: ${period}`, text, html, attachments };
}
