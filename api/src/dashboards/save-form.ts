import type { z } from 'zod';
import {
  DASHBOARD_IMAGE_STYLES,
  dashboardSaveFieldsSchema,
  FILES_ONLY_PARTS,
  type DashboardImageStyle,
  type DashboardSaveFields,
  type SourceCatalogue,
  type SourceType,
  type Widget,
} from '@pulseboard/shared/contracts';
import { configProblems } from '../connectors/config-check.js';
import { ValidationFailed, type FieldErrors } from '../lib/errors.js';
import { isOwnFileUrl } from '../files/company-files.js';
import type { StagedImage } from './staged-image.js';
import type { MultipartForm } from './multipart-form.js';

/** A checked save: the parts sent, and the new images by style. */
export interface DashboardSave {
  fields: DashboardSaveFields;
  images: Map<DashboardImageStyle, StagedImage>;
}

type CatalogueOf = (type: SourceType) => SourceCatalogue | undefined;

const NOT_OWN_IMAGE = 'Only images uploaded to this company can be used.';

const isImageStyle = (key: string): key is DashboardImageStyle => (DASHBOARD_IMAGE_STYLES as readonly string[]).includes(key);

/** Issues keyed by their path in the form ("widgets.3.title"); an unknown part is reported under its own name. */
function fieldErrorsOf(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  const add = (key: string, message: string) => {
    const messages = (errors[key] ??= []);
    if (!messages.includes(message)) messages.push(message);
  };
  for (const issue of error.issues) {
    const at = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) add(at ? `${at}.${key}` : key, 'This field is not part of the form.');
    else add(at || 'general', issue.message);
  }
  return errors;
}

/** Every image a widget names, by the field that names it. */
function widgetImages(widgets: Widget[]): Array<[field: string, url: string]> {
  return widgets.flatMap((widget, index): Array<[string, string]> => {
    if (widget.nature !== 'passive') return [];
    const { type } = widget;
    if (type.name === 'upload') return type.file.map((url, at): [string, string] => [`widgets.${index}.type.file.${at}`, url]);
    if (type.name === 'historic') return type.articles.flatMap((article, at): Array<[string, string]> => (article.file ? [[`widgets.${index}.type.articles.${at}.file`, article.file]] : []));
    return [];
  });
}

/** Each interactive instance's parameters against its source type's catalogue (types without a connector yet are left as they are). */
function configErrors(widgets: Widget[], catalogueOf: CatalogueOf, errors: FieldErrors): void {
  widgets.forEach((widget, index) => {
    if (widget.nature !== 'interactive') return;
    widget.instances.forEach((instance, at) => {
      const catalogue = catalogueOf(instance.type);
      for (const [parameter, message] of catalogue ? configProblems(catalogue, instance.config) : []) errors[`widgets.${index}.instances.${at}.config.${parameter}`] = [message];
    });
  });
}

/**
 * Checks a save form of the company (contract: dashboardSaveFieldsSchema):
 * its text parts, the files-only mode's narrower set, every instance's
 * parameters, and that every image a style or widget names is one of the
 * company's own uploads (so a render never fetches anything else).
 */
export function parseSaveForm(form: MultipartForm, companyId: number, catalogueOf: CatalogueOf): DashboardSave {
  const parsed = dashboardSaveFieldsSchema.safeParse(form.fields);
  if (!parsed.success) throw new ValidationFailed(fieldErrorsOf(parsed.error));
  const fields = parsed.data;
  const errors: FieldErrors = {};
  if (fields.category === 'files') {
    const extra = Object.keys(form.fields).filter((key) => !(FILES_ONLY_PARTS as readonly string[]).includes(key));
    for (const key of extra) errors[key] = ['A files-only save sends only the image styles and their files.'];
    for (const key of Object.keys(fields.styles ?? {}).filter((style) => !isImageStyle(style))) errors[`styles.${key}`] = ['A files-only save sends only the image styles.'];
  }
  const images: Array<[string, string | null | undefined]> = [
    ...DASHBOARD_IMAGE_STYLES.map((style): [string, string | null | undefined] => [`styles.${style}`, fields.styles?.[style]]),
    ...widgetImages(fields.widgets ?? []),
  ];
  for (const [field, url] of images) if (url && !isOwnFileUrl(companyId, url)) errors[field] = [NOT_OWN_IMAGE];
  configErrors(fields.widgets ?? [], catalogueOf, errors);
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return { fields, images: form.images as Map<DashboardImageStyle, StagedImage> };
}
