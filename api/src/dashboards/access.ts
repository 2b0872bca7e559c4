import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DashboardRow } from '../db/schema.js';
import { notFound, ValidationFailed } from '../lib/errors.js';
import { EMBED_HEADER, sourcesReadBy, visibleToPublic, type Widget } from '@pulseboard/shared/contracts';
import { verifyDashboardToken } from './password-token.js';
import { outsiderHash } from './widget-hash.js';
import { RENDER_COOKIE, verifyRenderToken } from '../pdf/render-token.js';
import { embedAccess, type EmbedAccess } from '../embedding/embed-access.js';
import { viewsAsMember } from '../users/consents.js';

export interface DashboardView {
  row: DashboardRow;
  /** A signed-in member of the dashboard's company; everyone else views it publicly. */
  owner: boolean;
  /** The widgets this viewer sees (spec §2): all of them for the owner. */
  widgets: Widget[];
  /** Set for a viewer of an embed, with what its token holds it to. */
  embed?: EmbedAccess;
}

/** The password token: `Authorization: Bearer`, or `x-authorization` as the PDF requests send the session's (spec §7). */
const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization ?? request.headers['x-authorization'];
  return /^(?:Bearer\s+)?(\S+)$/i.exec(typeof header === 'string' ? header.trim() : '')?.[1];
};

/** The site a request comes from when it is not this one (a script embed's requests carry their page's Origin). */
function otherSite(request: FastifyRequest): string | null {
  const { origin } = request.headers;
  return origin && origin !== `${request.protocol}://${request.host}` ? origin : null;
}

/**
 * Who may see a dashboard by its permalink (spec §4, §6): members of its
 * company always (once they have given both consents, see viewsAsMember); anyone else only while it is public and active, and, when
 * it has a password, with a token from the password (422 until then, so the
 * page asks for it). A private dashboard is simply not found. The PDF
 * renderer's browser views it as the viewer it renders for, by its render
 * cookie (pdf/render-token.ts). An embed's requests say so by their header
 * and view it publicly, with their token's access (embedding/embed-access.ts).
 */
export async function viewDashboard(app: FastifyInstance, request: FastifyRequest, permalink: string): Promise<DashboardView> {
  const row = await app.dashboards.findByPermalink(permalink);
  if (!row) throw notFound();
  const embedHeader = request.headers[EMBED_HEADER];
  if (typeof embedHeader === 'string') return { ...(await publicView(app, row)), embed: await embedAccess(app, row, embedHeader, otherSite(request)) };
  if (viewsAsMember(request.user, row.companyId)) return ownerView(row);
  const rendering = verifyRenderToken(app.config.appKey, request.cookies[RENDER_COOKIE], row.id);
  if (rendering) return rendering === 'owner' ? ownerView(row) : publicView(app, row);
  if (!row.public || !row.active) throw notFound();
  if (row.passwordHash && !verifyDashboardToken(app.config.appKey, bearer(request), row.id, row.passwordHash)) {
    throw new ValidationFailed({ password: ['This dashboard is password protected. Enter its password to view it.'] });
  }
  return publicView(app, row);
}

/** What a member of the dashboard's company sees: all of it. */
export const ownerView = (row: DashboardRow): DashboardView => ({ row, owner: true, widgets: row.widgets });

/**
 * The public part of the dashboard: a widget reading a source the company has removed since is left out with the
 * unconnected ones, and each widget's hash is the outsiders' one, in the document and in its data alike.
 */
async function publicView(app: FastifyInstance, row: DashboardRow): Promise<DashboardView> {
  const connected = await app.sources.connectedAmong(sourcesReadBy(row.widgets), row.companyId);
  const widgets = row.widgets.filter((widget) => visibleToPublic(widget, connected));
  return { row, owner: false, widgets: widgets.map((widget) => ({ ...widget, hash: outsiderHash(app.config.appKey, widget.hash) })) };
}

/** A dashboard of the company; another company's answers 404 like a missing one (tenant isolation). */
export async function ownDashboard(app: FastifyInstance, companyId: number, id: number): Promise<DashboardRow> {
  const row = await app.dashboards.findInCompany(id, companyId);
  if (!row) throw notFound();
  return row;
}
