import * as z from './zod.js';
import { embedViewSchema } from './embed.js';
import { RANGE_TYPES } from '../dates/ranges.js';
import { timeZoneSchema } from './time-zone.js';
import { calculatedMetricSchema, widgetDataSchema, widgetInstanceSchema } from './widget-data.js';
import { spanCheck, VIEW_RANGE_SPANS, viewRangeFields } from './date-range.js';
import { PASSWORD_MIN_LENGTH } from './auth.js';
import { fileUrlSchema } from './file-url.js';
import { validationErrorBodySchema } from './errors.js';
import { sourceTypeSchema } from './sources.js';

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
  visibleGrid: z.boolean().default(true),
  doughnut: z.boolean().default(false),
  visibleLabels: z.boolean().default(false),
  minValue: z.number().default(0),
  maxValue: z.number().default(100),
});
export type FormatOptions = z.infer<typeof formatOptionsSchema>;

const widgetBase = {
  id: z.string().min(1),
  title: z.string().trim().min(1, 'The title field is required.').max(200),
  width: z.number().int().min(1, 'The width must be 1 to 4.').max(4, 'The width must be 1 to 4.'),
  height: z.number().int().min(1, 'The height must be 1 to 3.').max(3, 'The height must be 1 to 3.'),
  order: z.number().int().min(0),
  /** Changes whenever the widget changes, so views know what to refresh. */
  hash: z.string(),
  realTime: z.boolean().default(false),
  description: z.string().max(5000).default(''),
};

/** Spec §9 default widget: 2 wide, 1 high, a table of 15 rows ordered by the dimension, ascending. */
export const DEFAULT_WIDGET = { width: 2, height: 1, format: 'table', rowsLimit: 15, orderBy: { column: 'dimension', dir: 'asc' } } as const;

export const interactiveWidgetSchema = z.object({
  ...widgetBase,
  nature: z.literal('interactive'),
  format: widgetFormatSchema,
  rowsLimit: z.number().int().min(1).max(1000).default(DEFAULT_WIDGET.rowsLimit),
  orderBy: z.object({ column: z.string(), dir: z.enum(['asc', 'desc']) }).default({ ...DEFAULT_WIDGET.orderBy }),
  /** Show values as shares of their total. */
  percent: z.boolean().default(false),
  hiddenChange: z.boolean().default(false),
  hiddenHighlight: z.boolean().default(false),
  formatOptions: formatOptionsSchema.default(formatOptionsSchema.parse({})),
  instances: z.array(widgetInstanceSchema).min(1).max(10),
  calculatedMetrics: z.array(calculatedMetricSchema).max(20).default([]),
});
export type InteractiveWidget = z.infer<typeof interactiveWidgetSchema>;

const articleSchema = z.object({
  file: fileUrlSchema.nullable(),
  header: z.string().max(300),
  content: z.string().max(20000),
  description: z.string().max(5000).default(''),
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'The start date is required.'),
  endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'The end date is required.'),
});

/** Images, headers or articles one passive widget holds at most. */
const MAX_PASSIVE_ITEMS = 50;

/** Passive widgets: no source; a plain text, an uploaded image with text, or a history of dated articles (spec §3). */
export const passiveTypeSchema = z.discriminatedUnion('name', [
  z.object({ name: z.literal('plain') }),
  z.object({
    name: z.literal('upload'),
    file: z.array(fileUrlSchema).max(MAX_PASSIVE_ITEMS),
    header: z.array(z.string().max(300)).max(MAX_PASSIVE_ITEMS),
    content: z.array(z.string().max(20000)).max(MAX_PASSIVE_ITEMS),
  }),
  z.object({ name: z.literal('historic'), articles: z.array(articleSchema).min(1).max(MAX_PASSIVE_ITEMS) }),
]);

export const passiveWidgetSchema = z.object({
  ...widgetBase,
  nature: z.literal('passive'),
  format: z.literal('textCard').default('textCard'),
  type: passiveTypeSchema,
});
export type PassiveWidget = z.infer<typeof passiveWidgetSchema>;

export const widgetSchema = z.discriminatedUnion('nature', [interactiveWidgetSchema, passiveWidgetSchema]);
export type Widget = z.infer<typeof widgetSchema>;

/**
 * Spec §2: public viewers see only widgets that are passive or have a
 * connected source. Sample data needs no connection, so its instances count
 * as connected.
 */
export const visibleToPublic = (widget: Widget): boolean => widget.nature === 'passive' || widget.instances.every((instance) => instance.type === 'demo' || instance.sourceId !== null);

/** The dashboard themes (spec §3, styles.theme). */
export const dashboardThemeSchema = z.enum(['light', 'dark']);

/** Colour style values that are not valid colours are ignored and the previous value kept (spec §5). */
export const dashboardStylesSchema = z.object({
  backgroundColor: z.string().nullable().default(null),
  dashboardBackgroundColor: z.string().nullable().default(null),
  color: z.string().nullable().default(null),
  theme: dashboardThemeSchema.default('light'),
  logoImage: z.string().nullable().default(null),
  backgroundImage: z.string().nullable().default(null),
  clientImage: z.string().nullable().default(null),
});
export type DashboardStyles = z.infer<typeof dashboardStylesSchema>;

export const rangeTypeSchema = z.enum(RANGE_TYPES);

/** The stored document of a dashboard, versioned so later shapes can be migrated on read. */
export const DASHBOARD_DOCUMENT_VERSION = 1;

