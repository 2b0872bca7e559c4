import * as z from './zod.js';
import { embedViewSchema } from './embed.js';
import { RANGE_TYPES } from '../dates/ranges.js';
import { timeZoneSchema } from './time-zone.js';
import { calculatedMetricSchema, widgetDataSchema, widgetInstanceSchema } from './widget-data.js';
import { spanCheck, VIEW_RANGE_SPANS, viewRangeFields } from './date-range.js';
import { PASSWORD_MIN_LENGTH } from './auth.js';
import { fileUrlSchema } from './file-url.js';
import { MAX_ROW_ID } from './ids.js';
import { validationErrorBodySchema } from './errors.js';
import { sourceTypeSchema } from './sources.js';
import { widgetsNearFirstScreen } from './dashboard-grid.js';

/** Display formats of spec §3: charts with sub-formats, pie, radar, gauge, table, single-number summary, and passive text cards. */
export const WIDGET_FORMATS = ['chart:line', 'chart:area', 'chart:bar', 'chart:pie', 'chart:radar', 'chart:gauge', 'table', 'summary', 'textCard'] as const;
export const widgetFormatSchema = z.enum(WIDGET_FORMATS);
export type WidgetFormat = z.infer<typeof widgetFormatSchema>;

/** Spec §3: widths 1 to 4 by heights 1 to 3, twelve sizes named like "2x1", listed "1x1" … "4x3", width first. */
export const WIDGET_WIDTHS = [1, 2, 3, 4] as const;
export const WIDGET_HEIGHTS = [1, 2, 3] as const;
export const WIDGET_SIZES = WIDGET_WIDTHS.flatMap((width) => WIDGET_HEIGHTS.map((height) => ({ width, height, name: `${width}x${height}` })));

/** Format options with the spec's defaults: visible grid on charts, no doughnut, no radar labels, gauge 0 to 100. */
export const formatOptionsSchema = z.object({
  visibleGrid: z._default(z.boolean(), true),
  doughnut: z._default(z.boolean(), false),
  visibleLabels: z._default(z.boolean(), false),
  minValue: z._default(z.number(), 0),
  maxValue: z._default(z.number(), 100),
});
export type FormatOptions = z.infer<typeof formatOptionsSchema>;

const widgetBase = {
  id: z.string().check(z.minLength(1)),
  title: z.string().check(z.trim(), z.minLength(1, 'The title field is required.'), z.maxLength(200)),
  width: z.number().check(z.int(), z.gte(1, 'The width must be 1 to 4.'), z.lte(4, 'The width must be 1 to 4.')),
  height: z.number().check(z.int(), z.gte(1, 'The height must be 1 to 3.'), z.lte(3, 'The height must be 1 to 3.')),
  order: z.number().check(z.int(), z.gte(0)),
  /** Changes whenever the widget changes, so views know what to refresh. */
  hash: z.string(),
  realTime: z._default(z.boolean(), false),
  description: z._default(z.string().check(z.maxLength(5000)), ''),
};

/** Spec §9 default widget: 2 wide, 1 high, a table of 15 rows ordered by the dimension, ascending. */
export const DEFAULT_WIDGET = { width: 2, height: 1, format: 'table', rowsLimit: 15, orderBy: { column: 'dimension', dir: 'asc' } } as const;

export const interactiveWidgetSchema = z.object({
  ...widgetBase,
  nature: z.literal('interactive'),
  format: widgetFormatSchema,
  rowsLimit: z._default(z.number().check(z.int(), z.gte(1), z.lte(1000)), DEFAULT_WIDGET.rowsLimit),
  orderBy: z._default(z.object({ column: z.string(), dir: z.enum(['asc', 'desc']) }), { ...DEFAULT_WIDGET.orderBy }),
  /** Show values as shares of their total. */
  percent: z._default(z.boolean(), false),
  hiddenChange: z._default(z.boolean(), false),
  hiddenHighlight: z._default(z.boolean(), false),
  formatOptions: z._default(formatOptionsSchema, formatOptionsSchema.parse({})),
  instances: z.array(widgetInstanceSchema).check(z.minLength(1), z.maxLength(10)),
  calculatedMetrics: z._default(z.array(calculatedMetricSchema).check(z.maxLength(20)), []),
});
export type InteractiveWidget = z.infer<typeof interactiveWidgetSchema>;

const articleSchema = z.object({
  file: z.nullable(fileUrlSchema),
  header: z.string().check(z.maxLength(300)),
  content: z.string().check(z.maxLength(20000)),
  description: z._default(z.string().check(z.maxLength(5000)), ''),
  startDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'The start date is required.')),
  endDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'The end date is required.')),
});

/** Images, headers or articles one passive widget holds at most. */
const MAX_PASSIVE_ITEMS = 50;

