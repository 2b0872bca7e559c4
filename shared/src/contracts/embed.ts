import * as z from './zod.js';
import { reportingDaySchema, spanCheck } from './date-range.js';
import { timeZoneSchema } from './time-zone.js';

/**
 * Embedding a dashboard on another site (an iframe of `/embed/dashboards/{permalink}`):
 * the signed token an agency's server makes, the company's embedding settings,
 * and the typed messages between the embedded dashboard and the page around it.
 */

/** The page path of an embedded dashboard; its token travels in the URL fragment (`#token=…`), never to a server log or a cookie. */
export const EMBED_PATH_PREFIX = '/embed/dashboards/';
export const embedPath = (permalink: string) => `${EMBED_PATH_PREFIX}${encodeURIComponent(permalink)}`;

/** The header an embedded dashboard's requests carry: the signed token, or `public` for a public dashboard embedded without one. */
export const EMBED_HEADER = 'x-embed-token';
export const PUBLIC_EMBED = 'public';

/** Sites a company may list, and the longest token a request may carry. */
export const MAX_EMBED_SITES = 20;
export const MAX_EMBED_TOKEN_LENGTH = 4096;

/**
 * What a signed token may fix for its viewer. A range given is locked (the
 * date selector is hidden and other ranges refused); a comparison needs a
 * range. `hideDateSelector` hides the selector while the page may still set
 * the range (`setRange`).
 */
export const embedParamsSchema = z
  .strictObject({
    startDate: z.optional(reportingDaySchema),
    endDate: z.optional(reportingDaySchema),
    compareStartDate: z.optional(reportingDaySchema),
    compareEndDate: z.optional(reportingDaySchema),
    timezone: z.optional(timeZoneSchema),
    hideDateSelector: z.optional(z.boolean()),
  })
  .check(
    z.superRefine(
      spanCheck([
        ['startDate', 'endDate'],
        ['compareStartDate', 'compareEndDate'],
      ]),
    ),
    z.superRefine((params, context) => {
      if ((params.startDate === undefined) !== (params.endDate === undefined)) context.addIssue({ code: 'custom', path: ['endDate'], message: 'Give both startDate and endDate, or neither.' });
      if ((params.compareStartDate === undefined) !== (params.compareEndDate === undefined)) {
        context.addIssue({ code: 'custom', path: ['compareEndDate'], message: 'Give both compareStartDate and compareEndDate, or neither.' });
      }
      if (params.compareStartDate !== undefined && params.startDate === undefined) context.addIssue({ code: 'custom', path: ['compareStartDate'], message: 'A comparison needs a locked range.' });
    }),
  );
export type EmbedParams = z.infer<typeof embedParamsSchema>;

/**
 * The claims of an embed token (a JWT signed HS256 with the company's embed
 * secret): the dashboard it opens, its locked parameters, and an expiry,
 * which is required.
 */
export const embedClaimsSchema = z.object({
  resource: z.strictObject({ dashboard: z.string().check(z.minLength(1), z.maxLength(64)) }),
  params: z._default(embedParamsSchema, {}),
  exp: z.number().check(z.int()),
});
export type EmbedClaims = z.infer<typeof embedClaimsSchema>;

/** What the embedded viewer is held to, in the dashboard answer of an embed request. */
export const embedViewSchema = z.object({ rangeLocked: z.boolean() });
export type EmbedView = z.infer<typeof embedViewSchema>;

/** Why an embedded dashboard does not show: the page's `error` event and the API's 403 carry one. */
export const EMBED_ERROR_CODES = ['token-invalid', 'token-expired', 'range-locked', 'site-not-allowed', 'not-found', 'failed'] as const;
export type EmbedErrorCode = (typeof EMBED_ERROR_CODES)[number];

const siteMessage = 'Give a site as its address, such as https://www.client.com.';

/** One site allowed to embed: an http(s) origin, without path, query or credentials; kept as its origin. */
export const embedSiteSchema = z.pipe(
  z.string().check(z.trim(), z.minLength(1, siteMessage), z.maxLength(200, 'A site address may not be longer than 200 characters.')),
  z.transform((value, context) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      context.issues.push({ code: 'custom', message: siteMessage, input: value });
      return z.NEVER;
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) {
      context.issues.push({ code: 'custom', message: siteMessage, input: value });
      return z.NEVER;
    }
    return url.origin;
  }),
);

/** PUT /api/company/embedding: the sites allowed to embed the company's dashboards. */
export const embeddingSitesInputSchema = z.object({
  allowedSites: z.array(embedSiteSchema).check(z.maxLength(MAX_EMBED_SITES, `At most ${MAX_EMBED_SITES} sites may embed dashboards.`)),
});
export type EmbeddingSitesInput = z.input<typeof embeddingSitesInputSchema>;

/** GET /api/company/embedding (admins): the secret tokens are signed with, and the allowed sites. */
export const embeddingSettingsSchema = z.object({
  secret: z.string(),
  allowedSites: z.array(z.string()),
});
export type EmbeddingSettings = z.infer<typeof embeddingSettingsSchema>;