/** A dashboard as GET /api/dashboards/{permalink} answers it (spec §3). */
export const dashboardSchema = z.object({
  id: z.number().int(),
  permalink: z.string(),
  name: z.string(),
  passwordProtected: z.boolean(),
  public: z.boolean(),
  /** Id of the user holding the edit lock, or null (also once the lock lapsed, and always for public viewers). */
  locked: z.number().int().nullable(),
  /** The lock holder's name, to say who is editing. */
  lockedByName: z.string().nullable().optional(),
  hiddenDateSelector: z.boolean(),
  footer: z.string(),
  rangeType: rangeTypeSchema,
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  compareStartDate: z.string().nullable(),
  compareEndDate: z.string().nullable(),
  timezone: z.string(),
  styles: dashboardStylesSchema,
  widgets: z.array(widgetSchema),
  active: z.boolean(),
  /** The viewer owns it (a signed-in member of its company) rather than viewing it publicly. */
  owner: z.boolean(),
  /** The logo of the dashboard's company (Company Settings), shown where the dashboard has none of its own. */
  companyLogo: z.string().nullable().optional(),
  /** How many times the document was saved: an editor's save says which revision it is based on (a stale one is refused, 409). */
  revision: z.number().int(),
  /** For an embedded viewer: what its embed token holds it to (a signed token's locked range shows as the dashboard's custom range). */
  embed: embedViewSchema.nullable().optional(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** One row of the dashboards list. */
export const dashboardSummarySchema = z.object({
  id: z.number().int(),
  permalink: z.string(),
  name: z.string(),
  active: z.boolean(),
  public: z.boolean(),
  passwordProtected: z.boolean(),
  widgetsCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** GET /api/dashboards query (spec §7: "with query params"). */
export const dashboardListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(['active', 'archived']).default('active'),
  sort: z.enum(['name', 'created', 'updated']).default('updated'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(24),
});

export const dashboardListSchema = z.object({
  data: z.array(dashboardSummarySchema),
  meta: z.object({ page: z.number().int(), perPage: z.number().int(), total: z.number().int(), lastPage: z.number().int() }),
});

/** A dashboard's name, as created and as saved. */
export const dashboardNameSchema = z.string().trim().min(1, 'The name field is required.').max(200, 'The name may not be longer than 200 characters.');

/** POST /api/dashboards: a name and, optionally, the template to start from. */
export const dashboardCreateSchema = z.object({
  name: dashboardNameSchema,
  template: z.string().max(100).optional(),
  /** A template of a source type: the company's source of that type it reports on, and the source's account (property). */
  sourceId: z.coerce.number<string | number>().int().positive('Choose a source.').optional(),
  property: z.string().max(300).optional(),
  /** The creator's time zone; the dashboard's days are counted in it. */
  timezone: timeZoneSchema.optional(),
});
export type DashboardCreateInput = z.input<typeof dashboardCreateSchema>;

/** The templates a new dashboard can start from (GET /api/dashboards/templates). */
export const dashboardTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  widgetsCount: z.number().int(),
  /** The source type its widgets read; null: the company's sample data. */
  sourceType: sourceTypeSchema.nullable(),
});

/**
 * PUT /api/dashboards/{id} (spec §7): a new permalink, the password (set with
 * new_password and its confirmation in password; null removes it), or the
 * public flag.
 */
export const dashboardUpdateSchema = z.union([
  z.object({ category: z.literal('refresh_permalink') }),
  z.object({ new_password: z.string().min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`).max(200).nullable(), password: z.string().optional() }),
  z.object({ public: z.boolean() }),
]);

/** Header on a dashboard answer when the viewer sees it as the public does (spec §4). */
export const PUBLIC_DASHBOARD_HEADER = 'x-dashboard-public';

/** POST /api/dashboards/{permalink}/authorize: the password of a protected dashboard, for a token sent as `Authorization: Bearer`. */
export const dashboardAuthorizeSchema = z.object({ password: z.string().min(1, 'Enter the password.').max(200, 'The password may not be longer than 200 characters.') });

/** How many widgets one data request may name: a screenful, or a quarter of a big print view. */
export const MAX_WIDGETS_PER_DATA_REQUEST = 25;

const widgetIdParamSchema = z.string().min(1).max(100);

/**
 * GET /api/dashboards/{permalink}/widgets/data: the data of the widgets named
 * by `widget` (repeated, up to MAX_WIDGETS_PER_DATA_REQUEST) for the view's
 * range (and comparison), in the dashboard's time zone.
 */
export const dashboardWidgetsDataQuerySchema = z
  .object({
    ...viewRangeFields,
    widget: z.union([widgetIdParamSchema, z.array(widgetIdParamSchema).min(1).max(MAX_WIDGETS_PER_DATA_REQUEST)], {
      error: ({ input }) => (Array.isArray(input) && input.length > MAX_WIDGETS_PER_DATA_REQUEST ? `At most ${MAX_WIDGETS_PER_DATA_REQUEST} widgets at a time.` : 'Name each widget by its id.'),
    }),
  })
  .superRefine(spanCheck(VIEW_RANGE_SPANS));

/** Where the widgets' data come as they are ready, one JSON document a line (newline-delimited JSON). */
export const WIDGETS_DATA_CONTENT_TYPE = 'application/x-ndjson';

/**
 * A line of that answer: one widget's data, or why it has none with the
 * status and body its own request would have had (404 for a widget the
 * viewer may not see, 422 for a query that cannot run).
 */
export const widgetDataLineSchema = z.union([
  z.object({ widgetId: z.string(), status: z.literal(200), data: widgetDataSchema }),
  z.object({
    widgetId: z.string(),
    status: z.number().int().min(400).max(599),
    // Every error answer's body: a message, and per-field messages for a 422.
    body: validationErrorBodySchema.partial({ errors: true }),
  }),
]);
export type WidgetDataLine = z.infer<typeof widgetDataLineSchema>;