/** Passive widgets: no source; a plain text, an uploaded image with text, or a history of dated articles (spec §3). */
export const passiveTypeSchema = z.discriminatedUnion('name', [
  z.object({ name: z.literal('plain') }),
  z.object({
    name: z.literal('upload'),
    file: z.array(fileUrlSchema).check(z.maxLength(MAX_PASSIVE_ITEMS)),
    header: z.array(z.string().check(z.maxLength(300))).check(z.maxLength(MAX_PASSIVE_ITEMS)),
    content: z.array(z.string().check(z.maxLength(20000))).check(z.maxLength(MAX_PASSIVE_ITEMS)),
  }),
  z.object({ name: z.literal('historic'), articles: z.array(articleSchema).check(z.minLength(1), z.maxLength(MAX_PASSIVE_ITEMS)) }),
]);

export const passiveWidgetSchema = z.object({
  ...widgetBase,
  nature: z.literal('passive'),
  format: z._default(z.literal('textCard'), 'textCard'),
  type: passiveTypeSchema,
});
export type PassiveWidget = z.infer<typeof passiveWidgetSchema>;

export const widgetSchema = z.discriminatedUnion('nature', [interactiveWidgetSchema, passiveWidgetSchema]);
export type Widget = z.infer<typeof widgetSchema>;

/**
 * Spec §2: public viewers see only widgets that are passive or have a
 * connected source: each instance's source is one of the company's
 * (`connectedSources`), which a removed source no longer is. Sample data
 * needs no connection, so its instances count as connected.
 */
export const visibleToPublic = (widget: Widget, connectedSources: ReadonlySet<number>): boolean =>
  widget.nature === 'passive' || widget.instances.every((instance) => instance.type === 'demo' || (instance.sourceId !== null && connectedSources.has(instance.sourceId)));

/** The sources a dashboard's widgets read, other than sample data: those whose connection decides what a public viewer sees. */
export const sourcesReadBy = (widgets: readonly Widget[]): number[] => [
  ...new Set(
    widgets.flatMap((widget) => (widget.nature === 'interactive' ? widget.instances.flatMap((instance) => (instance.type !== 'demo' && instance.sourceId !== null ? [instance.sourceId] : [])) : [])),
  ),
];

/** The dashboard themes (spec §3, styles.theme). */
export const dashboardThemeSchema = z.enum(['light', 'dark']);

/** Colour style values that are not valid colours are ignored and the previous value kept (spec §5). */
export const dashboardStylesSchema = z.object({
  backgroundColor: z._default(z.nullable(z.string()), null),
  dashboardBackgroundColor: z._default(z.nullable(z.string()), null),
  color: z._default(z.nullable(z.string()), null),
  theme: z._default(dashboardThemeSchema, 'light'),
  logoImage: z._default(z.nullable(z.string()), null),
  backgroundImage: z._default(z.nullable(z.string()), null),
  clientImage: z._default(z.nullable(z.string()), null),
});
export type DashboardStyles = z.infer<typeof dashboardStylesSchema>;

export const rangeTypeSchema = z.enum(RANGE_TYPES);

/** The stored document of a dashboard, versioned so later shapes can be migrated on read. */
export const DASHBOARD_DOCUMENT_VERSION = 1;