/**
 * Messages between an embedded dashboard and the page around it, sent with
 * `postMessage`: one envelope, namespaced so a page's other messages are
 * ignored, and versioned so a page written for one version can tell a newer
 * frame apart. Adding an event means adding it here.
 */
export const EMBED_MESSAGE_NAMESPACE = 'pulseboard:embed';
export const EMBED_MESSAGE_VERSION = 1;

const rangePayloadSchema = z.object({ startDate: reportingDaySchema, endDate: reportingDaySchema, compareStartDate: reportingDaySchema, compareEndDate: reportingDaySchema });

/** From the embedded dashboard to the page. */
export const embedEventSchemas = {
  /** The dashboard is shown; its range and whether the page may change it. */
  ready: z.object({ permalink: z.string(), range: rangePayloadSchema, rangeLocked: z.boolean() }),
  /** The viewer (or `setRange`) changed the range. */
  rangeChange: rangePayloadSchema,
  /** The dashboard cannot be shown, or refused a command. */
  error: z.object({ code: z.enum(EMBED_ERROR_CODES), message: z.string() }),
  /** The content's size changed (the frame follows it by itself where the page loaded embed.js). */
  resize: z.object({ width: z.number().check(z.nonnegative()), height: z.number().check(z.nonnegative()) }),
} as const;

/** From the page to the embedded dashboard. */
export const embedCommandSchemas = {
  /** Show another range; refused with an `error` when the token locks the range. A missing comparison is the preceding period. */
  setRange: z.object({ startDate: reportingDaySchema, endDate: reportingDaySchema, compareStartDate: z.optional(reportingDaySchema), compareEndDate: z.optional(reportingDaySchema) }),
} as const;

export type EmbedEventName = keyof typeof embedEventSchemas;
export type EmbedEventMap = { [K in EmbedEventName]: z.infer<(typeof embedEventSchemas)[K]> };
export type EmbedCommandName = keyof typeof embedCommandSchemas;
export type EmbedCommandMap = { [K in EmbedCommandName]: z.infer<(typeof embedCommandSchemas)[K]> };

export interface EmbedMessage<Name extends string, Payload> {
  namespace: typeof EMBED_MESSAGE_NAMESPACE;
  version: typeof EMBED_MESSAGE_VERSION;
  type: Name;
  payload: Payload;
}

/** An event as the embedded dashboard posts it; the payload is checked against the map first. */
export function embedEvent<K extends EmbedEventName>(type: K, payload: EmbedEventMap[K]): EmbedMessage<K, EmbedEventMap[K]> {
  return { namespace: EMBED_MESSAGE_NAMESPACE, version: EMBED_MESSAGE_VERSION, type, payload: embedEventSchemas[type].parse(payload) as EmbedEventMap[K] };
}

const envelopeSchema = z.object({ namespace: z.literal(EMBED_MESSAGE_NAMESPACE), version: z.literal(EMBED_MESSAGE_VERSION), type: z.string(), payload: z.unknown() });

function readMessage<Schemas extends Record<string, z.ZodType>>(schemas: Schemas, data: unknown) {
  const envelope = envelopeSchema.safeParse(data);
  if (!envelope.success || !Object.hasOwn(schemas, envelope.data.type)) return null;
  const type = envelope.data.type as keyof Schemas & string;
  const payload = (schemas[type] as z.ZodType).safeParse(envelope.data.payload);
  return payload.success ? { type, payload: payload.data } : null;
}

/** A message the page received, if it is a valid event of this version; anything else is null. */
export const readEmbedEvent = (data: unknown) => readMessage(embedEventSchemas, data) as { [K in EmbedEventName]: { type: K; payload: EmbedEventMap[K] } }[EmbedEventName] | null;

/** A message the embedded dashboard received, if it is a valid command of this version. */
export const readEmbedCommand = (data: unknown) => readMessage(embedCommandSchemas, data) as { [K in EmbedCommandName]: { type: K; payload: EmbedCommandMap[K] } }[EmbedCommandName] | null;

/** A command as the page posts it. */
export function embedCommand<K extends EmbedCommandName>(type: K, payload: EmbedCommandMap[K]): EmbedMessage<K, EmbedCommandMap[K]> {
  return { namespace: EMBED_MESSAGE_NAMESPACE, version: EMBED_MESSAGE_VERSION, type, payload: embedCommandSchemas[type].parse(payload) as EmbedCommandMap[K] };
}

/**
 * The script embed: what a `<pulseboard-dashboard>` element gives the
 * dashboards remote's `./parcel` as single-spa custom props. Its events and
 * commands are the frame's, handed over in the page instead of posted.
 */
export interface EmbedParcelProps {
  permalink: string;
  /** The signed token, or null for a public dashboard. */
  token: string | null;
  /** The app's origin, where the dashboard's requests and files are: not the page's. */
  apiOrigin: string;
  /** Tells the page an event (the element dispatches it). */
  emit: <K extends EmbedEventName>(type: K, payload: EmbedEventMap[K]) => void;
  /** The page's commands, each an envelope as a frame receives it (checked by the parcel); returns the way to stop hearing them. */
  onCommand: (listener: (message: unknown) => void) => () => void;
}
