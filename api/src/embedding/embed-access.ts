import type { FastifyInstance } from 'fastify';
import { PUBLIC_EMBED, type Dashboard, type EmbedErrorCode, type EmbedParams, type Widget } from '@pulseboard/shared/contracts';
import { orderedRange, orderedView, rangesOverlap, sameDayRange, type DayRange } from '@pulseboard/shared/dates';
import type { DashboardRow } from '../db/schema.js';
import { HttpError, notFound, ValidationFailed } from '../lib/errors.js';
import { verifyEmbedToken } from './embed-token.js';

/** What an embedded viewer is held to: the token's locked parameters (none for a public dashboard embedded without one). */
export interface EmbedAccess {
  params: EmbedParams;
}

export const EMBED_REFUSALS: Record<EmbedErrorCode, string> = {
  'token-invalid': 'This embed link is not valid.',
  'token-expired': 'This embed link has expired.',
  'range-locked': "This embedded dashboard's date range is locked.",
  'site-not-allowed': 'This site is not allowed to show this dashboard.',
  'not-found': 'Not Found',
  failed: 'The dashboard could not be shown.',
};

/** 403 with the reason as a code the embedded page acts on. */
const embedRefused = (code: EmbedErrorCode) => new HttpError(403, EMBED_REFUSALS[code], { code });

/**
 * An embedded viewer of a dashboard (the `x-embed-token` header): always a
 * public viewer, whatever session the browser has. Asked from another site
 * (the script embed's requests carry its Origin), that site must be one the
 * company allowed. Without a token (`public`) the public rules apply, and a
 * password-protected dashboard asks for a signed token instead of its
 * password; with one, any active dashboard of the company opens, the token
 * checked against the company's secret.
 */
export async function embedAccess(app: FastifyInstance, row: DashboardRow, header: string, site: string | null): Promise<EmbedAccess> {
  if (!row.active) throw notFound();
  if (site !== null && !(await app.embedding.allowedSitesOf(row.companyId)).includes(site)) throw embedRefused('site-not-allowed');
  if (header === PUBLIC_EMBED) {
    if (!row.public) throw notFound();
    if (row.passwordHash) throw new ValidationFailed({ password: ['This dashboard is password protected: embed it with a signed token.'] });
    return { params: {} };
  }
  const secret = await app.embedding.secretOf(row.companyId);
  const check = secret ? await verifyEmbedToken(secret, header, row.permalink) : ({ ok: false, code: 'token-invalid' } as const);
  if (!check.ok) throw embedRefused(check.code);
  return { params: check.params };
}

/** The range and comparison a token locks, if it locks a range: without a comparison of its own, the period just before. */
function lockedView(params: EmbedParams): { range: DayRange; compare: DayRange } | null {
  const { startDate, endDate } = params;
  return startDate && endDate ? orderedView({ ...params, startDate, endDate }) : null;
}

/**
 * A historic text card keeps only the dated notes of the locked range: the
 * others are for periods the token does not show. With none in the range it
 * is a plain card (a history holds at least one note).
 */
function withinLockedRange(widget: Widget, range: DayRange): Widget {
  if (widget.nature !== 'passive' || widget.type.name !== 'historic') return widget;
  const articles = widget.type.articles.filter((article) => rangesOverlap(article, range));
  return { ...widget, type: articles.length ? { ...widget.type, articles } : { name: 'plain' } };
}

/**
 * The dashboard as an embedded viewer gets it: a locked range shown as the
 * dashboard's own custom range with the date selector hidden, and only the
 * notes of that range; the token's time zone, and whether the page may
 * change the range.
 */
export function asEmbedded(dashboard: Dashboard, { params }: EmbedAccess): Dashboard {
  const locked = lockedView(params);
  return {
    ...dashboard,
    widgets: locked ? dashboard.widgets.map((widget) => withinLockedRange(widget, locked.range)) : dashboard.widgets,
    ...(locked ? { rangeType: 'custom', startDate: locked.range.startDate, endDate: locked.range.endDate, compareStartDate: locked.compare.startDate, compareEndDate: locked.compare.endDate } : {}),
    hiddenDateSelector: dashboard.hiddenDateSelector || params.hideDateSelector === true || locked !== null,
    timezone: params.timezone ?? dashboard.timezone,
    embed: { rangeLocked: locked !== null },
  };
}

/** Refuses a data request for another range than the one the token locks. */
export function assertWithinLock({ params }: EmbedAccess, range: DayRange, compare: DayRange): void {
  const locked = lockedView(params);
  if (!locked) return;
  if (!sameDayRange(orderedRange(range.startDate, range.endDate), locked.range) || !sameDayRange(orderedRange(compare.startDate, compare.endDate), locked.compare)) throw embedRefused('range-locked');
}
