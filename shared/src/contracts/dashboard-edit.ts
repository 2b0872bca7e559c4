import * as z from './zod.js';
import { reportingDayProblem, spanCheck } from './date-range.js';
import { DASHBOARD_DOCUMENT_VERSION, dashboardNameSchema, dashboardSchema, dashboardThemeSchema, rangeTypeSchema, widgetSchema } from './dashboard.js';
import { fileUrlSchema } from './file-url.js';
import { timeZoneSchema } from './time-zone.js';

/**
 * Editing a dashboard (spec §7): the save form of POST /api/dashboards/{id},
 * the edit lock of POST/DELETE /api/dashboards/{id}/lock, and the image files
 * of POST /api/files/{kind} and DELETE /api/files.
 */

// ---------------------------------------------------------------- files

/** Spec §5: JPEG, PNG and WebP only, judged by the file's content on the server. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];
/** The types a picker lets through before the server judges the content: `image/jpg` is not standard, but some systems send it. */
export const IMAGE_UPLOAD_TYPES: readonly string[] = [...IMAGE_MIME_TYPES, 'image/jpg'];
/** The picker's filter (spec §5). */
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.webp';
/** Largest image accepted, by the browser before sending and by the API. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Spec §8's message for an unsupported image. */
export const INVALID_FILE_TYPE = 'Invalid file type';
export const FILE_TOO_LARGE = 'The file may not be larger than 5 MB.';

/** POST /api/files/{kind} (multipart, one part `file`) answers 201 `{ data: UploadedFile }`. */
export const uploadedFileSchema = z.object({
  /** The name DELETE /api/files takes. */
  filename: z.string(),
  /** Where the browser loads it, and what a style or widget stores. */
  url: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** DELETE /api/files (JSON body) answers 204; another company's file or an unknown name 404. */
export const fileDeleteSchema = z.object({ filename: z.string().check(z.minLength(1), z.maxLength(200)) });

// ---------------------------------------------------------------- save

export const DASHBOARD_COLOR_STYLES = ['backgroundColor', 'dashboardBackgroundColor', 'color'] as const;
/** Also the names of the multipart file parts that replace these images. */
export const DASHBOARD_IMAGE_STYLES = ['logoImage', 'backgroundImage', 'clientImage'] as const;
export type DashboardImageStyle = (typeof DASHBOARD_IMAGE_STYLES)[number];

/** Most widgets one dashboard holds. */
export const MAX_DASHBOARD_WIDGETS = 200;

/**
 * The `styles` part: only the keys sent change. A colour that is not a CSS
 * colour (isCssColor) is ignored and the previous value kept (spec §5); null
 * clears a colour or removes an image. An image is the url of a file of the
 * company (POST /api/files/{kind}); a file part of the same name wins over it.
 */
export const dashboardStylesPatchSchema = z.partial(
  z.strictObject({
    backgroundColor: z.nullable(z.string().check(z.maxLength(100))),
    dashboardBackgroundColor: z.nullable(z.string().check(z.maxLength(100))),
    color: z.nullable(z.string().check(z.maxLength(100))),
    theme: dashboardThemeSchema,
    logoImage: z.nullable(fileUrlSchema),
    backgroundImage: z.nullable(fileUrlSchema),
    clientImage: z.nullable(fileUrlSchema),
  }),
);
export type DashboardStylesPatch = z.infer<typeof dashboardStylesPatchSchema>;

/** The server computes every widget's hash from its content: one sent is ignored and may be left out. */
const widgetInputSchema = z.pipe(
  z.transform((value: unknown) => (value !== null && typeof value === 'object' && !('hash' in value) ? { ...value, hash: '' } : value)),
  widgetSchema,
);

/** The `widgets` part: the whole layout, ids unique, orders 0 to n-1 without gaps (the grid's reading order). */
export const dashboardWidgetsSchema = z.array(widgetInputSchema).check(
  z.maxLength(MAX_DASHBOARD_WIDGETS, `A dashboard may hold at most ${MAX_DASHBOARD_WIDGETS} widgets.`),
  z.superRefine((widgets, context) => {
    const ids = new Set<string>();
    const orders = new Set<number>();
    widgets.forEach((widget, index) => {
      if (ids.has(widget.id)) context.addIssue({ code: 'custom', path: [index, 'id'], message: 'Another widget already has this id.' });
      if (widget.order >= widgets.length || orders.has(widget.order)) {
        context.addIssue({ code: 'custom', path: [index, 'order'], message: `Orders must run from 0 to ${widgets.length - 1}, each used once.` });
      }
      ids.add(widget.id);
      orders.add(widget.order);
    });
  }),
);

/** A part holding JSON, checked against a schema; issues keep their path below the part (widgets.3.title). */
const jsonPart = <T extends z.ZodType>(schema: T, what: string) =>
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((text, context) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          context.issues.push({ code: 'custom', message: `The ${what} field must be valid JSON.`, input: text });
          return z.NEVER;
        }
      }),
    ),
    schema,
  );