/** A dashboard as GET /api/dashboards/{permalink} answers it (spec §3). */
export const dashboardSchema = z.object({
  id: z.number().check(z.int()),
  permalink: z.string(),
  name: z.string(),
  passwordProtected: z.boolean(),
  public: z.boolean(),
  /** Id of the user holding the edit lock, or null (also once the lock lapsed, and always for public viewers). */
  locked: z.nullable(z.number().check(z.int())),
  /** The lock holder's name, to say who is editing. */
  lockedByName: z.optional(z.nullable(z.string())),
  hiddenDateSelector: z.boolean(),
  footer: z.string(),
  rangeType: rangeTypeSchema,
  startDate: z.nullable(z.string()),
  endDate: z.nullable(z.string()),
  compareStartDate: z.nullable(z.string()),
  compareEndDate: z.nullable(z.string()),
  timezone: z.string(),
  styles: dashboardStylesSchema,
  widgets: z.array(widgetSchema),
  active: z.boolean(),
  /** The viewer owns it (a signed-in member of its company) rather than viewing it publicly. */
  owner: z.boolean(),
  /** The logo of the dashboard's company (Company Settings), shown where the dashboard has none of its own. */
  companyLogo: z.optional(z.nullable(z.string())),
  /** How many times the document was saved: an editor's save says which revision it is based on (a stale one is refused, 409). */
  revision: z.number().check(z.int()),
  /**
   * For its owners: the sequence of the latest editor save recorded (whichever tab made it). An editor numbers its
   * saves above it, so a tab reloaded after the computer's clock went back is not taken for an earlier one of its own.
   */
  saveSequence: z.optional(z.nullable(z.number())),
  /** For an embedded viewer: what its embed token holds it to (a signed token's locked range shows as the dashboard's custom range). */
  embed: z.optional(z.nullable(embedViewSchema)),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** One row of the dashboards list. */
export const dashboardSummarySchema = z.object({
  id: z.number().check(z.int()),
  permalink: z.string(),
  name: z.string(),
  active: z.boolean(),
  public: z.boolean(),
  passwordProtected: z.boolean(),
  widgetsCount: z.number().check(z.int()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** GET /api/dashboards query (spec §7: "with query params"). */
export const dashboardListQuerySchema = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  status: z._default(z.enum(['active', 'archived']), 'active'),
  sort: z._default(z.enum(['name', 'created', 'updated']), 'updated'),
  dir: z._default(z.enum(['asc', 'desc']), 'desc'),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  perPage: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 24),
});

export const dashboardListSchema = z.object({
  data: z.array(dashboardSummarySchema),
  meta: z.object({ page: z.number().check(z.int()), perPage: z.number().check(z.int()), total: z.number().check(z.int()), lastPage: z.number().check(z.int()) }),
});

/** A dashboard's name, as created and as saved. */
export const MAX_DASHBOARD_NAME_LENGTH = 200;
export const dashboardNameSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'The name field is required.'), z.maxLength(MAX_DASHBOARD_NAME_LENGTH, `The name may not be longer than ${MAX_DASHBOARD_NAME_LENGTH} characters.`));

/** POST /api/dashboards: a name and, optionally, the template to start from. */
export const dashboardCreateSchema = z.object({
  name: dashboardNameSchema,
  template: z.optional(z.string().check(z.maxLength(100))),
  /** A template of a source type: the company's source of that type it reports on, and the source's account (property). */
  sourceId: z.optional(z.coerce.number<string | number>().check(z.int(), z.positive('Choose a source.'), z.lte(MAX_ROW_ID, 'Choose a source.'))),
  property: z.optional(z.string().check(z.maxLength(300))),
  /** The creator's time zone; the dashboard's days are counted in it. */
  timezone: z.optional(timeZoneSchema),
});
export type DashboardCreateInput = z.input<typeof dashboardCreateSchema>;

/** The templates a new dashboard can start from (GET /api/dashboards/templates). */
export const dashboardTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  widgetsCount: z.number().check(z.int()),
  /** The source type its widgets read; null: the company's sample data. */
  sourceType: z.nullable(sourceTypeSchema),
});

