import {
  apiErrorOf,
  apiExchange,
  apiLines,
  apiRequest,
  dashboardDocumentPath,
  dashboardSchema,
  EMBED_HEADER,
  PUBLIC_DASHBOARD_HEADER,
  PUBLIC_EMBED,
  widgetDataSchema,
  widgetsDataPath,
  type Dashboard,
  type ViewRange,
  type WidgetData,
} from '@pulseboard/shared';

export interface LoadedDashboard {
  dashboard: Dashboard;
  /** The API marked the viewer as public (spec §4): no owner actions, only public widgets. */
  publicView: boolean;
}

/**
 * What a viewer shows the API besides a session: the password token of a
 * protected dashboard (none before the password was given), or the signed
 * token of an embed (none for a public dashboard embedded as it is).
 */
export type ViewerCredential = { kind: 'password'; token: string | null } | { kind: 'embed'; token: string | null };

/** A signed-in member's: the session is all it takes. */
export const SESSION_ONLY: ViewerCredential = { kind: 'password', token: null };

function credentialHeaders(credential: ViewerCredential): Record<string, string> {
  // An embed always says so, token or not: the API then answers as to the public, whoever is signed in.
  if (credential.kind === 'embed') return { [EMBED_HEADER]: credential.token ?? PUBLIC_EMBED };
  return credential.token ? { Authorization: `Bearer ${credential.token}` } : {};
}

/**
 * The dashboard document, validated (and given its defaults) by the shared
 * schema before any widget renders. Rejects with the ApiError of a 404, a
 * 422 (password needed) or an embed's 403.
 */
export async function loadDashboard(permalink: string, credential: ViewerCredential): Promise<LoadedDashboard> {
  const answer = await apiExchange<{ data: unknown }>(dashboardDocumentPath(permalink), { headers: credentialHeaders(credential) });
  return { dashboard: dashboardSchema.parse(answer.body.data), publicView: answer.headers.get(PUBLIC_DASHBOARD_HEADER) === '1' };
}

/** Trades a protected dashboard's password for a viewing token. */
export async function authorizeDashboard(permalink: string, password: string): Promise<string> {
  return (await apiRequest<{ data: { token: string } }>(`${dashboardDocumentPath(permalink)}/authorize`, { method: 'POST', body: { password } })).data.token;
}

/** One widget's answer in a widgets' data request: its data and the hash of the widget it was computed for, or what its own request would have failed with. */
export type WidgetAnswer = { data: WidgetData; hash: string } | { error: unknown };

/** What routes a line to its widget; its data is checked by the widget data schema, on its own, so one widget's bad data fails that widget only. */
interface LineEnvelope {
  widgetId: string;
  status: number;
  hash?: unknown;
  data?: unknown;
  body?: unknown;
}

const isLineEnvelope = (line: unknown): line is LineEnvelope =>
  typeof line === 'object' && line !== null && typeof (line as LineEnvelope).widgetId === 'string' && typeof (line as LineEnvelope).status === 'number';

function answerOf({ status, hash, data, body }: LineEnvelope): WidgetAnswer {
  if (status !== 200) return { error: apiErrorOf(status, body) };
  const parsed = widgetDataSchema.safeParse(data);
  return parsed.success ? { data: parsed.data, hash: String(hash) } : { error: parsed.error };
}

/** Hands each line of a widgets' data answer to `onWidget` as the API sends it. */
function widgetLines(path: string, credential: ViewerCredential, onWidget: (widgetId: string, answer: WidgetAnswer) => void): Promise<void> {
  return apiLines(
    path,
    (line) => {
      if (!isLineEnvelope(line)) throw new Error('A widget data line did not say its widget and status');
      onWidget(line.widgetId, answerOf(line));
    },
    { headers: credentialHeaders(credential) },
  );
}

/**
 * Some widgets' data for the view (at most MAX_WIDGETS_PER_DATA_REQUEST) in
 * one request, each widget's answer handed to `onWidget` as soon as the API
 * sends it. Rejects with the ApiError of a request refused as a whole (the
 * dashboard gone, its password needed, an embed's token expired).
 */
export function loadWidgetsData(permalink: string, widgetIds: string[], view: ViewRange, credential: ViewerCredential, onWidget: (widgetId: string, answer: WidgetAnswer) => void): Promise<void> {
  return widgetLines(widgetsDataPath(permalink, view, { widgetIds }), credential, onWidget);
}

/**
 * The data of a dashboard's first shown widgets (firstShownWidgets), asked
 * for before the view knows their ids: near a first screen of the viewport
 * height if one is given. Answered and refused as loadWidgetsData.
 */
export function loadFirstWidgetsData(
  permalink: string,
  view: ViewRange,
  viewportHeight: number | undefined,
  credential: ViewerCredential,
  onWidget: (widgetId: string, answer: WidgetAnswer) => void,
): Promise<void> {
  return widgetLines(widgetsDataPath(permalink, view, { viewportHeight }), credential, onWidget);
}