/** A day of the dashboard's stored range, or empty to clear it. */
const dayPart = z.pipe(
  z.string().check(
    z.trim(),
    z.superRefine((text, context) => {
      const problem = text === '' ? null : reportingDayProblem(text);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  ),
  z.transform((text) => (text === '' ? null : text)),
);

const footerSchema = z.string().check(z.maxLength(2000, 'The footer may not be longer than 2000 characters.'));

const flagPart = z.pipe(
  z.enum(['1', '0', 'true', 'false']),
  z.transform((text) => text === '1' || text === 'true'),
);

/** The dashboard's revision an editor's document is based on (Dashboard.revision). */
const revisionPart = z.pipe(z.string().check(z.regex(/^\d{1,9}$/, 'The revision must be a whole number.')), z.transform(Number));

/** An editing session: one tab's, kept while it edits, so its own earlier saves never count as someone else's change. */
export const EDITOR_SESSION_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
const editorPart = z.string().check(z.regex(EDITOR_SESSION_PATTERN, 'The editing session must be 8 to 64 letters, digits, "-" or "_".'));

/** A save's place among its editing session's saves, growing with each one sent (within Number's exact integers). */
const sequencePart = z.pipe(z.string().check(z.regex(/^\d{1,15}$/, 'The sequence must be a whole number.')), z.transform(Number));

/**
 * The text parts of POST /api/dashboards/{id} (multipart/form-data), all
 * optional: only the parts sent change (a partial save). Besides these, file
 * parts `logoImage`, `backgroundImage`, `clientImage` (JPEG, PNG or WebP, at
 * most 5 MB each) replace those images. With `category=files` only `styles`
 * (image keys only) and the image files may be sent.
 *
 * Answers: 200 `{ data: Dashboard }`; 404 (not the company's); 415 (not
 * multipart); 422 `{ message, errors }` keyed like `name`, `styles.theme`,
 * `widgets.3.title`, `logoImage`; 423 `DashboardLockedError` while another
 * user holds the edit lock.
 *
 * Retries are safe: a save sets values (never increments), the same image
 * stores under the same name, so repeating a request gives the same
 * dashboard. Concurrent saves apply one after the other in arrival order,
 * each changing only its own parts: the last to arrive wins, unless it is an
 * editing session's save overtaken by a later one of that session (sequence).
 */
export const dashboardSaveFieldsSchema = z
  .partial(
    z.strictObject({
      category: z.literal('files', 'The category may only be files.'),
      styles: jsonPart(dashboardStylesPatchSchema, 'styles'),
      widgets: jsonPart(dashboardWidgetsSchema, 'widgets'),
      name: dashboardNameSchema,
      hidden_date_selector: flagPart,
      /** Custom domains are not available yet: only an empty value is accepted. */
      domain: z.literal('', 'Custom domains are not available yet.'),
      footer: footerSchema,
      range_type: rangeTypeSchema,
      start: dayPart,
      end: dayPart,
      compare_start: dayPart,
      compare_end: dayPart,
      /** The dashboard's time zone: which day "today" is, and the days its ranges cover. */
      timezone: timeZoneSchema,
      /**
       * The revision the document is based on, and the editing session saving it: the save is refused
       * (409) when the dashboard was saved since by another session. Without them, the save applies as is.
       */
      revision: revisionPart,
      editor: editorPart,
      /**
       * With the session: a save that arrives after a later-sent one of the same session (requests
       * overtake each other across instances and retries) changes nothing and answers the dashboard
       * as it is. Without it, the session's saves apply in arrival order.
       */
      sequence: sequencePart,
    }),
  )
  .check(
    z.superRefine(
      spanCheck([
        ['start', 'end'],
        ['compare_start', 'compare_end'],
      ]),
    ),
  );
export type DashboardSaveFields = z.infer<typeof dashboardSaveFieldsSchema>;

/**
 * The dashboard settings form (spec §2, §3): the save's rules over the
 * dashboard's own field names. Days are the date inputs' text, empty for
 * none. Colours are the text typed: one that is not a colour is ignored and
 * the previous one kept (spec §5), so no colour is refused here. Images are
 * the urls the dashboard shows, a template's included.
 */
export const dashboardSettingsFormSchema = z
  .object({
    name: dashboardNameSchema,
    footer: footerSchema,
    rangeType: rangeTypeSchema,
    timezone: timeZoneSchema,
    hiddenDateSelector: z.boolean(),
    startDate: dayPart,
    endDate: dayPart,
    compareStartDate: dayPart,
    compareEndDate: dayPart,
    styles: z.object({
      theme: dashboardThemeSchema,
      backgroundColor: z.string(),
      dashboardBackgroundColor: z.string(),
      color: z.string(),
      logoImage: z.nullable(z.string()),
      backgroundImage: z.nullable(z.string()),
      clientImage: z.nullable(z.string()),
    }),
  })
  .check(
    z.superRefine(
      spanCheck([
        ['startDate', 'endDate'],
        ['compareStartDate', 'compareEndDate'],
      ]),
    ),
  );
export type DashboardSettingsFormValues = z.input<typeof dashboardSettingsFormSchema>;
export type DashboardSettings = z.output<typeof dashboardSettingsFormSchema>;

/** What a files-only save (category=files) may send besides the image files. */
export const FILES_ONLY_PARTS = ['category', 'styles'] as const;

/** What an editor saves, before it becomes a form. */
export interface DashboardSaveInput {
  styles?: DashboardStylesPatch;
  /** Hashes may be left out; the server sets them. */
  widgets?: unknown[];
  name?: string;
  hiddenDateSelector?: boolean;
  footer?: string;
  rangeType?: z.infer<typeof rangeTypeSchema>;
  startDate?: string | null;
  endDate?: string | null;
  compareStartDate?: string | null;
  compareEndDate?: string | null;
  timezone?: string;
  /** The revision the document is based on, the editing session that saves it and the save's place in the session's order. */
  basis?: { revision: number; editor: string; sequence?: number };
  images?: Partial<Record<DashboardImageStyle, Blob>>;
}

function appendImages(form: FormData, images: DashboardSaveInput['images']) {
  for (const key of DASHBOARD_IMAGE_STYLES) {
    const image = images?.[key];
    if (image) form.append(key, image, image instanceof File ? image.name : key);
  }
}

/** The multipart body of a save: only the fields given are sent, so only they change. */
export function dashboardSaveForm(input: DashboardSaveInput): FormData {
  const form = new FormData();
  const text: Array<[string, string | undefined]> = [
    ['styles', input.styles && JSON.stringify(input.styles)],
    ['widgets', input.widgets && JSON.stringify(input.widgets)],
    ['name', input.name],
    ['hidden_date_selector', input.hiddenDateSelector === undefined ? undefined : input.hiddenDateSelector ? '1' : '0'],
    ['footer', input.footer],
    ['range_type', input.rangeType],
    ['start', input.startDate === undefined ? undefined : (input.startDate ?? '')],
    ['end', input.endDate === undefined ? undefined : (input.endDate ?? '')],
    ['compare_start', input.compareStartDate === undefined ? undefined : (input.compareStartDate ?? '')],
    ['compare_end', input.compareEndDate === undefined ? undefined : (input.compareEndDate ?? '')],
    ['timezone', input.timezone],
    ['revision', input.basis && String(input.basis.revision)],
    ['editor', input.basis?.editor],
    ['sequence', input.basis?.sequence?.toString()],
  ];
  for (const [name, value] of text) if (value !== undefined) form.append(name, value);
  appendImages(form, input.images);
  return form;
}

/** The files-only save: the three image styles and their new files. */
export function dashboardFilesForm(input: { styles?: Pick<DashboardStylesPatch, DashboardImageStyle>; images?: DashboardSaveInput['images'] }): FormData {
  const form = new FormData();
  form.append('category', 'files');
  if (input.styles) form.append('styles', JSON.stringify(input.styles));
  appendImages(form, input.images);
  return form;
}

// ---------------------------------------------------------------- lock

/** How often an editor renews its lock; the lock outlives a few missed renewals (DASHBOARD_LOCK_TIMEOUT_SECONDS, 120 by default). */
export const DASHBOARD_LOCK_RENEW_SECONDS = 30;

/** POST /api/dashboards/{id}/lock answers 200 `{ data: DashboardLock }`: taken or renewed by the signed-in user. */
export const dashboardLockSchema = z.object({
  /** The holder's user id. */
  locked: z.number().check(z.int()),
  lockedByName: z.string(),
  /** ISO time when the lock lapses unless renewed. */
  expiresAt: z.string(),
});
export type DashboardLock = z.infer<typeof dashboardLockSchema>;

/**
 * 423 Locked, from the lock and the save while another user holds the lock
 * (and from DELETE .../lock, which only the holder may call).
 */
export const dashboardLockedErrorSchema = z.extend(dashboardLockSchema, { message: z.string() });
export type DashboardLockedError = z.infer<typeof dashboardLockedErrorSchema>;

/** 409 Conflict, from a save based on an older revision after another editing session saved: the revision the dashboard is at now. */
export const dashboardChangedErrorSchema = z.object({ message: z.string(), revision: z.number().check(z.int()), updatedAt: z.string() });
export type DashboardChangedError = z.infer<typeof dashboardChangedErrorSchema>;

// ---------------------------------------------------------------- drafts

/**
 * An edited document not yet saved, as the editor keeps it for the tab
 * (sessionStorage): stored with the document's version and read back only
 * through the schema of that version, so an older shape is dropped rather
 * than misread. Drafts kept before saves carried a revision read as based
 * on none, so saving one asks before it overwrites anything.
 */
export const dashboardDraftSchema = z.object({
  version: z.literal(DASHBOARD_DOCUMENT_VERSION),
  dashboard: z.extend(dashboardSchema, { revision: z._default(dashboardSchema.shape.revision, 0) }),
});