/** A dashboard's own password, which visitors of its link are asked for. */
const dashboardPasswordSchema = z.string().check(z.minLength(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`), z.maxLength(200));

/** What the API says back when a dashboard's password is typed twice differently. */
export const DASHBOARD_PASSWORD_MISMATCH = 'The password confirmation does not match.';

/**
 * PUT /api/dashboards/{id} (spec §7): a new permalink, the password (set with
 * new_password and its confirmation in password; null removes it), or the
 * public flag.
 */
export const dashboardUpdateSchema = z.union([
  z.object({ category: z.literal('refresh_permalink') }),
  z.object({ new_password: z.nullable(dashboardPasswordSchema), password: z.optional(z.string()) }),
  z.object({ public: z.boolean() }),
]);
export type DashboardUpdate = z.infer<typeof dashboardUpdateSchema>;

/** The sharing settings form's password part: the new password, and its confirmation in `password`, as the update takes them. */
export const dashboardPasswordFormSchema = z.object({ new_password: dashboardPasswordSchema, password: z.string().check(z.maxLength(200)) }).check(
  z.superRefine((value, ctx) => {
    if (value.new_password !== value.password) ctx.addIssue({ code: 'custom', path: ['password'], message: DASHBOARD_PASSWORD_MISMATCH });
  }),
);
export type DashboardPasswordForm = z.infer<typeof dashboardPasswordFormSchema>;

/** How a dashboard is shared, as PUT /api/dashboards/{id} answers it after any of its changes. */
export const dashboardSharingSchema = z.object({ permalink: z.string(), passwordProtected: z.boolean(), public: z.boolean() });
export type DashboardSharing = z.infer<typeof dashboardSharingSchema>;

/** Header on a dashboard answer when the viewer sees it as the public does (spec §4). */
export const PUBLIC_DASHBOARD_HEADER = 'x-dashboard-public';

/** POST /api/dashboards/{permalink}/authorize: the password of a protected dashboard, for a token sent as `Authorization: Bearer`. */
export const dashboardAuthorizeSchema = z.object({ password: z.string().check(z.minLength(1, 'Enter the password.'), z.maxLength(200, 'The password may not be longer than 200 characters.')) });

/** How many widgets one data request may name: a screenful, or a quarter of a big print view. */
export const MAX_WIDGETS_PER_DATA_REQUEST = 25;

/**
 * A dashboard's widgets in the two sets its screen shows apart (spec §2),
 * in the order it shows them: the real-time set, then the normal one.
 */
export function realTimeAndNormal(widgets: readonly Widget[]): [realTime: Widget[], normal: Widget[]] {
  return [widgets.filter((widget) => widget.realTime), widgets.filter((widget) => !widget.realTime)];
}

/**
 * The widgets a data request naming none answers for: of the widgets the
 * viewer sees, those with data, in the order the dashboard shows them (the
 * real-time ones first, spec §2), up to MAX_WIDGETS_PER_DATA_REQUEST. With a
 * viewport height, only those the layout puts near a first screen of that
 * height (widgetsNearFirstScreen): what a report view draws first.
 */
export function firstShownWidgets(widgets: readonly Widget[], viewportHeight?: number): InteractiveWidget[] {
  const sets = realTimeAndNormal(widgets);
  const shown = viewportHeight === undefined ? sets.flat() : widgetsNearFirstScreen(sets, viewportHeight);
  return shown.filter((widget): widget is InteractiveWidget => widget.nature === 'interactive').slice(0, MAX_WIDGETS_PER_DATA_REQUEST);
}

const widgetIdParamSchema = z.string().check(z.minLength(1, 'Name each widget by its id.'), z.maxLength(100));

/** The tallest viewport a data request's first screen is told for, in CSS pixels: a portrait 8K screen. */
export const MAX_VIEWPORT_HEIGHT_PX = 8000;
const VIEWPORT_HEIGHT_ERROR = `Give the viewport's height in whole pixels, from 1 to ${MAX_VIEWPORT_HEIGHT_PX}.`;

/**
 * GET /api/dashboards/{permalink}/widgets/data: the data of the widgets named
 * by `widget` (repeated, up to MAX_WIDGETS_PER_DATA_REQUEST) for the view's
 * range (and comparison), in the dashboard's time zone. Without `widget`, the
 * first MAX_WIDGETS_PER_DATA_REQUEST widgets with data that the viewer sees,
 * in the order the dashboard shows them, or with `viewportHeight` those near
 * a first screen of that height (firstShownWidgets): what a view asks for
 * beside the document, before it knows the widgets' ids.
 */
export const dashboardWidgetsDataQuerySchema = z
  .object({
    ...viewRangeFields,
    widget: z.optional(
      z.union([widgetIdParamSchema, z.array(widgetIdParamSchema).check(z.minLength(1), z.maxLength(MAX_WIDGETS_PER_DATA_REQUEST))], {
        error: ({ input }) => (Array.isArray(input) && input.length > MAX_WIDGETS_PER_DATA_REQUEST ? `At most ${MAX_WIDGETS_PER_DATA_REQUEST} widgets at a time.` : 'Name each widget by its id.'),
      }),
    ),
    viewportHeight: z.optional(
      z.coerce.number({ error: VIEWPORT_HEIGHT_ERROR }).check(z.int(VIEWPORT_HEIGHT_ERROR), z.gte(1, VIEWPORT_HEIGHT_ERROR), z.lte(MAX_VIEWPORT_HEIGHT_PX, VIEWPORT_HEIGHT_ERROR)),
    ),
  })
  .check(
    z.superRefine(spanCheck(VIEW_RANGE_SPANS)),
    z.superRefine(({ widget, viewportHeight }, context) => {
      if (widget !== undefined && viewportHeight !== undefined) {
        context.addIssue({ code: 'custom', path: ['viewportHeight'], message: 'A viewport height goes only with a request that names no widget.' });
      }
    }),
  );

/** Where the widgets' data come as they are ready, one JSON document a line (newline-delimited JSON). */
export const WIDGETS_DATA_CONTENT_TYPE = 'application/x-ndjson';

/**
 * A line of that answer: one widget's data with the hash of the widget it was
 * computed for (a view that asked before it had the document tells by it that
 * the widget has not changed since), or why it has none with the status and
 * body its own request would have had (404 for a widget the viewer may not
 * see, 422 for a query that cannot run).
 */
export const widgetDataLineSchema = z.union([
  z.object({ widgetId: z.string(), hash: z.string(), status: z.literal(200), data: widgetDataSchema }),
  z.object({
    widgetId: z.string(),
    status: z.number().check(z.int(), z.gte(400), z.lte(599)),
    // Every error answer's body: a message, and per-field messages for a 422.
    body: z.partial(validationErrorBodySchema, { errors: true }),
  }),
]);
export type WidgetDataLine = z.infer<typeof widgetDataLineSchema>;
